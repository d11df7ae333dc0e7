/**
 * The contact centre area's route rows, composed into the app's route table (src/app/route-table.tsx).
 * Every screen is a lazy chunk of its own: this file holds only the loaders, so it stays small in
 * the first screen's JavaScript. Who may open a path is looked up in contracts UI_ROUTES, never here.
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const ChatWithBankScreen = lazyChunk(() =>
  import('./screens/chat-with-bank-screens.tsx').then((m) => ({
    default: m.ChatWithBankScreen,
  })),
);
const ChatWithBankDetailsScreen = lazyChunk(() =>
  import('./screens/chat-with-bank-screens.tsx').then((m) => ({
    default: m.ChatWithBankDetailsScreen,
  })),
);
const ChatWithBankArchiveScreen = lazyChunk(() =>
  import('./screens/chat-with-bank-screens.tsx').then((m) => ({
    default: m.ChatWithBankArchiveScreen,
  })),
);
const ChatWithBankArchiveDetailsScreen = lazyChunk(() =>
  import('./screens/chat-with-bank-screens.tsx').then((m) => ({
    default: m.ChatWithBankArchiveDetailsScreen,
  })),
);
const OrderCallScreen = lazyChunk(() =>
  import('./screens/call-orders-screen.tsx').then((m) => ({
    default: m.OrderCallScreen,
  })),
);
const OrderCallArchiveScreen = lazyChunk(() =>
  import('./screens/call-orders-screen.tsx').then((m) => ({
    default: m.OrderCallArchiveScreen,
  })),
);
const ChatReportsScreen = lazyChunk(() =>
  import('./screens/chat-reports-screen.tsx').then((m) => ({
    default: m.ChatReportsScreen,
  })),
);

export const CONTACT_CENTRE_ROUTES: readonly BuiltRoute[] = [
  { path: '/chat-with-bank', screen: ChatWithBankScreen, titleKey: 'chatWithBank' },
  { path: '/chat-with-bank/details', screen: ChatWithBankDetailsScreen, titleKey: 'chatWithBankDetails' },
  { path: '/chat-with-bank-archive', screen: ChatWithBankArchiveScreen, titleKey: 'chatWithBankArchive' },
  {
    path: '/chat-with-bank-archive/details',
    screen: ChatWithBankArchiveDetailsScreen,
    titleKey: 'chatWithBankArchiveDetails',
  },
  { path: '/order-call', screen: OrderCallScreen, titleKey: 'orderCall' },
  { path: '/order-call-archive', screen: OrderCallArchiveScreen, titleKey: 'orderCallArchive' },
  { path: '/chat-reports', screen: ChatReportsScreen, titleKey: 'chatReports' },
];
