/**
 * The POS terminal registry's route rows (composed in src/app/route-table.tsx): solfy_terminal's
 * /solfy screens and the bank admins' /terminals screens share the list, view and add screens. Who
 * may open a path is looked up in contracts UI_ROUTES.
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const SolfyHomeScreen = lazyChunk(() =>
  import('./screens/terminal-screens.tsx').then((m) => ({ default: m.SolfyHomeScreen })),
);
const TerminalListScreen = lazyChunk(() =>
  import('./screens/terminal-screens.tsx').then((m) => ({ default: m.TerminalListScreen })),
);
const TerminalViewScreen = lazyChunk(() =>
  import('./screens/terminal-screens.tsx').then((m) => ({ default: m.TerminalViewScreen })),
);
const TerminalAddScreen = lazyChunk(() =>
  import('./screens/terminal-screens.tsx').then((m) => ({ default: m.TerminalAddScreen })),
);
const TerminalEditScreen = lazyChunk(() =>
  import('./screens/terminal-screens.tsx').then((m) => ({ default: m.TerminalEditScreen })),
);
const MerchantListScreen = lazyChunk(() =>
  import('./screens/registry-screens.tsx').then((m) => ({ default: m.MerchantListScreen })),
);
const RegistryLogScreen = lazyChunk(() =>
  import('./screens/registry-screens.tsx').then((m) => ({ default: m.RegistryLogScreen })),
);
const StatementScreen = lazyChunk(() =>
  import('./screens/registry-screens.tsx').then((m) => ({ default: m.StatementScreen })),
);

export const TERMINALS_ROUTES: readonly BuiltRoute[] = [
  { path: '/solfy', screen: SolfyHomeScreen, titleKey: 'solfyTerminal' },
  { path: '/solfy/terminal', screen: TerminalListScreen, titleKey: 'solfyTerminal' },
  { path: '/solfy/merchant', screen: MerchantListScreen, titleKey: 'solfyMerchant' },
  { path: '/solfy/add', screen: TerminalAddScreen, titleKey: 'solfyAdd' },
  { path: '/solfy/logs', screen: RegistryLogScreen, titleKey: 'solfyLogs' },
  { path: '/solfy/:id', screen: TerminalViewScreen, titleKey: 'solfyView' },
  { path: '/solfy/:id/edit', screen: TerminalEditScreen, titleKey: 'solfyEdit' },
  { path: '/terminals', screen: TerminalListScreen, titleKey: 'terminals' },
  { path: '/terminals/detail/:id', screen: TerminalViewScreen, titleKey: 'solfyView' },
  { path: '/terminals/stmt/:merchant_id', screen: StatementScreen, titleKey: 'terminalStmt' },
  { path: '/terminals/add', screen: TerminalAddScreen, titleKey: 'solfyAdd' },
];
