/**
 * The payment claims area's route rows, composed into the app's route table (src/app/route-table.tsx).
 * Every screen is a lazy chunk of its own: this file holds only the loaders, so it stays small in
 * the first screen's JavaScript. Who may open a path is looked up in contracts UI_ROUTES, never here.
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const ClaimsListScreen = lazyChunk(() =>
  import('./screens/claims-list-screen.tsx').then((m) => ({
    default: m.ClaimsListScreen,
  })),
);
const ClaimCreateScreen = lazyChunk(() =>
  import('./screens/claim-form-screens.tsx').then((m) => ({
    default: m.ClaimCreateScreen,
  })),
);
const ClaimEditScreen = lazyChunk(() =>
  import('./screens/claim-form-screens.tsx').then((m) => ({
    default: m.ClaimEditScreen,
  })),
);
const OutgoingClaimScreen = lazyChunk(() =>
  import('./screens/claim-detail-screens.tsx').then((m) => ({
    default: m.OutgoingClaimScreen,
  })),
);
const IncomingClaimScreen = lazyChunk(() =>
  import('./screens/claim-detail-screens.tsx').then((m) => ({
    default: m.IncomingClaimScreen,
  })),
);
const ClaimRecallScreen = lazyChunk(() =>
  import('./screens/claim-detail-screens.tsx').then((m) => ({
    default: m.ClaimRecallScreen,
  })),
);
const ClaimPaymentScreen = lazyChunk(() =>
  import('./screens/claim-payment-screen.tsx').then((m) => ({
    default: m.ClaimPaymentScreen,
  })),
);

export const PAYMENT_CLAIMS_ROUTES: readonly BuiltRoute[] = [
  { path: '/payments-required', screen: ClaimsListScreen, titleKey: 'paymentClaims' },
  { path: '/payments-required/create', screen: ClaimCreateScreen, titleKey: 'paymentClaimCreate' },
  { path: '/payments-required/edit', screen: ClaimEditScreen, titleKey: 'paymentClaimEdit' },
  {
    path: '/payments-required/outgoing/detail/:id',
    screen: OutgoingClaimScreen,
    titleKey: 'paymentClaimOutgoing',
  },
  {
    path: '/payments-required/incoming/detail/:id',
    screen: IncomingClaimScreen,
    titleKey: 'paymentClaimIncoming',
  },
  { path: '/payments-required/recall/view/:id', screen: ClaimRecallScreen, titleKey: 'paymentClaimRecall' },
  { path: '/payments-required/payment', screen: ClaimPaymentScreen, titleKey: 'paymentClaimPayment' },
];
