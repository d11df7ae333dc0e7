/**
 * The reports area's route rows, composed into the app's route table (src/app/route-table.tsx).
 * Every screen is a lazy chunk of its own: this file holds only the loaders, so it stays small in
 * the first screen's JavaScript. Who may open a path is looked up in contracts UI_ROUTES, never here.
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const ExportTurnoverScreen = lazyChunk(() =>
  import('./screens/export-turnover-screen.tsx').then((m) => ({
    default: m.ExportTurnoverScreen,
  })),
);
const IncPaymentListScreen = lazyChunk(() =>
  import('./screens/inc-payment-list-screen.tsx').then((m) => ({
    default: m.IncPaymentListScreen,
  })),
);
const AgmkTurnoverScreen = lazyChunk(() =>
  import('./screens/agmk-turnover-screen.tsx').then((m) => ({
    default: m.AgmkTurnoverScreen,
  })),
);
const AccountOperationScreen = lazyChunk(() =>
  import('./screens/account-operation-screen.tsx').then((m) => ({
    default: m.AccountOperationScreen,
  })),
);
const TerminalStatementScreen = lazyChunk(() =>
  import('./screens/terminal-statement-screen.tsx').then((m) => ({
    default: m.TerminalStatementScreen,
  })),
);

export const REPORTS_ROUTES: readonly BuiltRoute[] = [
  { path: '/export-turnover', screen: ExportTurnoverScreen, titleKey: 'exportTurnover' },
  { path: '/inc-payment-list', screen: IncPaymentListScreen, titleKey: 'incPaymentList' },
  { path: '/export-okmk-turnover', screen: AgmkTurnoverScreen, titleKey: 'exportOkmkTurnover' },
  { path: '/account-operation', screen: AccountOperationScreen, titleKey: 'accountOperation' },
  { path: '/terminal-statement', screen: TerminalStatementScreen, titleKey: 'terminalStatement' },
];
