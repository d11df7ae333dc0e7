// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginData } from '../../contracts/api/security.ts';
import { createSession } from './session.ts';
import { createRecordVault, type KeyStore, type RecordStorage } from './session-crypto.ts';

function setup() {
  let key: CryptoKey | undefined;
  const keys: KeyStore = {
    get: async () => key,
    put: async (k) => {
      key = k;
    },
    delete: async () => {
      key = undefined;
    },
  };
  const items = new Map<string, string>();
  const storage: RecordStorage = {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
  const session = createSession(createRecordVault(keys, storage, 'corpbank.login'));
  return { session, items };
}

const login: LoginData = {
  id: 7,
  username: 'accountant',
  roleName: 'Бухгалтер',
  role: 'accountant',
  fullName: 'Иванов Иван Иванович',
  organizations: [{ id: 1, name: 'ООО Пример', inn: '123456789', nibbd: '00012345' }],
  organizationId: 1,
  organizationName: 'ООО Пример',
  inn: '123456789',
  nibbd: '00012345',
  isMsb: false,
  isPasswordChangeRequired: false,
  unallowedModules: [],
  creditOffer: false,
  birthDay: null,
  canSwitch: false,
  existPersonalManager: true,
  accessToken: 'secret-token',
};

// Unreadable records are logged by design; keep the expected warnings out of the test output.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('session', () => {
  it('starts loading, then reads an absent record as signed out', async () => {
    const { session } = setup();
    expect(session.snapshot().status).toBe('loading');
    expect(await session.refresh()).toBeNull();
    expect(session.snapshot()).toEqual({ status: 'ready', user: null });
  });

  it('signs in, stores only ciphertext, and decrypts the same user again', async () => {
    const { session, items } = setup();
    await session.signIn(login);
    expect(session.current()).toEqual(login);
    expect(items.get('corpbank.login')).not.toContain('secret-token');
    expect(await session.refresh()).toEqual(login);
  });

  it('a tampered record signs the user out on the next navigation', async () => {
    const { session, items } = setup();
    await session.signIn(login);
    const sealed = JSON.parse(items.get('corpbank.login') ?? '{}') as { data: string };
    items.set('corpbank.login', JSON.stringify({ ...sealed, data: sealed.data.slice(0, -4) + 'AAAA' }));
    expect(await session.refresh()).toBeNull();
    expect(session.current()).toBeNull();
  });

  it('a removed record (another tab logged out) signs this one out', async () => {
    const { session, items } = setup();
    await session.signIn(login);
    items.delete('corpbank.login');
    expect(await session.refresh()).toBeNull();
  });

  it('signOut clears the record and the key', async () => {
    const { session, items } = setup();
    await session.signIn(login);
    await session.signOut();
    expect(items.size).toBe(0);
    expect(session.current()).toBeNull();
  });

  it('marks a required password change and keeps it across re-reads', async () => {
    const { session } = setup();
    await session.signIn(login);
    await session.markPasswordChangeRequired();
    expect(session.current()?.isPasswordChangeRequired).toBe(true);
    expect((await session.refresh())?.isPasswordChangeRequired).toBe(true);
  });

  it('notifies subscribers only when the user really changes', async () => {
    const { session } = setup();
    let calls = 0;
    session.subscribe(() => calls++);
    await session.signIn(login);
    await session.refresh();
    await session.refresh();
    expect(calls).toBe(1);
  });

  it('runs the sign-in steps before it says signed in; a failing step does not stop the sign-in', async () => {
    const { session } = setup();
    const seen: (string | null)[] = [];
    session.beforeSignIn(async () => {
      seen.push(session.current()?.username ?? null);
    });
    session.beforeSignIn(() => Promise.reject(new Error('offline')));
    await session.signIn(login);
    expect(seen).toEqual([null]);
    expect(session.current()?.username).toBe('accountant');
  });
});
