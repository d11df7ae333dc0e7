/**
 * Online account orders (issue 23): the area's route rows, composed into the app's route table
 * (src/app/route-table.tsx). Every screen is a lazy chunk; who may open a path is looked up in
 * contracts UI_ROUTES, never here.
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const Redirect = lazyChunk(() =>
  import('./screens/account-order-screens.tsx').then((m) => ({ default: m.OnlineOrderRedirect })),
);
const ListScreen = lazyChunk(() =>
  import('./screens/account-order-screens.tsx').then((m) => ({ default: m.AccountOrderListScreen })),
);
const AddScreen = lazyChunk(() =>
  import('./screens/account-order-screens.tsx').then((m) => ({ default: m.AccountOrderAddScreen })),
);
const EditScreen = lazyChunk(() =>
  import('./screens/account-order-screens.tsx').then((m) => ({ default: m.AccountOrderEditScreen })),
);
const DetailScreen = lazyChunk(() =>
  import('./screens/account-order-screens.tsx').then((m) => ({ default: m.AccountOrderDetailScreen })),
);

export const ONLINE_ORDER_ROUTES: readonly BuiltRoute[] = [
  { path: '/online-order', screen: Redirect, titleKey: 'accountOrders' },
  { path: '/online-order/account', screen: ListScreen, titleKey: 'accountOrders' },
  { path: '/online-order/account/add', screen: AddScreen, titleKey: 'accountOrderAdd' },
  { path: '/online-order/account/:id/edit', screen: EditScreen, titleKey: 'accountOrderEdit' },
  { path: '/online-order/account/:id', screen: DetailScreen, titleKey: 'accountOrderDetail' },
];
