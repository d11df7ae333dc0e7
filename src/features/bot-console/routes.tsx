/**
 * The messaging bot console area's route rows, composed into the app's route table (src/app/route-table.tsx).
 * Every screen is a lazy chunk of its own: this file holds only the loaders, so it stays small in
 * the first screen's JavaScript. Who may open a path is looked up in contracts UI_ROUTES, never here.
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const TgbChatsScreen = lazyChunk(() =>
  import('./screens/tgb-chats-screen.tsx').then((m) => ({ default: m.TgbChatsScreen })),
);
const TgbChatScreen = lazyChunk(() =>
  import('./screens/tgb-chats-screen.tsx').then((m) => ({ default: m.TgbChatScreen })),
);
const TgbAppealsScreen = lazyChunk(() =>
  import('./screens/tgb-appeals-screen.tsx').then((m) => ({
    default: m.TgbAppealsScreen,
  })),
);
const TgbAppealsArchiveScreen = lazyChunk(() =>
  import('./screens/tgb-appeals-screen.tsx').then((m) => ({
    default: m.TgbAppealsArchiveScreen,
  })),
);
const TgbAppealDetailsScreen = lazyChunk(() =>
  import('./screens/tgb-appeals-screen.tsx').then((m) => ({
    default: m.TgbAppealDetailsScreen,
  })),
);
const TgbTextsScreen = lazyChunk(() =>
  import('./screens/tgb-texts-screens.tsx').then((m) => ({
    default: m.TgbTextsScreen,
  })),
);
const TgbTextViewScreen = lazyChunk(() =>
  import('./screens/tgb-texts-screens.tsx').then((m) => ({
    default: m.TgbTextViewScreen,
  })),
);
const TgbTextEditScreen = lazyChunk(() =>
  import('./screens/tgb-texts-screens.tsx').then((m) => ({
    default: m.TgbTextEditScreen,
  })),
);
const TgbAppealTypesScreen = lazyChunk(() =>
  import('./screens/tgb-appeal-types-screens.tsx').then((m) => ({
    default: m.TgbAppealTypesScreen,
  })),
);
const TgbAppealTypeViewScreen = lazyChunk(() =>
  import('./screens/tgb-appeal-types-screens.tsx').then((m) => ({
    default: m.TgbAppealTypeViewScreen,
  })),
);
const TgbAppealTypeCreateScreen = lazyChunk(() =>
  import('./screens/tgb-appeal-types-screens.tsx').then((m) => ({
    default: m.TgbAppealTypeCreateScreen,
  })),
);
const TgbAppealTypeEditScreen = lazyChunk(() =>
  import('./screens/tgb-appeal-types-screens.tsx').then((m) => ({
    default: m.TgbAppealTypeEditScreen,
  })),
);
const TgbConsultationsScreen = lazyChunk(() =>
  import('./screens/tgb-consultations-screens.tsx').then((m) => ({
    default: m.TgbConsultationsScreen,
  })),
);
const TgbConsultationViewScreen = lazyChunk(() =>
  import('./screens/tgb-consultations-screens.tsx').then((m) => ({
    default: m.TgbConsultationViewScreen,
  })),
);
const TgbConsultationCreateScreen = lazyChunk(() =>
  import('./screens/tgb-consultations-screens.tsx').then((m) => ({
    default: m.TgbConsultationCreateScreen,
  })),
);
const TgbConsultationEditScreen = lazyChunk(() =>
  import('./screens/tgb-consultations-screens.tsx').then((m) => ({
    default: m.TgbConsultationEditScreen,
  })),
);
const TgbMetricsScreen = lazyChunk(() =>
  import('./screens/tgb-metrics-screen.tsx').then((m) => ({
    default: m.TgbMetricsScreen,
  })),
);

export const BOT_CONSOLE_ROUTES: readonly BuiltRoute[] = [
  { path: '/tgb-chats', screen: TgbChatsScreen, titleKey: 'tgbChats' },
  { path: '/tgb-chats/:id', screen: TgbChatScreen, titleKey: 'tgbChat' },
  { path: '/tgb-metrics', screen: TgbMetricsScreen, titleKey: 'tgbMetrics' },
  { path: '/tgb-chat-text', screen: TgbTextsScreen, titleKey: 'tgbTexts' },
  { path: '/tgb-chat-text/:id', screen: TgbTextViewScreen, titleKey: 'tgbText' },
  { path: '/tgb-chat-text/:id/update', screen: TgbTextEditScreen, titleKey: 'tgbTextEdit' },
  { path: '/tgb-chat-appeal', screen: TgbAppealTypesScreen, titleKey: 'tgbAppealTypes' },
  { path: '/tgb-chat-appeal/create', screen: TgbAppealTypeCreateScreen, titleKey: 'tgbAppealTypeCreate' },
  { path: '/tgb-chat-appeal/update/:id', screen: TgbAppealTypeEditScreen, titleKey: 'tgbAppealTypeEdit' },
  { path: '/tgb-chat-appeal/:id', screen: TgbAppealTypeViewScreen, titleKey: 'tgbAppealType' },
  { path: '/tgb-chat-consultation', screen: TgbConsultationsScreen, titleKey: 'tgbConsultations' },
  {
    path: '/tgb-chat-consultation/create',
    screen: TgbConsultationCreateScreen,
    titleKey: 'tgbConsultationCreate',
  },
  {
    path: '/tgb-chat-consultation/update/:id',
    screen: TgbConsultationEditScreen,
    titleKey: 'tgbConsultationEdit',
  },
  { path: '/tgb-chat-consultation/:id', screen: TgbConsultationViewScreen, titleKey: 'tgbConsultation' },
  { path: '/tgb-chat-appeals', screen: TgbAppealsScreen, titleKey: 'tgbAppeals' },
  { path: '/tgb-chat-appeals/archive', screen: TgbAppealsArchiveScreen, titleKey: 'tgbAppealsArchive' },
  { path: '/tgb-chat-appeals/details', screen: TgbAppealDetailsScreen, titleKey: 'tgbAppealDetails' },
];
