/**
 * Credit requests and loan issuance route rows, composed into the app's route table
 * (src/app/route-table.tsx). Who may open a path is looked up in contracts UI_ROUTES, never here.
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const CreditListScreen = lazyChunk(() =>
  import('./screens/credit-list-screen.tsx').then((m) => ({ default: m.CreditListScreen })),
);
const CreditAddScreen = lazyChunk(() =>
  import('./screens/credit-form-screens.tsx').then((m) => ({ default: m.CreditAddScreen })),
);
const CreditEditScreen = lazyChunk(() =>
  import('./screens/credit-form-screens.tsx').then((m) => ({ default: m.CreditEditScreen })),
);
const CreditViewScreen = lazyChunk(() =>
  import('./screens/credit-view-screen.tsx').then((m) => ({ default: m.CreditViewScreen })),
);
const LoanListScreen = lazyChunk(() =>
  import('./screens/loan-screens.tsx').then((m) => ({ default: m.LoanListScreen })),
);
const LoanViewScreen = lazyChunk(() =>
  import('./screens/loan-screens.tsx').then((m) => ({ default: m.LoanViewScreen })),
);
const LoanPaymentScreen = lazyChunk(() =>
  import('./screens/loan-screens.tsx').then((m) => ({ default: m.LoanPaymentScreen })),
);

export const CREDIT_REQUEST_ROUTES: readonly BuiltRoute[] = [
  { path: '/credit-request', screen: CreditListScreen, titleKey: 'creditRequest' },
  { path: '/credit-request/add', screen: CreditAddScreen, titleKey: 'creditRequestAdd' },
  { path: '/credit-request/view', screen: CreditViewScreen, titleKey: 'creditRequestView' },
  { path: '/credit-request/edit', screen: CreditEditScreen, titleKey: 'creditRequestEdit' },
  { path: '/loan-issuance', screen: LoanListScreen, titleKey: 'loanIssuance' },
  { path: '/loan-issuance/view/:id', screen: LoanViewScreen, titleKey: 'loanIssuanceView' },
  { path: '/loan-issuance/payment/:loan_id', screen: LoanPaymentScreen, titleKey: 'loanIssuancePayment' },
];
