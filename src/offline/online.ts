/**
 * The connection as the app knows it: the browser's state (navigator.onLine and its online/offline
 * events) and whether the bank's server answered the last call. A browser can say online while no
 * call gets through (a branch's Wi-Fi without internet, a reload before a slow phone noticed): the
 * api client reports each call's outcome here, so the offline banner shows from the first call that
 * found no network until the next answer (issue 17 point 1).
 */
import { useSyncExternalStore } from 'react';

let serverReachable = true;
const reachabilityListeners = new Set<() => void>();

// The browser saying it is back online is taken as reachable until a call says otherwise.
if (typeof window !== 'undefined') window.addEventListener('online', () => reportServerReached(true));

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

function subscribeReachability(listener: () => void): () => void {
  reachabilityListeners.add(listener);
  return () => reachabilityListeners.delete(listener);
}

export function isOnline(): boolean {
  return navigator.onLine;
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline);
}

/** A call found no network (true) or got an answer (false); the api client says which. */
export function reportServerReached(reached: boolean): void {
  if (serverReachable === reached) return;
  serverReachable = reached;
  for (const listener of reachabilityListeners) listener();
}

/** false from a call that found no network until the next call that got an answer. */
export function useServerReachable(): boolean {
  return useSyncExternalStore(subscribeReachability, () => serverReachable);
}
