/**
 * Utility and budget payments (munis, issue 26): the area's route rows, composed into the app's
 * route table (src/app/route-table.tsx). Every screen is a lazy chunk; who may open a path is
 * looked up in contracts UI_ROUTES, never here.
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const ListScreen = lazyChunk(() =>
  import('./screens/munis-list-screen.tsx').then((m) => ({ default: m.MunisListScreen })),
);
const AddScreen = lazyChunk(() =>
  import('./screens/munis-form-screens.tsx').then((m) => ({ default: m.MunisAddScreen })),
);
const AddForScreen = lazyChunk(() =>
  import('./screens/munis-form-screens.tsx').then((m) => ({ default: m.MunisAddForScreen })),
);
const EditScreen = lazyChunk(() =>
  import('./screens/munis-form-screens.tsx').then((m) => ({ default: m.MunisEditScreen })),
);
const DetailScreen = lazyChunk(() =>
  import('./screens/munis-detail-screen.tsx').then((m) => ({ default: m.MunisDetailScreen })),
);
const PrintScreen = lazyChunk(() =>
  import('./screens/munis-print-screen.tsx').then((m) => ({ default: m.MunisPrintScreen })),
);
const TemplatesScreen = lazyChunk(() =>
  import('./screens/munis-templates-screen.tsx').then((m) => ({ default: m.MunisTemplatesScreen })),
);
const GroupListScreen = lazyChunk(() =>
  import('./screens/munis-groups-screens.tsx').then((m) => ({ default: m.MunisGroupListScreen })),
);
const GroupSaveScreen = lazyChunk(() =>
  import('./screens/munis-groups-screens.tsx').then((m) => ({ default: m.MunisGroupSaveScreen })),
);

export const MUNIS_ROUTES: readonly BuiltRoute[] = [
  { path: '/munis', screen: ListScreen, titleKey: 'munis' },
  { path: '/munis/add', screen: AddScreen, titleKey: 'munisAdd' },
  { path: '/munis/add/:supplier_id/:settlement_id', screen: AddForScreen, titleKey: 'munisAdd' },
  { path: '/munis/edit/:id', screen: EditScreen, titleKey: 'munisEdit' },
  { path: '/munis/details/:id', screen: DetailScreen, titleKey: 'munisDetails' },
  { path: '/munis/print/:id', screen: PrintScreen, titleKey: 'munisPrint' },
  { path: '/munis/generate-template', screen: TemplatesScreen, titleKey: 'munisTemplates' },
  { path: '/munis/munis-group-list', screen: GroupListScreen, titleKey: 'munisGroups' },
  { path: '/munis/munis-group-save', screen: GroupSaveScreen, titleKey: 'munisGroupSave' },
];
