/** Ecosystem and OSGOR route rows (issue 27; spec 3 §2.5). */
import { CLIENT_ROLES } from '../../../contracts/roles.ts';
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const EcosystemScreen = lazyChunk(() =>
  import('./screens/ecosystem-screens.tsx').then((m) => ({ default: m.EcosystemScreen })),
);
const MyCarsScreen = lazyChunk(() =>
  import('./screens/ecosystem-screens.tsx').then((m) => ({ default: m.MyCarsScreen })),
);
const InsuranceScreen = lazyChunk(() =>
  import('./screens/insurance-screens.tsx').then((m) => ({ default: m.InsuranceScreen })),
);
const InsuranceListScreen = lazyChunk(() =>
  import('./screens/insurance-screens.tsx').then((m) => ({ default: m.InsuranceListScreen })),
);

export const ECOSYSTEM_ROUTES: readonly BuiltRoute[] = [
  // Any signed-in user may open it; the menu shows it to client roles (spec 1 §6.2).
  { path: '/ecosystem', screen: EcosystemScreen, titleKey: 'ecosystem', menu: { roles: CLIENT_ROLES } },
  { path: '/ecosystem/insurance', screen: InsuranceScreen, titleKey: 'insurance' },
  { path: '/ecosystem/insurance/list', screen: InsuranceListScreen, titleKey: 'insuranceList' },
  { path: '/ecosystem/my-cars', screen: MyCarsScreen, titleKey: 'myCars' },
];
