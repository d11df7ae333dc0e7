/** Loan administration's route rows (admin): the loan list upload and overdue notices. */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const UploadLoanListScreen = lazyChunk(() =>
  import('./screens/loan-admin-screens.tsx').then((m) => ({ default: m.UploadLoanListScreen })),
);
const CreditOverdueScreen = lazyChunk(() =>
  import('./screens/loan-admin-screens.tsx').then((m) => ({ default: m.CreditOverdueScreen })),
);

export const LOAN_ADMIN_ROUTES: readonly BuiltRoute[] = [
  { path: '/upload-loan-list', screen: UploadLoanListScreen, titleKey: 'uploadLoanList' },
  {
    path: '/credit-overdue-notification',
    screen: CreditOverdueScreen,
    titleKey: 'creditOverdueNotification',
  },
];
