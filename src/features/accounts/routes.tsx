/**
 * The accounts area's route rows, composed into the app's route table (src/app/route-table.tsx).
 * Every screen is a lazy chunk of its own: this file holds only the loaders, so it stays small in
 * the first screen's JavaScript. Who may open a path is looked up in contracts UI_ROUTES, never here.
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const AccountsScreen = lazyChunk(() =>
  import('./screens/accounts-screen.tsx').then((m) => ({ default: m.AccountsScreen })),
);
const AccountDetailScreen = lazyChunk(() =>
  import('./screens/account-detail-screen.tsx').then((m) => ({
    default: m.AccountDetailScreen,
  })),
);
const StatementScreen = lazyChunk(() =>
  import('./screens/statement-screen.tsx').then((m) => ({ default: m.StatementScreen })),
);
const StatementPrintScreen = lazyChunk(() =>
  import('./screens/statement-screen.tsx').then((m) => ({
    default: m.StatementPrintScreen,
  })),
);
const ApplicationScreen = lazyChunk(() =>
  import('./screens/application-screen.tsx').then((m) => ({
    default: m.ApplicationScreen,
  })),
);
const SwiftListScreen = lazyChunk(() =>
  import('./screens/swift-screens.tsx').then((m) => ({ default: m.SwiftListScreen })),
);
const SwiftDetailScreen = lazyChunk(() =>
  import('./screens/swift-screens.tsx').then((m) => ({ default: m.SwiftDetailScreen })),
);
const TurnoverBalanceScreen = lazyChunk(() =>
  import('./screens/turnover-balance-screen.tsx').then((m) => ({
    default: m.TurnoverBalanceScreen,
  })),
);

export const ACCOUNTS_ROUTES: readonly BuiltRoute[] = [
  { path: '/accounts', screen: AccountsScreen, titleKey: 'accounts' },
  { path: '/accounts/detail/:account/:mfo', screen: AccountDetailScreen, titleKey: 'accountDetail' },
  { path: '/accounts/stmt/:account/:mfo', screen: StatementScreen, titleKey: 'accountStatement' },
  {
    path: '/accounts/stmt/:account/:mfo/print',
    screen: StatementPrintScreen,
    titleKey: 'accountStatementPrint',
  },
  {
    path: '/accounts/stmt/:account/:mfo/application-for-discharge',
    screen: ApplicationScreen,
    titleKey: 'accountApplication',
  },
  { path: '/export-turnover-balance', screen: TurnoverBalanceScreen, titleKey: 'exportTurnoverBalance' },
  { path: '/swift-format', screen: SwiftListScreen, titleKey: 'swiftFormat' },
  { path: '/swift-format/detail', screen: SwiftDetailScreen, titleKey: 'swiftFormatDetail' },
];
