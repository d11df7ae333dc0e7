/**
 * The EISVO area's route rows, composed into the app's route table (src/app/route-table.tsx).
 * Every screen is a lazy chunk of its own: this file holds only the loaders, so it stays small in
 * the first screen's JavaScript. Who may open a path is looked up in contracts UI_ROUTES, never here.
 */
import { CLIENT_ROLES } from '../../../contracts/roles.ts';
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const ContractListScreen = lazyChunk(() =>
  import('./screens/contract-list-screen.tsx').then((m) => ({
    default: m.ContractListScreen,
  })),
);
const ContractHubScreen = lazyChunk(() =>
  import('./screens/contract-hub-screen.tsx').then((m) => ({ default: m.ContractHubScreen })),
);
const ContractDetailScreen = lazyChunk(() =>
  import('./screens/contract-detail-screen.tsx').then((m) => ({
    default: m.ContractDetailScreen,
  })),
);
/** One lazy screen per section, all from one chunk; the route row names its section. */
const contractSectionScreen = (suffix: string) =>
  lazyChunk(() =>
    import('./screens/contract-section-screen.tsx').then((m) => ({
      default: m.sectionScreen(suffix),
    })),
  );
const ContractCommentsScreen = lazyChunk(() =>
  import('./screens/contract-comments-screen.tsx').then((m) => ({
    default: m.ContractCommentsScreen,
  })),
);
const OverdueDebtScreen = lazyChunk(() =>
  import('./screens/overdue-debt-screen.tsx').then((m) => ({ default: m.OverdueDebtScreen })),
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

export const EISVO_ROUTES: readonly BuiltRoute[] = [
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
];
