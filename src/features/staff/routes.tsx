/**
 * The bank staff consoles and the admin's logs (issue 25), composed into the app's route table
 * (src/app/route-table.tsx). Every screen is a lazy chunk; who may open a path is looked up in
 * contracts UI_ROUTES, never here.
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const console_ = (kind: 'clients' | 'moderators' | 'admin-branch' | 'passive-users' | 'admin-bank') =>
  lazyChunk(() =>
    import('./screens/staff-console-screen.tsx').then((m) => ({
      default: () => <m.StaffConsoleScreen kind={kind} />,
    })),
  );
const OrganizationsScreen = lazyChunk(() =>
  import('./screens/staff-console-screen.tsx').then((m) => ({ default: m.BankOrganizationsScreen })),
);
const ErrorLogScreen = lazyChunk(() =>
  import('./screens/logs-screens.tsx').then((m) => ({ default: m.ErrorLogScreen })),
);
const ErrorRecordScreen = lazyChunk(() =>
  import('./screens/logs-screens.tsx').then((m) => ({ default: m.ErrorRecordScreen })),
);
const KeyLogsScreen = lazyChunk(() =>
  import('./screens/logs-screens.tsx').then((m) => ({ default: m.KeyLogsScreen })),
);

const OrganizationRecordsScreen = lazyChunk(() =>
  import('./screens/organization-screens.tsx').then((m) => ({ default: m.OrganizationRecordsScreen })),
);
const OrganizationCreateScreen = lazyChunk(() =>
  import('./screens/organization-screens.tsx').then((m) => ({ default: m.OrganizationCreateScreen })),
);
const OrganizationViewScreen = lazyChunk(() =>
  import('./screens/organization-screens.tsx').then((m) => ({ default: m.OrganizationViewScreen })),
);
const OrganizationEditScreen = lazyChunk(() =>
  import('./screens/organization-screens.tsx').then((m) => ({ default: m.OrganizationEditScreen })),
);

export const STAFF_ROUTES: readonly BuiltRoute[] = [
  { path: '/organizations', screen: OrganizationsScreen, titleKey: 'bankOrganizations' },
  { path: '/clients', screen: console_('clients'), titleKey: 'bankClients' },
  { path: '/moderators', screen: console_('moderators'), titleKey: 'bankModerators' },
  { path: '/admin-branch', screen: console_('admin-branch'), titleKey: 'branchAdmins' },
  { path: '/passive-users', screen: console_('passive-users'), titleKey: 'passiveUsers' },
  { path: '/admin-bank', screen: console_('admin-bank'), titleKey: 'bankAdmins' },
  { path: '/errors', screen: ErrorLogScreen, titleKey: 'errorLog' },
  { path: '/error/:id', screen: ErrorRecordScreen, titleKey: 'errorRecord' },
  { path: '/key-logs', screen: KeyLogsScreen, titleKey: 'keyLogs' },
  { path: '/organization', screen: OrganizationRecordsScreen, titleKey: 'organizationRecords' },
  { path: '/organization/create', screen: OrganizationCreateScreen, titleKey: 'organizationCreate' },
  { path: '/organization/:id', screen: OrganizationViewScreen, titleKey: 'organizationRecord' },
  { path: '/organization/:id/edit', screen: OrganizationEditScreen, titleKey: 'organizationEdit' },
];
