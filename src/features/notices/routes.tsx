/**
 * The notices area's route rows (notices before and after sign-in, admin), composed into the app's
 * route table (src/app/route-table.tsx). Who may open a path is looked up in contracts UI_ROUTES.
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const LoginNoticesList = lazyChunk(() =>
  import('./screens/login-notices-screens.tsx').then((m) => ({ default: m.LoginNoticesListScreen })),
);
const LoginNoticeCreate = lazyChunk(() =>
  import('./screens/login-notices-screens.tsx').then((m) => ({ default: m.LoginNoticeCreateScreen })),
);
const LoginNoticeEdit = lazyChunk(() =>
  import('./screens/login-notices-screens.tsx').then((m) => ({ default: m.LoginNoticeEditScreen })),
);
const UserNoticesList = lazyChunk(() =>
  import('./screens/user-notices-screens.tsx').then((m) => ({ default: m.UserNoticesListScreen })),
);
const UserNoticeCreate = lazyChunk(() =>
  import('./screens/user-notices-screens.tsx').then((m) => ({ default: m.UserNoticeCreateScreen })),
);
const UserNoticeEdit = lazyChunk(() =>
  import('./screens/user-notices-screens.tsx').then((m) => ({ default: m.UserNoticeEditScreen })),
);

export const NOTICES_ROUTES: readonly BuiltRoute[] = [
  { path: '/notify', screen: LoginNoticesList, titleKey: 'notify' },
  { path: '/notify/create', screen: LoginNoticeCreate, titleKey: 'notifyCreate' },
  { path: '/notify/:id/edit', screen: LoginNoticeEdit, titleKey: 'notifyEdit' },
  { path: '/notification', screen: UserNoticesList, titleKey: 'notificationsAdmin' },
  { path: '/notification/create', screen: UserNoticeCreate, titleKey: 'notificationCreate' },
  { path: '/notification/:id/edit', screen: UserNoticeEdit, titleKey: 'notificationEdit' },
];
