/**
 * The notifications area's route rows, composed into the app's route table (src/app/route-table.tsx).
 * Every screen is a lazy chunk of its own: this file holds only the loaders, so it stays small in
 * the first screen's JavaScript. Who may open a path is looked up in contracts UI_ROUTES, never here.
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const NotificationViewScreen = lazyChunk(() =>
  import('./screens/notification-view-screen.tsx').then((m) => ({
    default: m.NotificationViewScreen,
  })),
);

export const NOTIFICATIONS_ROUTES: readonly BuiltRoute[] = [
  { path: '/notifications/view/:id', screen: NotificationViewScreen, titleKey: 'notification' },
];
