/**
 * The currency payments area's route rows (src/app/route-table.tsx). Who may open a path is looked
 * up in contracts UI_ROUTES, never here.
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const FxListScreen = lazyChunk(() =>
  import('./screens/fx-list-screen.tsx').then((m) => ({ default: m.FxListScreen })),
);
const FxDetailScreen = lazyChunk(() =>
  import('./screens/fx-detail-screen.tsx').then((m) => ({ default: m.FxDetailScreen })),
);
const FxAddScreen = lazyChunk(() =>
  import('./screens/fx-form-screens.tsx').then((m) => ({ default: m.FxAddScreen })),
);
const FxEditScreen = lazyChunk(() =>
  import('./screens/fx-form-screens.tsx').then((m) => ({ default: m.FxEditScreen })),
);
const FxTrackerScreen = lazyChunk(() =>
  import('./screens/fx-tracker-screen.tsx').then((m) => ({ default: m.FxTrackerScreen })),
);

export const PAYMENTS_CURRENCY_ROUTES: readonly BuiltRoute[] = [
  { path: '/currency-payments', screen: FxListScreen, titleKey: 'fxPayments' },
  { path: '/currency-payments/detail/:id', screen: FxDetailScreen, titleKey: 'fxPaymentDetail' },
  { path: '/currency-payments/add', screen: FxAddScreen, titleKey: 'fxPaymentAdd' },
  { path: '/currency-payments/edit/:id', screen: FxEditScreen, titleKey: 'fxPaymentEdit' },
  { path: '/currency-payments/gpi/:id/:referenceid', screen: FxTrackerScreen, titleKey: 'fxPaymentTracker' },
];
