/**
 * The imports' route rows (issue 21: soum payments, currency payments, buy/sell requests), composed
 * into the app's route table (src/app/route-table.tsx). Who may open a path is looked up in
 * contracts UI_ROUTES, never here.
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const ImportScreen = lazyChunk(() =>
  import('./screens/import-screen.tsx').then((m) => ({ default: m.ImportScreen })),
);
const ImportErrorsScreen = lazyChunk(() =>
  import('./screens/errors-screen.tsx').then((m) => ({ default: m.ImportErrorsScreen })),
);
const ImportEditScreen = lazyChunk(() =>
  import('./screens/edit-screen.tsx').then((m) => ({ default: m.ImportEditScreen })),
);
const CurrencyImportScreen = lazyChunk(() =>
  import('./screens/kind-screens.tsx').then((m) => ({ default: m.CurrencyImportScreen })),
);
const CurrencyImportErrorsScreen = lazyChunk(() =>
  import('./screens/kind-screens.tsx').then((m) => ({ default: m.CurrencyImportErrorsScreen })),
);
const CurrencyImportEditScreen = lazyChunk(() =>
  import('./screens/kind-screens.tsx').then((m) => ({ default: m.CurrencyImportEditScreen })),
);
const ExchangeImportScreen = lazyChunk(() =>
  import('./screens/kind-screens.tsx').then((m) => ({ default: m.ExchangeImportScreen })),
);

export const UZS_IMPORT_ROUTES: readonly BuiltRoute[] = [
  { path: '/uzs-import', screen: ImportScreen, titleKey: 'uzsImport' },
  { path: '/uzs-import/errors/edit', screen: ImportEditScreen, titleKey: 'uzsImportErrorEdit' },
  { path: '/uzs-import/errors/:upid_file', screen: ImportErrorsScreen, titleKey: 'uzsImportErrors' },
  { path: '/currency-import', screen: CurrencyImportScreen, titleKey: 'currencyImport' },
  {
    path: '/currency-import/errors/edit',
    screen: CurrencyImportEditScreen,
    titleKey: 'currencyImportErrorEdit',
  },
  {
    path: '/currency-import/errors/:upid_file',
    screen: CurrencyImportErrorsScreen,
    titleKey: 'currencyImportErrors',
  },
  { path: '/exchange-import', screen: ExchangeImportScreen, titleKey: 'exchangeImport' },
];
