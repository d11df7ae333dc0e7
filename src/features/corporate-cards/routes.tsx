/**
 * Corporate cards and card orders (issue 23): the area's route rows, composed into the app's route
 * table (src/app/route-table.tsx). Every screen is a lazy chunk; who may open a path is looked up in
 * contracts UI_ROUTES, never here.
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const CorporateList = lazyChunk(() =>
  import('./screens/card-screens.tsx').then((m) => ({ default: m.CorporateCardListScreen })),
);
const CorporateCreate = lazyChunk(() =>
  import('./screens/card-screens.tsx').then((m) => ({ default: m.CorporateCardCreateScreen })),
);
const CorporateView = lazyChunk(() =>
  import('./screens/card-screens.tsx').then((m) => ({ default: m.CorporateCardViewScreen })),
);
const CorporateUpdate = lazyChunk(() =>
  import('./screens/card-screens.tsx').then((m) => ({ default: m.CorporateCardUpdateScreen })),
);
const ClientList = lazyChunk(() =>
  import('./screens/card-screens.tsx').then((m) => ({ default: m.CardOrderListScreen })),
);
const ClientCreate = lazyChunk(() =>
  import('./screens/card-screens.tsx').then((m) => ({ default: m.CardOrderCreateScreen })),
);
const ClientEdit = lazyChunk(() =>
  import('./screens/card-screens.tsx').then((m) => ({ default: m.CardOrderEditScreen })),
);
const Issued = lazyChunk(() =>
  import('./screens/card-screens.tsx').then((m) => ({ default: m.IssuedCardsScreen })),
);

export const CORPORATE_CARDS_ROUTES: readonly BuiltRoute[] = [
  { path: '/order-corporate-card', screen: CorporateList, titleKey: 'corporateCards' },
  { path: '/order-corporate-card/list', screen: CorporateList, titleKey: 'corporateCards' },
  { path: '/order-corporate-card/create', screen: CorporateCreate, titleKey: 'corporateCardCreate' },
  { path: '/order-corporate-card/view/:id', screen: CorporateView, titleKey: 'corporateCardView' },
  { path: '/order-corporate-card/update/:id', screen: CorporateUpdate, titleKey: 'corporateCardUpdate' },
  // In the menu only for the client roles that cannot open /order-corporate-card (one entry each).
  {
    path: '/card-order',
    screen: ClientList,
    titleKey: 'cardOrder',
    menu: { roles: ['client', 'passive_user', 'accountant_sign'] },
  },
  { path: '/card-order/create', screen: ClientCreate, titleKey: 'cardOrderCreate' },
  { path: '/card-order/edit', screen: ClientEdit, titleKey: 'cardOrderEdit' },
  { path: '/card-order/cards', screen: Issued, titleKey: 'cardOrderCards' },
];
