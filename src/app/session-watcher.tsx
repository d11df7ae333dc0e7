import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { guardRoute } from '../../contracts/access.ts';
import { useIonNavigate } from '../lib/navigation.ts';
import { session, useSession } from '../lib/session.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import type { BuiltRoute } from '../lib/route-row.ts';
import { uiRouteFor } from './route-store.tsx';

/**
 * Keeps the screen in step with the session (spec 1 §4): the stored login is decrypted on every
 * navigation and when another tab changes it; when the session ends (logout, unauth answer,
 * unreadable record) or a password change becomes required, a signed-in page leaves at once.
 */
export function SessionWatcher({ active }: { active: BuiltRoute }) {
  const { user } = useSession();
  const location = useLocation();
  const navigate = useIonNavigate();

  useEffect(() => {
    void session.refresh();
  }, [location.key]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.login || event.key === null) void session.refresh();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Only a change of the user acts here; what a navigation leads to is the route gate's decision.
  const previous = useRef(user);
  useEffect(() => {
    if (previous.current === user) return;
    previous.current = user;
    const access = uiRouteFor(active.path);
    // Guest pages are left by the sign-in screens themselves (login pushes home, the bridge replaces).
    if (access.auth !== 'yes') return;
    const decision = guardRoute(access, user);
    // 'root' drops the signed-in pages Ionic keeps in its stack, so none outlives the session.
    if (decision.kind === 'redirect') navigate(decision.to, 'root', 'replace');
  }, [active, user, navigate]);

  return null;
}
