/**
 * Salary statements (salary, issue 23): the area's route rows, composed into the app's route table
 * (src/app/route-table.tsx). Every screen is a lazy chunk; who may open a path is looked up in
 * contracts UI_ROUTES, never here.
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const ListScreen = lazyChunk(() =>
  import('./screens/salary-list-screen.tsx').then((m) => ({ default: m.SalaryListScreen })),
);
const ViewScreen = lazyChunk(() =>
  import('./screens/salary-view-screen.tsx').then((m) => ({ default: m.SalaryViewScreen })),
);
const DetailScreen = lazyChunk(() =>
  import('./screens/salary-view-screen.tsx').then((m) => ({ default: m.SalaryDetailScreen })),
);
const AccountsScreen = lazyChunk(() =>
  import('./screens/salary-account-screens.tsx').then((m) => ({ default: m.SalaryAccountsScreen })),
);
const DeferredScreen = lazyChunk(() =>
  import('./screens/salary-account-screens.tsx').then((m) => ({ default: m.SalaryDeferredScreen })),
);
const CardScreen = lazyChunk(() =>
  import('./screens/salary-account-screens.tsx').then((m) => ({ default: m.SalaryCardScreen })),
);

export const SALARY_ROUTES: readonly BuiltRoute[] = [
  { path: '/salary', screen: ListScreen, titleKey: 'salary' },
  { path: '/salary/detail/:id', screen: DetailScreen, titleKey: 'salaryDetail' },
  { path: '/salary/view/:id', screen: ViewScreen, titleKey: 'salaryView' },
  { path: '/salary/accounts/:cardCode', screen: AccountsScreen, titleKey: 'salaryAccounts' },
  {
    path: '/salary/accounts/:cardCode/deferred-report',
    screen: DeferredScreen,
    titleKey: 'salaryDeferred',
  },
  { path: '/salary/card', screen: CardScreen, titleKey: 'salaryCard' },
];
