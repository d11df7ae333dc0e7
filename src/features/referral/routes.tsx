/** Referral route rows (issue 27; spec 3 §2.6). */
import { REFERRAL_CLIENTS } from '../../../contracts/roles.ts';
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const ReferralLandingScreen = lazyChunk(() =>
  import('./screens/referral-screens.tsx').then((m) => ({ default: m.ReferralLandingScreen })),
);
const ReferralWelcomeScreen = lazyChunk(() =>
  import('./screens/referral-screens.tsx').then((m) => ({ default: m.ReferralWelcomeScreen })),
);
const ReferralScreen = lazyChunk(() =>
  import('./screens/referral-screens.tsx').then((m) => ({ default: m.ReferralScreen })),
);
const EnterPromoScreen = lazyChunk(() =>
  import('./screens/referral-screens.tsx').then((m) => ({ default: m.EnterPromoScreen })),
);
const AgentRequestsScreen = lazyChunk(() =>
  import('./screens/referral-screens.tsx').then((m) => ({ default: m.AgentRequestsScreen })),
);
const AttractedScreen = lazyChunk(() =>
  import('./screens/referral-screens.tsx').then((m) => ({ default: m.AttractedScreen })),
);
const AdminListScreen = lazyChunk(() =>
  import('./screens/referral-screens.tsx').then((m) => ({ default: m.AdminListScreen })),
);
const AdminAgentScreen = lazyChunk(() =>
  import('./screens/referral-screens.tsx').then((m) => ({ default: m.AdminAgentScreen })),
);

export const REFERRAL_ROUTES: readonly BuiltRoute[] = [
  { path: '/referral/:promocode', screen: ReferralLandingScreen, titleKey: 'referralLanding' },
  { path: '/referral/welcome', screen: ReferralWelcomeScreen, titleKey: 'referralWelcome' },
  // Any signed-in user; in the menu for client roles except passive_user (spec 1 §6.2 "some left out").
  { path: '/referral', screen: ReferralScreen, titleKey: 'referral', menu: { roles: REFERRAL_CLIENTS } },
  { path: '/referral/enter-promo-code', screen: EnterPromoScreen, titleKey: 'referralEnterPromo' },
  { path: '/referral/agent-requests', screen: AgentRequestsScreen, titleKey: 'referralAgentRequests' },
  {
    path: '/referral/attracted-clients-applications',
    screen: AttractedScreen,
    titleKey: 'referralAttracted',
  },
  { path: '/referral/admin-list', screen: AdminListScreen, titleKey: 'referralAdminList' },
  {
    path: '/referral/admin-list/agent/:agentPromoCode',
    screen: AdminAgentScreen,
    titleKey: 'referralAdminAgent',
  },
];
