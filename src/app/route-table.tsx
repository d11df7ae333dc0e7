/**
 * One row per built route: its path and screen, the page title and, for menu entries, an icon.
 * Who may open a route (auth flag, roles, menu group) is never repeated here: it is looked up
 * in contracts UI_ROUTES by path, the same table the server and the menu use.
 */
import type { ComponentType } from 'react';
import { CLIENT_ROLES, type RoleList } from '../../contracts/roles.ts';
import { UI_ROUTES, type UiRoute } from '../../contracts/ui-routes.ts';
import { lazyChunk } from '../lib/lazy-chunk.ts';
import { NotFound } from '../ui/not-found.tsx';
import type shellRu from '../../locales/ru/shell.json';
import type { MenuIconName } from './menu-icons.ts';

export type TitleKey = keyof (typeof shellRu)['titles'];

export interface BuiltRoute {
  readonly path: string;
  readonly screen: ComponentType;
  readonly titleKey: TitleKey;
  /**
   * Menu look: `top` marks the entries above the groups (home, help, faq). Membership of a menu
   * group comes from UI_ROUTES, never from here.
   */
  readonly menu?: {
    readonly icon?: MenuIconName;
    readonly top?: boolean;
    /**
     * Who sees the menu entry when that is narrower than who may open the route (spec 1 §6.2:
     * /eisvo opens for any signed-in user, but is in the menu of client roles and cur_head_bank).
     */
    readonly roles?: RoleList;
  };
}

const LoginScreen = lazyChunk(() =>
  import('../features/auth/screens/login-screen.tsx').then((m) => ({ default: m.LoginScreen })),
);
const LoginBridgeScreen = lazyChunk(() =>
  import('../features/auth/screens/login-bridge-screen.tsx').then((m) => ({ default: m.LoginBridgeScreen })),
);
const PasswordResetScreen = lazyChunk(() =>
  import('../features/auth/screens/password-reset-screen.tsx').then((m) => ({
    default: m.PasswordResetScreen,
  })),
);
const HelpGuestScreen = lazyChunk(() =>
  import('../features/help/screens/help-guest-screen.tsx').then((m) => ({ default: m.HelpGuestScreen })),
);
const HelpScreen = lazyChunk(() =>
  import('../features/help/screens/help-screen.tsx').then((m) => ({ default: m.HelpScreen })),
);
const FaqScreen = lazyChunk(() =>
  import('../features/help/screens/faq-screen.tsx').then((m) => ({ default: m.FaqScreen })),
);
const HomeScreen = lazyChunk(() => import('./home.tsx').then((m) => ({ default: m.ComposedHomeScreen })));
const SettingsScreen = lazyChunk(() =>
  import('../features/settings/screens/settings-screen.tsx').then((m) => ({ default: m.SettingsScreen })),
);
const ChangePasswordScreen = lazyChunk(() =>
  import('../features/settings/screens/change-password-screen.tsx').then((m) => ({
    default: m.ChangePasswordScreen,
  })),
);
const LastAuthScreen = lazyChunk(() =>
  import('../features/settings/screens/last-auth-screen.tsx').then((m) => ({ default: m.LastAuthScreen })),
);
const SignatureKeyScreen = lazyChunk(() =>
  import('../features/settings/screens/signature-key-screen.tsx').then((m) => ({
    default: m.SignatureKeyScreen,
  })),
);
/**
 * The signers, who activate phones (contracts/api/devices.ts DEVICE_ROLES, held equal by
 * menu.test.ts; not imported here: that would pull zod into the first screen's chunk).
 */
export const SIGNER_ROLES: RoleList = ['head', 'super_head', 'client', 'accountant_sign'];

const ActivateScreen = lazyChunk(() =>
  import('../features/heads/screens/activate-screen.tsx').then((m) => ({ default: m.ActivateScreen })),
);
const OutboxScreen = lazyChunk(() =>
  import('./outbox.tsx').then((m) => ({ default: m.ComposedOutboxScreen })),
);
const NotificationViewScreen = lazyChunk(() =>
  import('../features/notifications/screens/notification-view-screen.tsx').then((m) => ({
    default: m.NotificationViewScreen,
  })),
);

const TickersListScreen = lazyChunk(() =>
  import('../features/tickers/screens/tickers-list-screen.tsx').then((m) => ({
    default: m.TickersListScreen,
  })),
);
const TickerCreateScreen = lazyChunk(() =>
  import('../features/tickers/screens/ticker-form-screens.tsx').then((m) => ({
    default: m.TickerCreateScreen,
  })),
);
const TickerEditScreen = lazyChunk(() =>
  import('../features/tickers/screens/ticker-form-screens.tsx').then((m) => ({
    default: m.TickerEditScreen,
  })),
);
const UsersListScreen = lazyChunk(() =>
  import('../features/users/screens/users-list-screen.tsx').then((m) => ({ default: m.UsersListScreen })),
);
const UserDetailsScreen = lazyChunk(() =>
  import('../features/users/screens/user-details-screen.tsx').then((m) => ({
    default: m.UserDetailsScreen,
  })),
);
const TickerViewScreen = lazyChunk(() =>
  import('../features/tickers/screens/ticker-view-screen.tsx').then((m) => ({ default: m.TickerViewScreen })),
);

const ContractListScreen = lazyChunk(() =>
  import('../features/eisvo/screens/contract-list-screen.tsx').then((m) => ({
    default: m.ContractListScreen,
  })),
);
const ContractHubScreen = lazyChunk(() =>
  import('../features/eisvo/screens/contract-hub-screen.tsx').then((m) => ({ default: m.ContractHubScreen })),
);
const ContractDetailScreen = lazyChunk(() =>
  import('../features/eisvo/screens/contract-detail-screen.tsx').then((m) => ({
    default: m.ContractDetailScreen,
  })),
);
/** One lazy screen per section, all from one chunk; the route row names its section. */
const contractSectionScreen = (suffix: string) =>
  lazyChunk(() =>
    import('../features/eisvo/screens/contract-section-screen.tsx').then((m) => ({
      default: m.sectionScreen(suffix),
    })),
  );
const ContractCommentsScreen = lazyChunk(() =>
  import('../features/eisvo/screens/contract-comments-screen.tsx').then((m) => ({
    default: m.ContractCommentsScreen,
  })),
);
const OverdueDebtScreen = lazyChunk(() =>
  import('../features/eisvo/screens/overdue-debt-screen.tsx').then((m) => ({ default: m.OverdueDebtScreen })),
);

/** The paged sub-screens under /eisvo/:idn/ (spec 3 §2.1); one screen reads its section from the path. */
const EISVO_SECTIONS = [
  'contract-debits',
  'contract-penalties',
  'contract-commissions',
  'contract-tax-penalties',
  'contract-debit-info',
  'contract-payments',
  'contract-refund-imp',
  'contract-move-tos',
  'contract-added-info',
  'contract-specifications',
  'contract-goods',
  'contract-acts',
  'contract-delivery-terms',
  'contract-finance-infos',
  'contract-agreements',
  'contract-import-terms',
  'contract-declarations',
  'contract-dec-goods',
  'contract-end-contract',
  'contract-transfers',
  'contract-delegates',
  'contract-ex-payments',
  'contract-funds',
  'contract-payment-refs',
  'contract-files',
] as const;

const TgbChatsScreen = lazyChunk(() =>
  import('../features/bot-console/screens/tgb-chats-screen.tsx').then((m) => ({ default: m.TgbChatsScreen })),
);
const TgbChatScreen = lazyChunk(() =>
  import('../features/bot-console/screens/tgb-chats-screen.tsx').then((m) => ({ default: m.TgbChatScreen })),
);
const TgbAppealsScreen = lazyChunk(() =>
  import('../features/bot-console/screens/tgb-appeals-screen.tsx').then((m) => ({
    default: m.TgbAppealsScreen,
  })),
);
const TgbAppealsArchiveScreen = lazyChunk(() =>
  import('../features/bot-console/screens/tgb-appeals-screen.tsx').then((m) => ({
    default: m.TgbAppealsArchiveScreen,
  })),
);
const TgbAppealDetailsScreen = lazyChunk(() =>
  import('../features/bot-console/screens/tgb-appeals-screen.tsx').then((m) => ({
    default: m.TgbAppealDetailsScreen,
  })),
);
const ClientChatScreen = lazyChunk(() =>
  import('../features/client-chat/screens/client-chat-screens.tsx').then((m) => ({
    default: m.ClientChatScreen,
  })),
);
const ClientChatCreateScreen = lazyChunk(() =>
  import('../features/client-chat/screens/client-chat-screens.tsx').then((m) => ({
    default: m.ClientChatCreateScreen,
  })),
);
const ClientChatDetailScreen = lazyChunk(() =>
  import('../features/client-chat/screens/client-chat-screens.tsx').then((m) => ({
    default: m.ClientChatDetailScreen,
  })),
);
const ClientChatArchiveScreen = lazyChunk(() =>
  import('../features/client-chat/screens/client-chat-screens.tsx').then((m) => ({
    default: m.ClientChatArchiveScreen,
  })),
);
const ChatWithBankScreen = lazyChunk(() =>
  import('../features/contact-centre/screens/chat-with-bank-screens.tsx').then((m) => ({
    default: m.ChatWithBankScreen,
  })),
);
const ChatWithBankDetailsScreen = lazyChunk(() =>
  import('../features/contact-centre/screens/chat-with-bank-screens.tsx').then((m) => ({
    default: m.ChatWithBankDetailsScreen,
  })),
);
const ChatWithBankArchiveScreen = lazyChunk(() =>
  import('../features/contact-centre/screens/chat-with-bank-screens.tsx').then((m) => ({
    default: m.ChatWithBankArchiveScreen,
  })),
);
const ChatWithBankArchiveDetailsScreen = lazyChunk(() =>
  import('../features/contact-centre/screens/chat-with-bank-screens.tsx').then((m) => ({
    default: m.ChatWithBankArchiveDetailsScreen,
  })),
);
const OrderCallScreen = lazyChunk(() =>
  import('../features/contact-centre/screens/call-orders-screen.tsx').then((m) => ({
    default: m.OrderCallScreen,
  })),
);
const OrderCallArchiveScreen = lazyChunk(() =>
  import('../features/contact-centre/screens/call-orders-screen.tsx').then((m) => ({
    default: m.OrderCallArchiveScreen,
  })),
);
const TgbTextsScreen = lazyChunk(() =>
  import('../features/bot-console/screens/tgb-texts-screens.tsx').then((m) => ({
    default: m.TgbTextsScreen,
  })),
);
const TgbTextViewScreen = lazyChunk(() =>
  import('../features/bot-console/screens/tgb-texts-screens.tsx').then((m) => ({
    default: m.TgbTextViewScreen,
  })),
);
const TgbTextEditScreen = lazyChunk(() =>
  import('../features/bot-console/screens/tgb-texts-screens.tsx').then((m) => ({
    default: m.TgbTextEditScreen,
  })),
);
const TgbAppealTypesScreen = lazyChunk(() =>
  import('../features/bot-console/screens/tgb-appeal-types-screens.tsx').then((m) => ({
    default: m.TgbAppealTypesScreen,
  })),
);
const TgbAppealTypeViewScreen = lazyChunk(() =>
  import('../features/bot-console/screens/tgb-appeal-types-screens.tsx').then((m) => ({
    default: m.TgbAppealTypeViewScreen,
  })),
);
const TgbAppealTypeCreateScreen = lazyChunk(() =>
  import('../features/bot-console/screens/tgb-appeal-types-screens.tsx').then((m) => ({
    default: m.TgbAppealTypeCreateScreen,
  })),
);
const TgbAppealTypeEditScreen = lazyChunk(() =>
  import('../features/bot-console/screens/tgb-appeal-types-screens.tsx').then((m) => ({
    default: m.TgbAppealTypeEditScreen,
  })),
);
const TgbConsultationsScreen = lazyChunk(() =>
  import('../features/bot-console/screens/tgb-consultations-screens.tsx').then((m) => ({
    default: m.TgbConsultationsScreen,
  })),
);
const TgbConsultationViewScreen = lazyChunk(() =>
  import('../features/bot-console/screens/tgb-consultations-screens.tsx').then((m) => ({
    default: m.TgbConsultationViewScreen,
  })),
);
const TgbConsultationCreateScreen = lazyChunk(() =>
  import('../features/bot-console/screens/tgb-consultations-screens.tsx').then((m) => ({
    default: m.TgbConsultationCreateScreen,
  })),
);
const TgbConsultationEditScreen = lazyChunk(() =>
  import('../features/bot-console/screens/tgb-consultations-screens.tsx').then((m) => ({
    default: m.TgbConsultationEditScreen,
  })),
);
const TgbMetricsScreen = lazyChunk(() =>
  import('../features/bot-console/screens/tgb-metrics-screen.tsx').then((m) => ({
    default: m.TgbMetricsScreen,
  })),
);
const ChatReportsScreen = lazyChunk(() =>
  import('../features/contact-centre/screens/chat-reports-screen.tsx').then((m) => ({
    default: m.ChatReportsScreen,
  })),
);
const ClaimsListScreen = lazyChunk(() =>
  import('../features/payment-claims/screens/claims-list-screen.tsx').then((m) => ({
    default: m.ClaimsListScreen,
  })),
);
const ClaimCreateScreen = lazyChunk(() =>
  import('../features/payment-claims/screens/claim-form-screens.tsx').then((m) => ({
    default: m.ClaimCreateScreen,
  })),
);
const ClaimEditScreen = lazyChunk(() =>
  import('../features/payment-claims/screens/claim-form-screens.tsx').then((m) => ({
    default: m.ClaimEditScreen,
  })),
);
const OutgoingClaimScreen = lazyChunk(() =>
  import('../features/payment-claims/screens/claim-detail-screens.tsx').then((m) => ({
    default: m.OutgoingClaimScreen,
  })),
);
const IncomingClaimScreen = lazyChunk(() =>
  import('../features/payment-claims/screens/claim-detail-screens.tsx').then((m) => ({
    default: m.IncomingClaimScreen,
  })),
);
const ClaimRecallScreen = lazyChunk(() =>
  import('../features/payment-claims/screens/claim-detail-screens.tsx').then((m) => ({
    default: m.ClaimRecallScreen,
  })),
);
const ClaimPaymentScreen = lazyChunk(() =>
  import('../features/payment-claims/screens/claim-payment-screen.tsx').then((m) => ({
    default: m.ClaimPaymentScreen,
  })),
);

const PaymentsListScreen = lazyChunk(() =>
  import('../features/payments-uzs/screens/payments-list-screen.tsx').then((m) => ({
    default: m.PaymentsListScreen,
  })),
);
const PaymentDetailScreen = lazyChunk(() =>
  import('../features/payments-uzs/screens/payment-detail-screen.tsx').then((m) => ({
    default: m.PaymentDetailScreen,
  })),
);
const PaymentsDetailsScreen = lazyChunk(() =>
  import('../features/payments-uzs/screens/payments-details-screens.tsx').then((m) => ({
    default: m.PaymentsDetailsScreen,
  })),
);
const PaymentsPrintScreen = lazyChunk(() =>
  import('../features/payments-uzs/screens/payments-details-screens.tsx').then((m) => ({
    default: m.PaymentsPrintScreen,
  })),
);
const PaymentAddScreen = lazyChunk(() =>
  import('../features/payments-uzs/screens/payment-form-screens.tsx').then((m) => ({
    default: m.PaymentAddScreen,
  })),
);
const PaymentEditScreen = lazyChunk(() =>
  import('../features/payments-uzs/screens/payment-form-screens.tsx').then((m) => ({
    default: m.PaymentEditScreen,
  })),
);
const TemplatesScreen = lazyChunk(() =>
  import('../features/payments-uzs/screens/templates-screens.tsx').then((m) => ({
    default: m.TemplatesScreen,
  })),
);
const TemplateAddScreen = lazyChunk(() =>
  import('../features/payments-uzs/screens/templates-screens.tsx').then((m) => ({
    default: m.TemplateAddScreen,
  })),
);
const MPaymentsScreen = lazyChunk(() =>
  import('../features/payments-uzs/screens/m-payments-screen.tsx').then((m) => ({
    default: m.MPaymentsScreen,
  })),
);

const AccountsScreen = lazyChunk(() =>
  import('../features/accounts/screens/accounts-screen.tsx').then((m) => ({ default: m.AccountsScreen })),
);
const AccountDetailScreen = lazyChunk(() =>
  import('../features/accounts/screens/account-detail-screen.tsx').then((m) => ({
    default: m.AccountDetailScreen,
  })),
);
const StatementScreen = lazyChunk(() =>
  import('../features/accounts/screens/statement-screen.tsx').then((m) => ({ default: m.StatementScreen })),
);
const StatementPrintScreen = lazyChunk(() =>
  import('../features/accounts/screens/statement-screen.tsx').then((m) => ({
    default: m.StatementPrintScreen,
  })),
);
const ApplicationScreen = lazyChunk(() =>
  import('../features/accounts/screens/application-screen.tsx').then((m) => ({
    default: m.ApplicationScreen,
  })),
);
const SwiftListScreen = lazyChunk(() =>
  import('../features/accounts/screens/swift-screens.tsx').then((m) => ({ default: m.SwiftListScreen })),
);
const SwiftDetailScreen = lazyChunk(() =>
  import('../features/accounts/screens/swift-screens.tsx').then((m) => ({ default: m.SwiftDetailScreen })),
);
const TurnoverBalanceScreen = lazyChunk(() =>
  import('../features/accounts/screens/turnover-balance-screen.tsx').then((m) => ({
    default: m.TurnoverBalanceScreen,
  })),
);
const ExportTurnoverScreen = lazyChunk(() =>
  import('../features/reports/screens/export-turnover-screen.tsx').then((m) => ({
    default: m.ExportTurnoverScreen,
  })),
);
const IncPaymentListScreen = lazyChunk(() =>
  import('../features/reports/screens/inc-payment-list-screen.tsx').then((m) => ({
    default: m.IncPaymentListScreen,
  })),
);
const AgmkTurnoverScreen = lazyChunk(() =>
  import('../features/reports/screens/agmk-turnover-screen.tsx').then((m) => ({
    default: m.AgmkTurnoverScreen,
  })),
);
const AccountOperationScreen = lazyChunk(() =>
  import('../features/reports/screens/account-operation-screen.tsx').then((m) => ({
    default: m.AccountOperationScreen,
  })),
);
const TerminalStatementScreen = lazyChunk(() =>
  import('../features/reports/screens/terminal-statement-screen.tsx').then((m) => ({
    default: m.TerminalStatementScreen,
  })),
);
const KartotekaScreen = lazyChunk(() =>
  import('../features/kartoteka/screens/kartoteka-screens.tsx').then((m) => ({ default: m.KartotekaScreen })),
);
const KartotekaNeedsScreen = lazyChunk(() =>
  import('../features/kartoteka/screens/kartoteka-screens.tsx').then((m) => ({
    default: m.KartotekaNeedsScreen,
  })),
);
const KartotekaReservationsScreen = lazyChunk(() =>
  import('../features/kartoteka/screens/kartoteka-screens.tsx').then((m) => ({
    default: m.KartotekaReservationsScreen,
  })),
);
const ExchangeRatesScreen = lazyChunk(() =>
  import('../features/rates/screens/exchange-rates-screen.tsx').then((m) => ({
    default: m.ExchangeRatesScreen,
  })),
);

export const ROUTE_TABLE: readonly BuiltRoute[] = [
  { path: '/login', screen: LoginScreen, titleKey: 'login' },
  { path: '/login-bridge', screen: LoginBridgeScreen, titleKey: 'login' },
  { path: '/password-reset', screen: PasswordResetScreen, titleKey: 'passwordReset' },
  { path: '/help-guest', screen: HelpGuestScreen, titleKey: 'help' },
  { path: '/', screen: HomeScreen, titleKey: 'home', menu: { icon: 'home', top: true } },
  { path: '/help', screen: HelpScreen, titleKey: 'help', menu: { icon: 'help', top: true } },
  { path: '/faq', screen: FaqScreen, titleKey: 'faq', menu: { icon: 'faq', top: true } },
  { path: '/settings', screen: SettingsScreen, titleKey: 'settings' },
  { path: '/settings/change-password', screen: ChangePasswordScreen, titleKey: 'changePassword' },
  { path: '/settings/last-auth', screen: LastAuthScreen, titleKey: 'lastAuth' },
  { path: '/activate', screen: ActivateScreen, titleKey: 'activate', menu: { roles: SIGNER_ROLES } },
  { path: '/settings/signature-key', screen: SignatureKeyScreen, titleKey: 'signatureKey' },
  { path: '/notifications/view/:id', screen: NotificationViewScreen, titleKey: 'notification' },
  { path: '/tickers', screen: TickersListScreen, titleKey: 'tickers' },
  { path: '/tickers/create', screen: TickerCreateScreen, titleKey: 'tickerCreate' },
  { path: '/tickers/:id', screen: TickerViewScreen, titleKey: 'tickerView' },
  { path: '/tickers/:id/edit', screen: TickerEditScreen, titleKey: 'tickerEdit' },
  { path: '/users', screen: UsersListScreen, titleKey: 'users' },
  { path: '/users/details/:id', screen: UserDetailsScreen, titleKey: 'userDetails' },
  { path: '/accounts', screen: AccountsScreen, titleKey: 'accounts' },
  { path: '/accounts/detail/:account/:mfo', screen: AccountDetailScreen, titleKey: 'accountDetail' },
  { path: '/accounts/stmt/:account/:mfo', screen: StatementScreen, titleKey: 'accountStatement' },
  {
    path: '/accounts/stmt/:account/:mfo/print',
    screen: StatementPrintScreen,
    titleKey: 'accountStatementPrint',
  },
  {
    path: '/accounts/stmt/:account/:mfo/application-for-discharge',
    screen: ApplicationScreen,
    titleKey: 'accountApplication',
  },
  { path: '/export-turnover', screen: ExportTurnoverScreen, titleKey: 'exportTurnover' },
  { path: '/kartoteka', screen: KartotekaScreen, titleKey: 'kartoteka' },
  { path: '/kartoteka/customer-needs', screen: KartotekaNeedsScreen, titleKey: 'kartotekaNeeds' },
  {
    path: '/kartoteka/customer-reservation',
    screen: KartotekaReservationsScreen,
    titleKey: 'kartotekaReservations',
  },
  { path: '/export-turnover-balance', screen: TurnoverBalanceScreen, titleKey: 'exportTurnoverBalance' },
  { path: '/swift-format', screen: SwiftListScreen, titleKey: 'swiftFormat' },
  { path: '/swift-format/detail', screen: SwiftDetailScreen, titleKey: 'swiftFormatDetail' },
  { path: '/inc-payment-list', screen: IncPaymentListScreen, titleKey: 'incPaymentList' },
  { path: '/export-okmk-turnover', screen: AgmkTurnoverScreen, titleKey: 'exportOkmkTurnover' },
  { path: '/account-operation', screen: AccountOperationScreen, titleKey: 'accountOperation' },
  { path: '/terminal-statement', screen: TerminalStatementScreen, titleKey: 'terminalStatement' },
  { path: '/exchange-rates', screen: ExchangeRatesScreen, titleKey: 'exchangeRates' },
  { path: '/uzs-payments', screen: PaymentsListScreen, titleKey: 'uzsPayments' },
  { path: '/uzs-payments/detail/:id', screen: PaymentDetailScreen, titleKey: 'uzsPaymentDetail' },
  { path: '/uzs-payments/details', screen: PaymentsDetailsScreen, titleKey: 'uzsPaymentsDetails' },
  { path: '/uzs-payments/print', screen: PaymentsPrintScreen, titleKey: 'uzsPaymentsPrint' },
  { path: '/uzs-payments/add', screen: PaymentAddScreen, titleKey: 'uzsPaymentAdd' },
  { path: '/uzs-payments/edit/:id', screen: PaymentEditScreen, titleKey: 'uzsPaymentEdit' },
  { path: '/shablon', screen: TemplatesScreen, titleKey: 'templates' },
  { path: '/shablon/add', screen: TemplateAddScreen, titleKey: 'templateAdd' },
  { path: '/m-payments', screen: MPaymentsScreen, titleKey: 'mPayments' },
  { path: '/payments-required', screen: ClaimsListScreen, titleKey: 'paymentClaims' },
  { path: '/payments-required/create', screen: ClaimCreateScreen, titleKey: 'paymentClaimCreate' },
  { path: '/payments-required/edit', screen: ClaimEditScreen, titleKey: 'paymentClaimEdit' },
  {
    path: '/payments-required/outgoing/detail/:id',
    screen: OutgoingClaimScreen,
    titleKey: 'paymentClaimOutgoing',
  },
  {
    path: '/payments-required/incoming/detail/:id',
    screen: IncomingClaimScreen,
    titleKey: 'paymentClaimIncoming',
  },
  { path: '/payments-required/recall/view/:id', screen: ClaimRecallScreen, titleKey: 'paymentClaimRecall' },
  { path: '/payments-required/payment', screen: ClaimPaymentScreen, titleKey: 'paymentClaimPayment' },
  { path: '/outbox', screen: OutboxScreen, titleKey: 'outbox' },
  {
    path: '/eisvo',
    screen: ContractListScreen,
    titleKey: 'eisvo',
    menu: { roles: [...CLIENT_ROLES, 'cur_head_bank'] },
  },
  { path: '/eisvo/:idn', screen: ContractHubScreen, titleKey: 'eisvoContract' },
  { path: '/eisvo/:idn/contract-detail', screen: ContractDetailScreen, titleKey: 'eisvoDetail' },
  { path: '/eisvo/:idn/comments', screen: ContractCommentsScreen, titleKey: 'eisvoComments' },
  ...EISVO_SECTIONS.map((suffix): BuiltRoute => ({
    path: `/eisvo/:idn/${suffix}`,
    screen: contractSectionScreen(suffix),
    titleKey: 'eisvoSection',
  })),
  {
    path: '/upload-information-on-overdue-debt',
    screen: OverdueDebtScreen,
    titleKey: 'overdueDebt',
    menu: { roles: ['cur_head_bank'] },
  },
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
  { path: '/chat', screen: ClientChatScreen, titleKey: 'chat' },
  { path: '/chat/create', screen: ClientChatCreateScreen, titleKey: 'chatCreate' },
  { path: '/chat/detail', screen: ClientChatDetailScreen, titleKey: 'chatDetail' },
  { path: '/chat-archive', screen: ClientChatArchiveScreen, titleKey: 'chatArchive' },
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
  { path: '/page-not-found', screen: NotFound, titleKey: 'notFound' },
  { path: '*', screen: NotFound, titleKey: 'notFound' },
];

/**
 * Routes the app adds beyond the spec's table (contracts/DECISIONS.md, "Routes added by the app"):
 * their access rows live here, so contracts UI_ROUTES stays the spec's list.
 */
export const ADDED_ROUTES: readonly UiRoute[] = [
  { path: '/outbox', auth: 'yes', roles: '*', menu: null, area: 'offline' },
  { path: '/settings/signature-key', auth: 'yes', roles: CLIENT_ROLES, menu: null, area: 'settings' },
];

const byPath = new Map([...UI_ROUTES, ...ADDED_ROUTES].map((route) => [route.path, route]));

/** The access row of a built path; a built path missing from UI_ROUTES and ADDED_ROUTES is a programming error. */
export function uiRouteFor(path: string): UiRoute {
  const route = byPath.get(path);
  if (!route) throw new Error(`route ${path} is not in contracts/ui-routes.ts`);
  return route;
}
