/**
 * Salary card project (wage, issue 23): the area's route rows, composed into the app's route table
 * (src/app/route-table.tsx). Every screen is a lazy chunk; who may open a path is looked up in
 * contracts UI_ROUTES, never here.
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const ListScreen = lazyChunk(() =>
  import('./screens/wage-list-screen.tsx').then((m) => ({ default: m.WageListScreen })),
);
const DetailScreen = lazyChunk(() =>
  import('./screens/wage-detail-screen.tsx').then((m) => ({ default: m.WageDetailScreen })),
);
const AccountsScreen = lazyChunk(() =>
  import('./screens/wage-contract-screens.tsx').then((m) => ({ default: m.WageAccountsScreen })),
);
const CardScreen = lazyChunk(() =>
  import('./screens/wage-contract-screens.tsx').then((m) => ({ default: m.WageCardScreen })),
);
const AddScreen = lazyChunk(() =>
  import('./screens/wage-form-screens.tsx').then((m) => ({ default: m.WageAddScreen })),
);
const EditScreen = lazyChunk(() =>
  import('./screens/wage-form-screens.tsx').then((m) => ({ default: m.WageEditScreen })),
);
const CardListScreen = lazyChunk(() =>
  import('./screens/card-list-screen.tsx').then((m) => ({ default: m.CardListScreen })),
);

export const WAGE_ROUTES: readonly BuiltRoute[] = [
  { path: '/wage', screen: ListScreen, titleKey: 'wage' },
  { path: '/wage/:id', screen: DetailScreen, titleKey: 'wageDetail' },
  { path: '/wage/accounts/:cardCode', screen: AccountsScreen, titleKey: 'wageAccounts' },
  { path: '/wage/card', screen: CardScreen, titleKey: 'wageCards' },
  { path: '/wage/card/add', screen: AddScreen, titleKey: 'wageAdd' },
  { path: '/wage/card/edit/:id', screen: EditScreen, titleKey: 'wageEdit' },
  { path: '/wage-card-list', screen: CardListScreen, titleKey: 'wageCardList' },
];
