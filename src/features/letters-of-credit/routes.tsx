/**
 * The letters-of-credit area's route rows (src/app/route-table.tsx composes them). Every screen is
 * a lazy chunk; who may open a path is looked up in contracts UI_ROUTES, never here.
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const LcListScreen = lazyChunk(() =>
  import('./screens/lc-list-screen.tsx').then((m) => ({ default: m.LcListScreen })),
);
const LcAddScreen = lazyChunk(() =>
  import('./screens/lc-form-screen.tsx').then((m) => ({ default: m.LcAddScreen })),
);
const LcEditScreen = lazyChunk(() =>
  import('./screens/lc-form-screen.tsx').then((m) => ({ default: m.LcEditScreen })),
);
const LcDetailScreen = lazyChunk(() =>
  import('./screens/lc-detail-screen.tsx').then((m) => ({ default: m.LcDetailScreen })),
);
const LcPrintScreen = lazyChunk(() =>
  import('./screens/lc-detail-screen.tsx').then((m) => ({ default: m.LcPrintScreen })),
);

export const LETTERS_OF_CREDIT_ROUTES: readonly BuiltRoute[] = [
  { path: '/akkreditiv', screen: LcListScreen, titleKey: 'akkreditiv' },
  { path: '/akkreditiv/add', screen: LcAddScreen, titleKey: 'akkreditivAdd' },
  { path: '/akkreditiv/edit/:id', screen: LcEditScreen, titleKey: 'akkreditivEdit' },
  { path: '/akkreditiv/detail/:id', screen: LcDetailScreen, titleKey: 'akkreditivDetail' },
  { path: '/akkreditiv/print/:id', screen: LcPrintScreen, titleKey: 'akkreditivPrint' },
];
