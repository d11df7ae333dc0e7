import { IonContent, IonPage } from '@ionic/react';
import { Suspense, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { guardRoute, type GuardDecision } from '../../contracts/access.ts';
import { lazyChunk } from '../lib/lazy-chunk.ts';
import { useMediaQuery } from '../lib/media-query.ts';
import { useSession } from '../lib/session.ts';
import { NotFound } from '../ui/not-found.tsx';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';
import { SkeletonLines } from '../ui/skeleton-lines.tsx';
import { useActiveRoute } from './active-route.ts';
import { GuestFooter } from './layouts/guest-footer.tsx';
import type { BuiltRoute } from '../lib/route-row.ts';
import { uiRouteFor } from './route-store.tsx';

// Only touch screens get it, in a chunk of its own: the sign-in screen never loads it.
const PullToRefresh = lazyChunk(() =>
  import('./pull-to-refresh.tsx').then((m) => ({ default: m.PullToRefresh })),
);
const TOUCH_QUERY = '(pointer: coarse)';

/**
 * The guard of one route (spec 1 §2): guest-only pages send a signed-in user home, a role outside
 * the route's list or an unallowed module shows the not-found page, a required password change
 * leads to the change-password page. The decision is taken per navigation (the session is
 * decrypted again on each, see session-watcher.tsx), so signing in on a guest page does not
 * bounce it before the sign-in screen navigates on its own.
 */
export function RouteGate({ row }: { row: BuiltRoute }) {
  const access = uiRouteFor(row.path);
  const location = useLocation();
  const active = useActiveRoute() === row;
  const { user } = useSession();
  const touch = useMediaQuery(TOUCH_QUERY);
  const [taken, setTaken] = useState<{ key: string; decision: GuardDecision }>(() => ({
    key: location.key,
    decision: guardRoute(access, user),
  }));
  if (active && taken.key !== location.key) {
    setTaken({ key: location.key, decision: guardRoute(access, user) });
  }
  const { decision } = taken;

  if (decision.kind === 'redirect') {
    return (
      <IonPage>
        <Navigate to={decision.to} replace />
      </IonPage>
    );
  }
  const Screen = decision.kind === 'not-found' ? NotFound : row.screen;
  const guestChrome = user === null || access.auth === 'guest';
  return (
    <IonPage>
      <IonContent>
        {touch && !guestChrome && decision.kind === 'render' ? (
          <Suspense fallback={null}>
            <PullToRefresh />
          </Suspense>
        ) : null}
        {/* ion-content is the page's main landmark already. */}
        <div className={guestChrome ? 'cb-main cb-main--guest' : 'cb-main'}>
          <RouteErrorBoundary>
            <Suspense
              fallback={
                <div className="cb-page">
                  <SkeletonLines lines={5} />
                </div>
              }
            >
              <Screen />
            </Suspense>
          </RouteErrorBoundary>
        </div>
        {guestChrome ? <GuestFooter /> : null}
      </IonContent>
    </IonPage>
  );
}
