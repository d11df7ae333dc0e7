/**
 * The currency buy/sell requests' route rows (spec 2 §2 /exchange-sum, and the bank document list
 * /exchange/sell/* of spec 1 §6.2), composed into the app's route table. Every screen is a lazy
 * chunk; who may open a path is looked up in contracts UI_ROUTES, never here.
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const list = () => import('./screens/fx-list-screen.tsx');
const forms = () => import('./screens/fx-form-screens.tsx');
const detail = () => import('./screens/fx-detail-screen.tsx');

const FxListScreen = lazyChunk(() => list().then((m) => ({ default: m.FxClientListScreen })));
const FxBankListScreen = lazyChunk(() => list().then((m) => ({ default: m.FxBankListScreen })));
const FxDetailScreen = lazyChunk(() => detail().then((m) => ({ default: m.FxDetailScreen })));
const FxBankDocumentScreen = lazyChunk(() => detail().then((m) => ({ default: m.FxBankDocumentScreen })));
const FxBuyAddScreen = lazyChunk(() => forms().then((m) => ({ default: m.FxBuyAddScreen })));
const FxSellAddScreen = lazyChunk(() => forms().then((m) => ({ default: m.FxSellAddScreen })));
const FxBuyEditScreen = lazyChunk(() => forms().then((m) => ({ default: m.FxBuyEditScreen })));
const FxSellEditScreen = lazyChunk(() => forms().then((m) => ({ default: m.FxSellEditScreen })));
const FxBuyCopyScreen = lazyChunk(() => forms().then((m) => ({ default: m.FxBuyCopyScreen })));
const FxSellCopyScreen = lazyChunk(() => forms().then((m) => ({ default: m.FxSellCopyScreen })));

export const FX_DEALS_ROUTES: readonly BuiltRoute[] = [
  { path: '/exchange-sum', screen: FxListScreen, titleKey: 'fxDeals' },
  { path: '/exchange-sum/detail/:id', screen: FxDetailScreen, titleKey: 'fxDealDetail' },
  { path: '/exchange-sum/buy-add', screen: FxBuyAddScreen, titleKey: 'fxDealBuyAdd' },
  { path: '/exchange-sum/sell-add', screen: FxSellAddScreen, titleKey: 'fxDealSellAdd' },
  { path: '/exchange-sum/buy-edit/:id', screen: FxBuyEditScreen, titleKey: 'fxDealBuyEdit' },
  { path: '/exchange-sum/sell-edit/:id', screen: FxSellEditScreen, titleKey: 'fxDealSellEdit' },
  { path: '/exchange-sum/buy-copy/:id', screen: FxBuyCopyScreen, titleKey: 'fxDealBuyCopy' },
  { path: '/exchange-sum/sell-copy/:id', screen: FxSellCopyScreen, titleKey: 'fxDealSellCopy' },
  { path: '/exchange/sell/list', screen: FxBankListScreen, titleKey: 'fxBankList' },
  // Opened from the list (?id=): the menu links the list only — an empty role list would mean
  // everyone, so the entry is narrowed to a role that cannot open the route (nobody sees it).
  {
    path: '/exchange/sell/document',
    screen: FxBankDocumentScreen,
    titleKey: 'fxBankDocument',
    menu: { roles: ['admin'] },
  },
];
