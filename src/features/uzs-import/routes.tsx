/**
 * The soum payment import's route rows (issue 21), composed into the app's route table
 * (src/app/route-table.tsx). Who may open a path is looked up in contracts UI_ROUTES, never here.
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

export const UZS_IMPORT_ROUTES: readonly BuiltRoute[] = [
  { path: '/uzs-import', screen: ImportScreen, titleKey: 'uzsImport' },
  { path: '/uzs-import/errors/edit', screen: ImportEditScreen, titleKey: 'uzsImportErrorEdit' },
  { path: '/uzs-import/errors/:upid_file', screen: ImportErrorsScreen, titleKey: 'uzsImportErrors' },
];
