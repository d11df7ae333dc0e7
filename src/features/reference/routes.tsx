/**
 * The reference-data area's route rows, composed into the app's route table (src/app/route-table.tsx).
 * Every screen is a lazy chunk of its own. Who may open a path is looked up in contracts UI_ROUTES.
 */
import { Navigate } from 'react-router-dom';
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const MfoListScreen = lazyChunk(() =>
  import('./screens/mfo-list-screen.tsx').then((m) => ({ default: m.MfoListScreen })),
);
const BankCodeScreen = lazyChunk(() =>
  import('./screens/mfo-list-screen.tsx').then((m) => ({ default: m.BankCodeScreen })),
);
const MfoCreateScreen = lazyChunk(() =>
  import('./screens/mfo-form-screens.tsx').then((m) => ({ default: m.MfoCreateScreen })),
);
const MfoEditScreen = lazyChunk(() =>
  import('./screens/mfo-form-screens.tsx').then((m) => ({ default: m.MfoEditScreen })),
);
const MfoViewScreen = lazyChunk(() =>
  import('./screens/mfo-view-screen.tsx').then((m) => ({ default: m.MfoViewScreen })),
);

const CtcListScreen = lazyChunk(() =>
  import('./screens/ctc-screens.tsx').then((m) => ({ default: m.CtcListScreen })),
);
const CtcCreateScreen = lazyChunk(() =>
  import('./screens/ctc-screens.tsx').then((m) => ({ default: m.CtcCreateScreen })),
);
const CtcEditScreen = lazyChunk(() =>
  import('./screens/ctc-screens.tsx').then((m) => ({ default: m.CtcEditScreen })),
);

const AccountTypeListScreen = lazyChunk(() =>
  import('./screens/dict-screens.tsx').then((m) => ({ default: m.AccountTypeListScreen })),
);
const AccountTypeCreateScreen = lazyChunk(() =>
  import('./screens/dict-screens.tsx').then((m) => ({ default: m.AccountTypeCreateScreen })),
);
const AccountTypeEditScreen = lazyChunk(() =>
  import('./screens/dict-screens.tsx').then((m) => ({ default: m.AccountTypeEditScreen })),
);
const CurrencyListScreen = lazyChunk(() =>
  import('./screens/dict-screens.tsx').then((m) => ({ default: m.CurrencyListScreen })),
);
const CurrencyCreateScreen = lazyChunk(() =>
  import('./screens/dict-screens.tsx').then((m) => ({ default: m.CurrencyCreateScreen })),
);
const CurrencyEditScreen = lazyChunk(() =>
  import('./screens/dict-screens.tsx').then((m) => ({ default: m.CurrencyEditScreen })),
);
const SubjectListScreen = lazyChunk(() =>
  import('./screens/dict-screens.tsx').then((m) => ({ default: m.SubjectListScreen })),
);
const SubjectCreateScreen = lazyChunk(() =>
  import('./screens/dict-screens.tsx').then((m) => ({ default: m.SubjectCreateScreen })),
);
const SubjectEditScreen = lazyChunk(() =>
  import('./screens/dict-screens.tsx').then((m) => ({ default: m.SubjectEditScreen })),
);
const StatusListScreen = lazyChunk(() =>
  import('./screens/dict-screens.tsx').then((m) => ({ default: m.StatusListScreen })),
);
const StatusCreateScreen = lazyChunk(() =>
  import('./screens/dict-screens.tsx').then((m) => ({ default: m.StatusCreateScreen })),
);
const StatusViewScreen = lazyChunk(() =>
  import('./screens/dict-screens.tsx').then((m) => ({ default: m.StatusViewScreen })),
);
const StatusEditScreen = lazyChunk(() =>
  import('./screens/dict-screens.tsx').then((m) => ({ default: m.StatusEditScreen })),
);
const PlanAccountScreen = lazyChunk(() =>
  import('./screens/dict-screens.tsx').then((m) => ({ default: m.PlanAccountScreen })),
);
const ConstraintListScreen = lazyChunk(() =>
  import('./screens/constraint-screens.tsx').then((m) => ({ default: m.ConstraintListScreen })),
);
const ConstraintCreateScreen = lazyChunk(() =>
  import('./screens/constraint-screens.tsx').then((m) => ({ default: m.ConstraintCreateScreen })),
);
const ConstraintViewScreen = lazyChunk(() =>
  import('./screens/constraint-screens.tsx').then((m) => ({ default: m.ConstraintViewScreen })),
);
const ConstraintEditScreen = lazyChunk(() =>
  import('./screens/constraint-screens.tsx').then((m) => ({ default: m.ConstraintEditScreen })),
);

/** /reference opens the first dictionary (spec 3 §2.7). */
function ReferenceRedirect() {
  return <Navigate to="/reference/account-type" replace />;
}

export const REFERENCE_ROUTES: readonly BuiltRoute[] = [
  { path: '/mfo', screen: MfoListScreen, titleKey: 'mfo' },
  { path: '/mfo/create', screen: MfoCreateScreen, titleKey: 'mfoCreate' },
  { path: '/mfo/:id', screen: MfoViewScreen, titleKey: 'mfoView' },
  { path: '/mfo/:id/edit', screen: MfoEditScreen, titleKey: 'mfoEdit' },
  { path: '/bank-code', screen: BankCodeScreen, titleKey: 'bankCode' },
  { path: '/currency-transaction-codes', screen: CtcListScreen, titleKey: 'ctc' },
  { path: '/currency-transaction-codes/create', screen: CtcCreateScreen, titleKey: 'ctcCreate' },
  { path: '/currency-transaction-codes/:id/edit', screen: CtcEditScreen, titleKey: 'ctcEdit' },
  { path: '/reference', screen: ReferenceRedirect, titleKey: 'referenceAccountType' },
  { path: '/reference/account-type', screen: AccountTypeListScreen, titleKey: 'referenceAccountType' },
  {
    path: '/reference/account-type/add',
    screen: AccountTypeCreateScreen,
    titleKey: 'referenceAccountTypeAdd',
  },
  {
    path: '/reference/account-type/:id/edit',
    screen: AccountTypeEditScreen,
    titleKey: 'referenceAccountTypeEdit',
  },
  { path: '/reference/currency', screen: CurrencyListScreen, titleKey: 'referenceCurrency' },
  { path: '/reference/currency/add', screen: CurrencyCreateScreen, titleKey: 'referenceCurrencyAdd' },
  { path: '/reference/currency/:id/edit', screen: CurrencyEditScreen, titleKey: 'referenceCurrencyEdit' },
  { path: '/reference/subject', screen: SubjectListScreen, titleKey: 'referenceSubject' },
  { path: '/reference/subject/add', screen: SubjectCreateScreen, titleKey: 'referenceSubjectAdd' },
  { path: '/reference/subject/:id/edit', screen: SubjectEditScreen, titleKey: 'referenceSubjectEdit' },
  { path: '/status', screen: StatusListScreen, titleKey: 'status' },
  { path: '/status/create', screen: StatusCreateScreen, titleKey: 'statusCreate' },
  { path: '/status/:id', screen: StatusViewScreen, titleKey: 'statusView' },
  { path: '/status/:id/edit', screen: StatusEditScreen, titleKey: 'statusEdit' },
  { path: '/plan-account', screen: PlanAccountScreen, titleKey: 'planAccount' },
  { path: '/constraints', screen: ConstraintListScreen, titleKey: 'constraints' },
  { path: '/constraints/create', screen: ConstraintCreateScreen, titleKey: 'constraintsCreate' },
  { path: '/constraints/:id', screen: ConstraintViewScreen, titleKey: 'constraintsView' },
  { path: '/constraints/:id/edit', screen: ConstraintEditScreen, titleKey: 'constraintsEdit' },
];
