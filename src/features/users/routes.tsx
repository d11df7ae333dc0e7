/**
 * The users area's route rows, composed into the app's route table (src/app/route-table.tsx).
 * Every screen is a lazy chunk of its own: this file holds only the loaders, so it stays small in
 * the first screen's JavaScript. Who may open a path is looked up in contracts UI_ROUTES, never here.
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const UsersListScreen = lazyChunk(() =>
  import('./screens/users-list-screen.tsx').then((m) => ({ default: m.UsersListScreen })),
);
const UserDetailsScreen = lazyChunk(() =>
  import('./screens/user-details-screen.tsx').then((m) => ({
    default: m.UserDetailsScreen,
  })),
);

const AdministratorsScreen = lazyChunk(() =>
  import('./screens/administrator-screens.tsx').then((m) => ({ default: m.AdministratorsScreen })),
);
const UserCreateScreen = lazyChunk(() =>
  import('./screens/administrator-screens.tsx').then((m) => ({ default: m.UserCreateScreen })),
);
const UserEditScreen = lazyChunk(() =>
  import('./screens/administrator-screens.tsx').then((m) => ({ default: m.UserEditScreen })),
);

export const USERS_ROUTES: readonly BuiltRoute[] = [
  { path: '/users', screen: UsersListScreen, titleKey: 'users' },
  { path: '/users/details/:id', screen: UserDetailsScreen, titleKey: 'userDetails' },
  { path: '/administrator', screen: AdministratorsScreen, titleKey: 'administrators' },
  { path: '/administrator/create', screen: UserCreateScreen, titleKey: 'userCreate' },
  { path: '/administrator/:id', screen: UserDetailsScreen, titleKey: 'userDetails' },
  { path: '/administrator/:id/edit', screen: UserEditScreen, titleKey: 'userEdit' },
];
