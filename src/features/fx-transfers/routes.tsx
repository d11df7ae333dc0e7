/**
 * Transfers between own foreign-currency accounts (SKV to SKV, issue 20): the area's route rows,
 * composed into the app's route table (src/app/route-table.tsx). Every screen is a lazy chunk; who
 * may open a path is looked up in contracts UI_ROUTES, never here.
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const FxListScreen = lazyChunk(() =>
  import('./screens/fx-list-screen.tsx').then((m) => ({ default: m.FxListScreen })),
);
const FxAddScreen = lazyChunk(() =>
  import('./screens/fx-form-screens.tsx').then((m) => ({ default: m.FxAddScreen })),
);
const FxEditScreen = lazyChunk(() =>
  import('./screens/fx-form-screens.tsx').then((m) => ({ default: m.FxEditScreen })),
);
const FxDetailScreen = lazyChunk(() =>
  import('./screens/fx-detail-screen.tsx').then((m) => ({ default: m.FxDetailScreen })),
);

export const FX_TRANSFERS_ROUTES: readonly BuiltRoute[] = [
  { path: '/skv-na-skv', screen: FxListScreen, titleKey: 'fxTransfers' },
  { path: '/skv-na-skv/add', screen: FxAddScreen, titleKey: 'fxTransferAdd' },
  { path: '/skv-na-skv/detail/:id', screen: FxDetailScreen, titleKey: 'fxTransferDetail' },
  { path: '/skv-na-skv/edit/:id', screen: FxEditScreen, titleKey: 'fxTransferEdit' },
];
