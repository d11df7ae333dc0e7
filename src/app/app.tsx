import { IonApp, IonRouterOutlet, IonSplitPane } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { Suspense, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation } from 'react-router-dom';
import { lazyChunk } from '../lib/lazy-chunk.ts';
import { WIDE_QUERY } from '../lib/media-query.ts';
import { useSession } from '../lib/session.ts';
import { DialogHost } from '../ui/dialog-host.tsx';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';
import { ActiveRouteContext } from './active-route.ts';
import { GuestBar } from './layouts/guest-bar.tsx';
import { OfflineBanner } from './layouts/offline-banner.tsx';
import { UpdateToast } from './layouts/update-toast.tsx';
import { MenuControlContext, useCollapsedState, type MenuControl } from './menu-state.ts';
import { RouteGate } from './route-gate.tsx';
import { resolveIn, uiRouteFor, useRouteTable } from './route-store.tsx';
import { SessionWatcher } from './session-watcher.tsx';
import './app.css';

// Guests never load the signed-in chrome: the first screen (/login) stays small.
const TopBar = lazyChunk(() => import('./layouts/top-bar.tsx').then((m) => ({ default: m.TopBar })));
const SideMenu = lazyChunk(() => import('./layouts/side-menu.tsx').then((m) => ({ default: m.SideMenu })));
// Quick unlock of an activated phone (issue 6); it renders nothing on devices without a passkey.
const IdleLock = lazyChunk(() =>
  import('../features/heads/components/idle-lock.tsx').then((m) => ({ default: m.IdleLock })),
);

function Shell() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const { user } = useSession();
  // The guest table until the whole one arrives (src/app/route-store.tsx); a guest row keeps its key.
  const table = useRouteTable();
  const routes = useMemo(
    () => table.rows.map((row) => <Route key={row.path} path={row.path} element={<RouteGate row={row} />} />),
    [table],
  );
  const active = useMemo(() => resolveIn(table.rows, location.pathname), [location.pathname, table]);
  const [collapsed, toggleCollapsed] = useCollapsedState();
  const menuRef = useRef<HTMLIonMenuElement>(null);
  const menuControl = useMemo<MenuControl>(
    () => ({ collapsed, toggleCollapsed, menuRef }),
    [collapsed, toggleCollapsed],
  );
  const signedInChrome = user !== null && uiRouteFor(active.path).auth !== 'guest';

  useEffect(() => {
    document.title = `${t(`titles.${active.titleKey}`)} · CorpBank`;
  }, [active, t]);

  return (
    <ActiveRouteContext.Provider value={active}>
      <MenuControlContext.Provider value={menuControl}>
        <SessionWatcher active={active} />
        <IonSplitPane
          contentId="main"
          when={WIDE_QUERY}
          disabled={!signedInChrome}
          className={collapsed ? 'cb-split cb-split--collapsed' : 'cb-split'}
        >
          {signedInChrome ? (
            <RouteErrorBoundary fallback={null}>
              <Suspense fallback={null}>
                <SideMenu />
              </Suspense>
            </RouteErrorBoundary>
          ) : null}
          <div className="ion-page cb-frame" id="main">
            {signedInChrome ? (
              <RouteErrorBoundary fallback={null}>
                <Suspense fallback={<div className="cb-topbar-placeholder" />}>
                  <TopBar />
                </Suspense>
              </RouteErrorBoundary>
            ) : (
              <GuestBar />
            )}
            <OfflineBanner />
            <IonRouterOutlet className="cb-outlet">
              <Routes>{routes}</Routes>
            </IonRouterOutlet>
          </div>
          {signedInChrome ? (
            <RouteErrorBoundary fallback={null}>
              <Suspense fallback={null}>
                <IdleLock />
              </Suspense>
            </RouteErrorBoundary>
          ) : null}
        </IonSplitPane>
      </MenuControlContext.Provider>
    </ActiveRouteContext.Provider>
  );
}

export function App() {
  return (
    <IonApp>
      <IonReactRouter>
        <Shell />
      </IonReactRouter>
      <DialogHost />
      <UpdateToast />
    </IonApp>
  );
}
