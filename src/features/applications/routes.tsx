/**
 * Applications to the bank (composed in src/app/route-table.tsx): one path, /application, for the
 * list, a new application and one application with the bank's answer (contact_center answers there).
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const ApplicationScreen = lazyChunk(() =>
  import('./screens/application-screen.tsx').then((m) => ({ default: m.ApplicationScreen })),
);

export const APPLICATIONS_ROUTES: readonly BuiltRoute[] = [
  { path: '/application', screen: ApplicationScreen, titleKey: 'application' },
];
