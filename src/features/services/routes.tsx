/** Partner check and UZ-invest route rows (issue 26). */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const PartnerCheckScreen = lazyChunk(() =>
  import('./screens/partner-check-screen.tsx').then((m) => ({ default: m.PartnerCheckScreen })),
);
const UzInvestScreen = lazyChunk(() =>
  import('./screens/uz-invest-screen.tsx').then((m) => ({ default: m.UzInvestScreen })),
);

export const SERVICES_ROUTES: readonly BuiltRoute[] = [
  { path: '/partner-check', screen: PartnerCheckScreen, titleKey: 'partnerCheck' },
  { path: '/uz-invest', screen: UzInvestScreen, titleKey: 'uzInvest' },
];
