/**
 * The exchange rates area's route rows, composed into the app's route table (src/app/route-table.tsx).
 * Every screen is a lazy chunk of its own: this file holds only the loaders, so it stays small in
 * the first screen's JavaScript. Who may open a path is looked up in contracts UI_ROUTES, never here.
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const ExchangeRatesScreen = lazyChunk(() =>
  import('./screens/exchange-rates-screen.tsx').then((m) => ({
    default: m.ExchangeRatesScreen,
  })),
);

export const RATES_ROUTES: readonly BuiltRoute[] = [
  { path: '/exchange-rates', screen: ExchangeRatesScreen, titleKey: 'exchangeRates' },
];
