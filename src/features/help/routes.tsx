/**
 * The help area's route rows, composed into the app's route table (src/app/route-table.tsx); the guest row
 * is in guest-routes.tsx.
 * Every screen is a lazy chunk of its own: this file holds only the loaders, so it stays small in
 * the first screen's JavaScript. Who may open a path is looked up in contracts UI_ROUTES, never here.
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';
import { HELP_GUEST_ROUTES } from './guest-routes.tsx';

const HelpScreen = lazyChunk(() =>
  import('./screens/help-screen.tsx').then((m) => ({ default: m.HelpScreen })),
);
const FaqScreen = lazyChunk(() => import('./screens/faq-screen.tsx').then((m) => ({ default: m.FaqScreen })));

export const HELP_ROUTES: readonly BuiltRoute[] = [
  ...HELP_GUEST_ROUTES,
  { path: '/help', screen: HelpScreen, titleKey: 'help', menu: { icon: 'help', top: true } },
  { path: '/faq', screen: FaqScreen, titleKey: 'faq', menu: { icon: 'faq', top: true } },
];
