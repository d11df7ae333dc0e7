/**
 * The reference-data area's route rows, composed into the app's route table (src/app/route-table.tsx).
 * Every screen is a lazy chunk of its own. Who may open a path is looked up in contracts UI_ROUTES.
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const MfoListScreen = lazyChunk(() =>
  import('./screens/mfo-list-screen.tsx').then((m) => ({ default: m.MfoListScreen })),
);
const BankCodeScreen = lazyChunk(() =>
  import('./screens/mfo-list-screen.tsx').then((m) => ({ default: m.BankCodeScreen })),
);
const MfoCreateScreen = lazyChunk(() =>
  import('./screens/mfo-form-screens.tsx').then((m) => ({ default: m.MfoCreateScreen })),
);
const MfoEditScreen = lazyChunk(() =>
  import('./screens/mfo-form-screens.tsx').then((m) => ({ default: m.MfoEditScreen })),
);
const MfoViewScreen = lazyChunk(() =>
  import('./screens/mfo-view-screen.tsx').then((m) => ({ default: m.MfoViewScreen })),
);

const CtcListScreen = lazyChunk(() =>
  import('./screens/ctc-screens.tsx').then((m) => ({ default: m.CtcListScreen })),
);
const CtcCreateScreen = lazyChunk(() =>
  import('./screens/ctc-screens.tsx').then((m) => ({ default: m.CtcCreateScreen })),
);
const CtcEditScreen = lazyChunk(() =>
  import('./screens/ctc-screens.tsx').then((m) => ({ default: m.CtcEditScreen })),
);

export const REFERENCE_ROUTES: readonly BuiltRoute[] = [
  { path: '/mfo', screen: MfoListScreen, titleKey: 'mfo' },
  { path: '/mfo/create', screen: MfoCreateScreen, titleKey: 'mfoCreate' },
  { path: '/mfo/:id', screen: MfoViewScreen, titleKey: 'mfoView' },
  { path: '/mfo/:id/edit', screen: MfoEditScreen, titleKey: 'mfoEdit' },
  { path: '/bank-code', screen: BankCodeScreen, titleKey: 'bankCode' },
  { path: '/currency-transaction-codes', screen: CtcListScreen, titleKey: 'ctc' },
  { path: '/currency-transaction-codes/create', screen: CtcCreateScreen, titleKey: 'ctcCreate' },
  { path: '/currency-transaction-codes/:id/edit', screen: CtcEditScreen, titleKey: 'ctcEdit' },
];
