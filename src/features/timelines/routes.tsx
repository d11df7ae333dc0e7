/** The timelines' route rows (super_user), composed into the app's route table. */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const OrganizationTimeline = lazyChunk(() =>
  import('./screens/timeline-screen.tsx').then((m) => ({ default: m.OrganizationTimelineScreen })),
);
const UserTimeline = lazyChunk(() =>
  import('./screens/timeline-screen.tsx').then((m) => ({ default: m.UserTimelineScreen })),
);
const PaymentTimeline = lazyChunk(() =>
  import('./screens/timeline-screen.tsx').then((m) => ({ default: m.PaymentTimelineScreen })),
);

export const TIMELINES_ROUTES: readonly BuiltRoute[] = [
  { path: '/organization/timeline', screen: OrganizationTimeline, titleKey: 'organizationTimeline' },
  { path: '/user/timeline', screen: UserTimeline, titleKey: 'userTimeline' },
  { path: '/payment/timeline', screen: PaymentTimeline, titleKey: 'paymentTimeline' },
];
