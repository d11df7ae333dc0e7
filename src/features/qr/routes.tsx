/** The QR payment requests' route rows (issue 26): list, method choice, and the form of a method. */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const QrListScreen = lazyChunk(() =>
  import('./screens/qr-screens.tsx').then((m) => ({ default: m.QrListScreen })),
);
const QrChooseMethodScreen = lazyChunk(() =>
  import('./screens/qr-screens.tsx').then((m) => ({ default: m.QrChooseMethodScreen })),
);
const QrCreateScreen = lazyChunk(() =>
  import('./screens/qr-screens.tsx').then((m) => ({ default: m.QrCreateScreen })),
);

export const QR_ROUTES: readonly BuiltRoute[] = [
  { path: '/qr', screen: QrListScreen, titleKey: 'qr' },
  { path: '/qr/choose-method', screen: QrChooseMethodScreen, titleKey: 'qrChooseMethod' },
  { path: '/qr/:method/create', screen: QrCreateScreen, titleKey: 'qrCreate' },
];
