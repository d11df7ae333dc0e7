/** Statistics' route rows: /stats and /stats-export (super_user, admin), /elk-stats (admin, msb_user). */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const screens = () => import('./screens/statistics-screens.tsx');
const StatsScreen = lazyChunk(() => screens().then((m) => ({ default: m.StatsScreen })));
const StatsExportScreen = lazyChunk(() => screens().then((m) => ({ default: m.StatsExportScreen })));
const ElkStatsScreen = lazyChunk(() => screens().then((m) => ({ default: m.ElkStatsScreen })));

export const STATISTICS_ROUTES: readonly BuiltRoute[] = [
  { path: '/stats', screen: StatsScreen, titleKey: 'stats' },
  { path: '/stats-export', screen: StatsExportScreen, titleKey: 'statsExport' },
  { path: '/elk-stats', screen: ElkStatsScreen, titleKey: 'elkStats' },
];
