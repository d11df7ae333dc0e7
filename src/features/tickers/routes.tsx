/**
 * The tickers area's route rows, composed into the app's route table (src/app/route-table.tsx).
 * Every screen is a lazy chunk of its own: this file holds only the loaders, so it stays small in
 * the first screen's JavaScript. Who may open a path is looked up in contracts UI_ROUTES, never here.
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const TickersListScreen = lazyChunk(() =>
  import('./screens/tickers-list-screen.tsx').then((m) => ({
    default: m.TickersListScreen,
  })),
);
const TickerCreateScreen = lazyChunk(() =>
  import('./screens/ticker-form-screens.tsx').then((m) => ({
    default: m.TickerCreateScreen,
  })),
);
const TickerEditScreen = lazyChunk(() =>
  import('./screens/ticker-form-screens.tsx').then((m) => ({
    default: m.TickerEditScreen,
  })),
);
const TickerViewScreen = lazyChunk(() =>
  import('./screens/ticker-view-screen.tsx').then((m) => ({ default: m.TickerViewScreen })),
);

export const TICKERS_ROUTES: readonly BuiltRoute[] = [
  { path: '/tickers', screen: TickersListScreen, titleKey: 'tickers' },
  { path: '/tickers/create', screen: TickerCreateScreen, titleKey: 'tickerCreate' },
  { path: '/tickers/:id', screen: TickerViewScreen, titleKey: 'tickerView' },
  { path: '/tickers/:id/edit', screen: TickerEditScreen, titleKey: 'tickerEdit' },
];
