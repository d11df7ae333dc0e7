/**
 * The soum payments area's route rows, composed into the app's route table (src/app/route-table.tsx).
 * Every screen is a lazy chunk of its own: this file holds only the loaders, so it stays small in
 * the first screen's JavaScript. Who may open a path is looked up in contracts UI_ROUTES, never here.
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const PaymentsListScreen = lazyChunk(() =>
  import('./screens/payments-list-screen.tsx').then((m) => ({
    default: m.PaymentsListScreen,
  })),
);
const PaymentDetailScreen = lazyChunk(() =>
  import('./screens/payment-detail-screen.tsx').then((m) => ({
    default: m.PaymentDetailScreen,
  })),
);
const PaymentsDetailsScreen = lazyChunk(() =>
  import('./screens/payments-details-screens.tsx').then((m) => ({
    default: m.PaymentsDetailsScreen,
  })),
);
const PaymentsPrintScreen = lazyChunk(() =>
  import('./screens/payments-details-screens.tsx').then((m) => ({
    default: m.PaymentsPrintScreen,
  })),
);
const PaymentAddScreen = lazyChunk(() =>
  import('./screens/payment-form-screens.tsx').then((m) => ({
    default: m.PaymentAddScreen,
  })),
);
const PaymentEditScreen = lazyChunk(() =>
  import('./screens/payment-form-screens.tsx').then((m) => ({
    default: m.PaymentEditScreen,
  })),
);
const TemplatesScreen = lazyChunk(() =>
  import('./screens/templates-screens.tsx').then((m) => ({
    default: m.TemplatesScreen,
  })),
);
const TemplateAddScreen = lazyChunk(() =>
  import('./screens/templates-screens.tsx').then((m) => ({
    default: m.TemplateAddScreen,
  })),
);
const MPaymentsScreen = lazyChunk(() =>
  import('./screens/m-payments-screen.tsx').then((m) => ({
    default: m.MPaymentsScreen,
  })),
);

const BankPaymentsScreen = lazyChunk(() =>
  import('./screens/bank-payments-screen.tsx').then((m) => ({
    default: m.BankPaymentsScreen,
  })),
);

export const PAYMENTS_UZS_ROUTES: readonly BuiltRoute[] = [
  { path: '/uzs-payments', screen: PaymentsListScreen, titleKey: 'uzsPayments' },
  { path: '/uzs-payments/detail/:id', screen: PaymentDetailScreen, titleKey: 'uzsPaymentDetail' },
  { path: '/uzs-payments/details', screen: PaymentsDetailsScreen, titleKey: 'uzsPaymentsDetails' },
  { path: '/uzs-payments/print', screen: PaymentsPrintScreen, titleKey: 'uzsPaymentsPrint' },
  { path: '/uzs-payments/add', screen: PaymentAddScreen, titleKey: 'uzsPaymentAdd' },
  { path: '/uzs-payments/edit/:id', screen: PaymentEditScreen, titleKey: 'uzsPaymentEdit' },
  { path: '/shablon', screen: TemplatesScreen, titleKey: 'templates' },
  { path: '/shablon/add', screen: TemplateAddScreen, titleKey: 'templateAdd' },
  { path: '/m-payments', screen: MPaymentsScreen, titleKey: 'mPayments' },
  { path: '/payments', screen: BankPaymentsScreen, titleKey: 'bankPayments' },
];
