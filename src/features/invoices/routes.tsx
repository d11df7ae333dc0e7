/** Invoices route rows (issue 26): received, issued (dealer), the admin report and one invoice. */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const screens = () => import('./screens/invoice-screens.tsx');
const Received = lazyChunk(() => screens().then((m) => ({ default: m.InvoicesReceivedScreen })));
const Issued = lazyChunk(() => screens().then((m) => ({ default: m.InvoicesIssuedScreen })));
const Report = lazyChunk(() => screens().then((m) => ({ default: m.InvoicesReportScreen })));
const One = lazyChunk(() => screens().then((m) => ({ default: m.InvoiceScreen })));

export const INVOICES_ROUTES: readonly BuiltRoute[] = [
  { path: '/invoices/c', screen: Received, titleKey: 'invoicesReceived' },
  { path: '/invoices/d', screen: Issued, titleKey: 'invoicesIssued' },
  { path: '/invoices/report', screen: Report, titleKey: 'invoicesReport' },
  { path: '/invoices/:id', screen: One, titleKey: 'invoice' },
];
