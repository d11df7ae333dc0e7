/** OKO (tariffs and commissions) route rows (issue 26): client list and tariff, staff applications. */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const screens = () => import('./screens/oko-screens.tsx');
const Oko = lazyChunk(() => screens().then((m) => ({ default: m.OkoScreen })));
const Tariff = lazyChunk(() => screens().then((m) => ({ default: m.OkoTariffScreen })));
const Applications = lazyChunk(() => screens().then((m) => ({ default: m.OkoApplicationsScreen })));
const ApplicationView = lazyChunk(() => screens().then((m) => ({ default: m.OkoApplicationViewScreen })));

export const OKO_ROUTES: readonly BuiltRoute[] = [
  { path: '/oko', screen: Oko, titleKey: 'oko' },
  { path: '/oko/:agrNum/:tariffId', screen: Tariff, titleKey: 'okoTariff' },
  { path: '/oko/applications', screen: Applications, titleKey: 'okoApplications' },
  { path: '/oko/applications-view', screen: ApplicationView, titleKey: 'okoApplicationsView' },
];
