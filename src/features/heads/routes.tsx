/**
 * The phone activation (signers) area's route rows, composed into the app's route table (src/app/route-table.tsx).
 * Every screen is a lazy chunk of its own: this file holds only the loaders, so it stays small in
 * the first screen's JavaScript. Who may open a path is looked up in contracts UI_ROUTES, never here.
 */
import { SIGNER_ROLES } from '../../../contracts/roles.ts';
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const ActivateScreen = lazyChunk(() =>
  import('./screens/activate-screen.tsx').then((m) => ({ default: m.ActivateScreen })),
);

export const HEADS_ROUTES: readonly BuiltRoute[] = [
  { path: '/activate', screen: ActivateScreen, titleKey: 'activate', menu: { roles: SIGNER_ROLES } },
];
