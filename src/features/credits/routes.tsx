/**
 * The credits area's route rows (credits and deposits, overdraft), composed into the app's route
 * table (src/app/route-table.tsx). Screens are lazy chunks; who may open a path is in contracts UI_ROUTES.
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const credits = () => import('./screens/credits-screens.tsx');
const overdraft = () => import('./screens/overdraft-screens.tsx');

const CreditsScreen = lazyChunk(() => credits().then((m) => ({ default: m.CreditsScreen })));
const CreditDetailScreen = lazyChunk(() => credits().then((m) => ({ default: m.CreditDetailScreen })));
const CreditDetailAlias = lazyChunk(() => credits().then((m) => ({ default: m.CreditDetailAlias })));
const PaymentGraphScreen = lazyChunk(() => credits().then((m) => ({ default: m.PaymentGraphScreen })));
const CreditStatementScreen = lazyChunk(() => credits().then((m) => ({ default: m.CreditStatementScreen })));
const DepositDetailScreen = lazyChunk(() => credits().then((m) => ({ default: m.DepositDetailScreen })));
const DepositStatementScreen = lazyChunk(() =>
  credits().then((m) => ({ default: m.DepositStatementScreen })),
);
const OverdraftScreen = lazyChunk(() => overdraft().then((m) => ({ default: m.OverdraftScreen })));
const OverdraftCreateScreen = lazyChunk(() =>
  overdraft().then((m) => ({ default: m.OverdraftCreateScreen })),
);

export const CREDITS_ROUTES: readonly BuiltRoute[] = [
  { path: '/credits', screen: CreditsScreen, titleKey: 'credits' },
  { path: '/credits/deatil', screen: CreditDetailScreen, titleKey: 'creditDetail' },
  { path: '/credits/detail', screen: CreditDetailAlias, titleKey: 'creditDetail' },
  { path: '/credits/payment-graph', screen: PaymentGraphScreen, titleKey: 'creditSchedule' },
  { path: '/credits/stmt', screen: CreditStatementScreen, titleKey: 'creditStatement' },
  { path: '/credits/deposit-detail', screen: DepositDetailScreen, titleKey: 'depositDetail' },
  { path: '/credits/deposit-stmt', screen: DepositStatementScreen, titleKey: 'depositStatement' },
  { path: '/overdraft', screen: OverdraftScreen, titleKey: 'overdraft' },
  { path: '/overdraft/create', screen: OverdraftCreateScreen, titleKey: 'overdraftCreate' },
];
