/**
 * The signed-in user (spec 1 §3/§4): the login answer (current user + access token), kept only
 * as the encrypted record of session-crypto.ts and decrypted again on every navigation, so a
 * record removed or tampered with elsewhere (another tab, devtools) signs this tab out too.
 */
import { useSyncExternalStore } from 'react';
import type { LoginData } from '../../contracts/api/security.ts';
import { queryClient } from './query-client.ts';
import { createRecordVault, indexedDbKeyStore, type RecordVault } from './session-crypto.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

export type SessionUser = LoginData;

/**
 * Bumped whenever the stored shape changes: a record from an older app version then reads as
 * signed out instead of half-filled. (AES-GCM already proves the record is one this app wrote.)
 */
const RECORD_VERSION = 1;

interface StoredRecord {
  readonly v: typeof RECORD_VERSION;
  readonly user: SessionUser;
}

function userOf(record: unknown): SessionUser | null {
  if (typeof record !== 'object' || record === null) return null;
  const { v, user } = record as Partial<StoredRecord>;
  if (v !== RECORD_VERSION || typeof user !== 'object' || user === null) return null;
  return typeof user.accessToken === 'string' && typeof user.role === 'string' ? user : null;
}

export interface SessionState {
  /** 'loading' only until the first decryption at start. */
  readonly status: 'loading' | 'ready';
  readonly user: SessionUser | null;
}

export function createSession(vault: RecordVault) {
  let state: SessionState = { status: 'loading', user: null };
  const listeners = new Set<() => void>();
  const signInSteps = new Set<() => Promise<unknown>>();
  // Reads and writes run one after another, so a navigation's re-read never sees half a sign-in.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(job: () => Promise<T>): Promise<T> => {
    const run = queue.then(job, job);
    queue = run.catch(() => undefined);
    return run;
  };

  const set = (user: SessionUser | null): void => {
    const same = state.status === 'ready' && JSON.stringify(state.user) === JSON.stringify(user);
    if (same) return;
    state = { status: 'ready', user };
    for (const listener of listeners) listener();
  };

  const read = async (): Promise<SessionUser | null> => userOf(await vault.load());
  const write = (user: SessionUser): Promise<void> =>
    vault.save({ v: RECORD_VERSION, user } satisfies StoredRecord);

  return {
    current: (): SessionUser | null => state.user,
    snapshot: (): SessionState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Decrypts the stored record again; absent or unreadable means signed out. */
    refresh(): Promise<SessionUser | null> {
      return serial(async () => {
        const user = await read();
        if (!user && state.user) queryClient.clear();
        set(user);
        return user;
      });
    },
    /**
     * Work that must be done before the session says signed in (the app's whole route table, which
     * the sign-in screens navigate into right after). A step that fails does not stop the sign-in.
     */
    beforeSignIn(step: () => Promise<unknown>): void {
      signInSteps.add(step);
    },
    signIn(data: LoginData): Promise<void> {
      return serial(async () => {
        // Answers cached for a previous user must never show for this one.
        queryClient.clear();
        await write(data);
        await Promise.all(
          [...signInSteps].map((step) =>
            step().catch((error: unknown) => console.warn('a sign-in step failed', error)),
          ),
        );
        set(data);
      });
    },
    signOut(): Promise<void> {
      return serial(async () => {
        await vault.clear().catch((error: unknown) => console.warn('could not remove the login key', error));
        queryClient.clear();
        set(null);
      });
    },
    /**
     * The multiclient switched organisation (m-client/select-organization answers the current user
     * again): the same token, the new organisation; answers cached for the previous one are dropped.
     */
    switchOrganization(user: Omit<LoginData, 'accessToken'>): Promise<void> {
      return serial(async () => {
        const previous = state.user;
        if (!previous) return;
        const next = { ...user, accessToken: previous.accessToken };
        queryClient.clear();
        await write(next);
        set(next);
      });
    },
    /** The server refused a call until the password is changed (403 password-change-required). */
    markPasswordChangeRequired(): Promise<void> {
      return serial(async () => {
        const user = state.user;
        if (!user || user.isPasswordChangeRequired) return;
        const next = { ...user, isPasswordChangeRequired: true };
        await write(next);
        set(next);
      });
    },
  };
}

export type Session = ReturnType<typeof createSession>;

export const session: Session = createSession(
  createRecordVault(indexedDbKeyStore(), localStorage, STORAGE_KEYS.login),
);

// Reads that need a session never start without one: after sign-out, pages still leaving the
// screen would otherwise refetch with no token and collect refusals. Public reads (the captcha)
// say `enabled: true` themselves.
queryClient.setDefaultOptions({
  ...queryClient.getDefaultOptions(),
  queries: { ...queryClient.getDefaultOptions().queries, enabled: () => session.current() !== null },
});

/** The current session plus its actions; re-renders when the user signs in or out. */
export function useSession() {
  const state = useSyncExternalStore(session.subscribe, session.snapshot);
  return { ...state, signIn: session.signIn, signOut: session.signOut };
}
