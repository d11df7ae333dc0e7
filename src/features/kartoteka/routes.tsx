/**
 * The kartoteka area's route rows, composed into the app's route table (src/app/route-table.tsx).
 * Every screen is a lazy chunk of its own: this file holds only the loaders, so it stays small in
 * the first screen's JavaScript. Who may open a path is looked up in contracts UI_ROUTES, never here.
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const KartotekaScreen = lazyChunk(() =>
  import('./screens/kartoteka-screens.tsx').then((m) => ({ default: m.KartotekaScreen })),
);
const KartotekaNeedsScreen = lazyChunk(() =>
  import('./screens/kartoteka-screens.tsx').then((m) => ({
    default: m.KartotekaNeedsScreen,
  })),
);
const KartotekaReservationsScreen = lazyChunk(() =>
  import('./screens/kartoteka-screens.tsx').then((m) => ({
    default: m.KartotekaReservationsScreen,
  })),
);

export const KARTOTEKA_ROUTES: readonly BuiltRoute[] = [
  { path: '/kartoteka', screen: KartotekaScreen, titleKey: 'kartoteka' },
  { path: '/kartoteka/customer-needs', screen: KartotekaNeedsScreen, titleKey: 'kartotekaNeeds' },
  {
    path: '/kartoteka/customer-reservation',
    screen: KartotekaReservationsScreen,
    titleKey: 'kartotekaReservations',
  },
];
