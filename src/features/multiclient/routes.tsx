/**
 * The multiclient area's route rows, composed into the app's route table (src/app/route-table.tsx).
 * Every screen is a lazy chunk; who may open a path is looked up in contracts UI_ROUTES, never here.
 * The spec's paths carry no ids: the parent, child and user travel in the query string (?id=,
 * &childId=, &userId=; docs/decisions.md "Multiclient administration").
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const ParentsListScreen = lazyChunk(() =>
  import('./screens/parents-screens.tsx').then((m) => ({ default: m.ParentsListScreen })),
);
const ParentAddScreen = lazyChunk(() =>
  import('./screens/parents-screens.tsx').then((m) => ({ default: m.ParentAddScreen })),
);
const ParentEditScreen = lazyChunk(() =>
  import('./screens/parents-screens.tsx').then((m) => ({ default: m.ParentEditScreen })),
);
const ChildrenScreen = lazyChunk(() =>
  import('./screens/children-screens.tsx').then((m) => ({ default: m.ChildrenScreen })),
);
const ChildAddScreen = lazyChunk(() =>
  import('./screens/children-screens.tsx').then((m) => ({ default: m.ChildAddScreen })),
);
const ChildManageScreen = lazyChunk(() =>
  import('./screens/children-screens.tsx').then((m) => ({ default: m.ChildManageScreen })),
);
const UserAddScreen = lazyChunk(() =>
  import('./screens/user-screens.tsx').then((m) => ({ default: m.UserAddScreen })),
);
const UserDetailScreen = lazyChunk(() =>
  import('./screens/user-screens.tsx').then((m) => ({ default: m.UserDetailScreen })),
);
const UserEditScreen = lazyChunk(() =>
  import('./screens/user-screens.tsx').then((m) => ({ default: m.UserEditScreen })),
);
const AccControlScreen = lazyChunk(() =>
  import('./screens/acc-control-screen.tsx').then((m) => ({ default: m.AccControlScreen })),
);
const ReportsScreen = lazyChunk(() =>
  import('./screens/reports-screen.tsx').then((m) => ({ default: m.ReportsScreen })),
);
const MyChildrenScreen = lazyChunk(() =>
  import('./screens/my-children-screen.tsx').then((m) => ({ default: m.MyChildrenScreen })),
);

export const MULTICLIENT_ROUTES: readonly BuiltRoute[] = [
  { path: '/multiclients', screen: ParentsListScreen, titleKey: 'multiclients' },
  { path: '/multiclients/add', screen: ParentAddScreen, titleKey: 'multiclientAdd' },
  { path: '/multiclients/edit', screen: ParentEditScreen, titleKey: 'multiclientEdit' },
  { path: '/multiclients/childorganization', screen: ChildrenScreen, titleKey: 'multiclientChildren' },
  { path: '/multiclients/childorganization/add', screen: ChildAddScreen, titleKey: 'multiclientChildAdd' },
  {
    path: '/multiclients/childorganization/manage',
    screen: ChildManageScreen,
    titleKey: 'multiclientChildManage',
  },
  { path: '/multiclients/users/add', screen: UserAddScreen, titleKey: 'multiclientUserAdd' },
  { path: '/multiclients/users/detail', screen: UserDetailScreen, titleKey: 'multiclientUserDetail' },
  { path: '/multiclients/users/edit', screen: UserEditScreen, titleKey: 'multiclientUserEdit' },
  { path: '/multiclients/users/acc-control', screen: AccControlScreen, titleKey: 'multiclientAccControl' },
  { path: '/multiclients/ch-o', screen: MyChildrenScreen, titleKey: 'multiclientMine' },
  { path: '/multiclients/reports', screen: ReportsScreen, titleKey: 'multiclientReports' },
];
