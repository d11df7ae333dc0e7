/**
 * The client chat area's route rows, composed into the app's route table (src/app/route-table.tsx).
 * Every screen is a lazy chunk of its own: this file holds only the loaders, so it stays small in
 * the first screen's JavaScript. Who may open a path is looked up in contracts UI_ROUTES, never here.
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const ClientChatScreen = lazyChunk(() =>
  import('./screens/client-chat-screens.tsx').then((m) => ({
    default: m.ClientChatScreen,
  })),
);
const ClientChatCreateScreen = lazyChunk(() =>
  import('./screens/client-chat-screens.tsx').then((m) => ({
    default: m.ClientChatCreateScreen,
  })),
);
const ClientChatDetailScreen = lazyChunk(() =>
  import('./screens/client-chat-screens.tsx').then((m) => ({
    default: m.ClientChatDetailScreen,
  })),
);
const ClientChatArchiveScreen = lazyChunk(() =>
  import('./screens/client-chat-screens.tsx').then((m) => ({
    default: m.ClientChatArchiveScreen,
  })),
);

export const CLIENT_CHAT_ROUTES: readonly BuiltRoute[] = [
  { path: '/chat', screen: ClientChatScreen, titleKey: 'chat' },
  { path: '/chat/create', screen: ClientChatCreateScreen, titleKey: 'chatCreate' },
  { path: '/chat/detail', screen: ClientChatDetailScreen, titleKey: 'chatDetail' },
  { path: '/chat-archive', screen: ClientChatArchiveScreen, titleKey: 'chatArchive' },
];
