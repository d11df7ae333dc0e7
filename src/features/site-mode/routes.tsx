/** The site mode's route row (/site-mode), composed into the app's route table. */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const SiteModeScreen = lazyChunk(() =>
  import('./screens/site-mode-screen.tsx').then((m) => ({ default: m.SiteModeScreen })),
);

export const SITE_MODE_ROUTES: readonly BuiltRoute[] = [
  // Any signed-in user may open it (spec 1 §2.2); the menu entry is for those who manage it (1 §6.2).
  { path: '/site-mode', screen: SiteModeScreen, titleKey: 'siteMode', menu: { roles: ['admin_bank'] } },
];
