/** The controlled accounts' route rows (spec 3 §2.4), composed into the app's route table. */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const ControlledList = lazyChunk(() =>
  import('./screens/controlled-list-screen.tsx').then((m) => ({ default: m.ControlledListScreen })),
);
const ControlledForm = lazyChunk(() =>
  import('./screens/controlled-form-screen.tsx').then((m) => ({ default: m.ControlledFormScreen })),
);

export const CONTROLLED_ACCOUNTS_ROUTES: readonly BuiltRoute[] = [
  { path: '/must-be-auth-accounts', screen: ControlledList, titleKey: 'controlledAccounts' },
  { path: '/must-be-auth-accounts/create', screen: ControlledForm, titleKey: 'controlledAccountForm' },
];
