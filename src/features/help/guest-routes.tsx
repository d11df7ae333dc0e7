/**
 * The help area's guest row, apart from its signed-in rows (routes.tsx): the first screen's route
 * table (src/app/guest-routes.tsx) takes only this file, so the signed-in screens' loaders stay
 * out of the entry chunk (issue 18).
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const HelpGuestScreen = lazyChunk(() =>
  import('./screens/help-guest-screen.tsx').then((m) => ({ default: m.HelpGuestScreen })),
);

export const HELP_GUEST_ROUTES: readonly BuiltRoute[] = [
  { path: '/help-guest', screen: HelpGuestScreen, titleKey: 'help' },
];
