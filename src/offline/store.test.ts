import { Dexie } from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { canonicalJson, sha256Hex } from './canonical.ts';
import { databaseName, openOfflineDb } from './db.ts';
import { createOfflineStore, StoreFullError, type StoreDeps } from './store.ts';
import { memoryKeyStore } from '../lib/testing/memory-key-store.ts';

let nextUser = 1000;
function makeStore(extra: Partial<StoreDeps> = {}) {
  const keyStore = memoryKeyStore();
  const userId = nextUser++;
  const store = createOfflineStore({ userId, keyStore, onVersionChange: () => undefined, ...extra });
  return { store, keyStore, userId };
}

describe('canonical body', () => {
  it('sorts keys at every level and hashes the text', async () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: 'x' }, u: undefined })).toBe(
      '{"a":{"c":"x","d":[1,{"y":2,"z":1}]},"b":1}',
    );
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('offline store', () => {
  it('names the database after the user', () => {
    const { store, userId } = makeStore();
    expect(store.db.name).toBe(databaseName(userId));
    expect(databaseName(7)).toContain('7');
  });

  it('round-trips cached answers with their time, encrypted at rest with a fresh IV per record', async () => {
    const { store } = makeStore({ now: () => 5_000 });
    await store.cache.put('accounts', 'list', { balance: '1500.00' });
    await store.cache.put('accounts', 'other', { balance: '1500.00' });
    expect(await store.cache.get('accounts', 'list')).toEqual({
      data: { balance: '1500.00' },
      fetchedAt: 5_000,
    });
    expect(await store.cache.get('accounts', 'missing')).toBeNull();
    const rows = await store.db.caches.toArray();
    expect(rows.map((row) => row.data).join()).not.toContain('1500');
    const [first, second] = rows.map((row) => JSON.parse(row.data) as { iv: string; data: string });
    expect(first?.iv).not.toBe(second?.iv);
  });

  it('reads a tampered record as absent', async () => {
    const { store } = makeStore();
    await store.drafts.save('d1', { amount: '10.00' });
    const row = await store.db.drafts.get('d1');
    const sealed = JSON.parse(row!.data) as { v: 1; iv: string; data: string };
    const bytes = atob(sealed.data);
    const flipped = String.fromCharCode(bytes.charCodeAt(0) ^ 1) + bytes.slice(1);
    await store.db.drafts.update('d1', { data: JSON.stringify({ ...sealed, data: btoa(flipped) }) });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await store.drafts.load('d1')).toBeNull();
  });

  it('saves, lists and removes drafts and asks for persistent storage once', async () => {
    const persist = vi.fn(async () => true);
    let clock = 1;
    const { store } = makeStore({ persist, now: () => clock++ });
    await store.drafts.save('a', { x: 1 });
    await store.drafts.save('b', { x: 2 });
    expect(await store.drafts.load('a')).toEqual({ x: 1 });
    expect((await store.drafts.list()).map((d) => d.id)).toEqual(['b', 'a']);
    await store.drafts.remove('a');
    expect(await store.drafts.load('a')).toBeNull();
    await store.outbox.enqueue({ kind: 'k', aggregateId: 'x', method: 'POST', path: '/p', body: {} });
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('enqueues a whole row: canonical sealed body, its hash and the next sequence', async () => {
    const { store } = makeStore();
    const body = { text: 'hello', a: 1 };
    const first = await store.outbox.enqueue({
      kind: 'k',
      aggregateId: 'x',
      method: 'POST',
      path: '/p',
      body,
    });
    const second = await store.outbox.enqueue({
      kind: 'k',
      aggregateId: 'x',
      dependsOn: first.id,
      method: 'PUT',
      path: '/p/1',
      body,
      baseVersion: '3',
    });
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect([first.sequence, second.sequence]).toEqual([1, 2]);
    expect(second).toMatchObject({ state: 'pending', attempts: 0, dependsOn: first.id, baseVersion: '3' });
    const row = await store.db.outbox.get(first.id);
    expect(row!.body).not.toContain('hello');
    expect(await store.outbox.bodyText(row!)).toBe(canonicalJson(body));
    expect(row!.bodyHash).toBe(await sha256Hex(canonicalJson(body)));
  });

  it('keeps what a row is about sealed beside it, out of the listed entries and of the body sent', async () => {
    const { store } = makeStore();
    const body = { sum: '1500.00' };
    const described = await store.outbox.enqueue({
      kind: 'k',
      aggregateId: 'x',
      method: 'POST',
      path: '/p',
      body,
      summary: '№ 12 · MChJ Orzu · 1 500.00 UZS',
    });
    const bare = await store.outbox.enqueue({
      kind: 'k',
      aggregateId: 'y',
      method: 'POST',
      path: '/p',
      body,
    });
    const row = await store.db.outbox.get(described.id);
    expect(row!.summary).toBeDefined();
    expect(row!.summary).not.toContain('Orzu');
    expect(await store.outbox.summaryText(described.id)).toBe('№ 12 · MChJ Orzu · 1 500.00 UZS');
    expect(await store.outbox.summaryText(bare.id)).toBeNull();
    expect(Object.keys(described)).not.toContain('summary');
    expect((await store.outbox.list()).every((entry) => !('summary' in entry))).toBe(true);
    expect(await store.outbox.bodyText(row!)).toBe(canonicalJson(body));
  });

  it('tells observers of changes, in any connection, with at most one read per interval', async () => {
    const { store, userId } = makeStore();
    const seen: string[][] = [];
    const read = vi.spyOn(store.db.outbox, 'orderBy');
    const stop = store.outbox.observe((entries) => seen.push(entries.map((e) => e.state)));
    await vi.waitFor(() => expect(seen).toEqual([[]]));
    const entry = await store.outbox.enqueue({
      kind: 'k',
      aggregateId: 'x',
      method: 'POST',
      path: '/p',
      body: {},
    });
    await vi.waitFor(() => expect(seen.at(-1)).toEqual(['pending']));
    // A burst of changes (a replay) is read a few times, not once per change; the last state shows.
    const readsBefore = read.mock.calls.length;
    for (let n = 1; n <= 30; n++) await store.db.outbox.update(entry.id, { attempts: n, state: 'inflight' });
    await store.db.outbox.update(entry.id, { state: 'acked' });
    await vi.waitFor(() => expect(seen.at(-1)).toEqual(['acked']));
    expect(read.mock.calls.length - readsBefore).toBeLessThan(10);
    // Another connection to the same database (another tab's) is heard too.
    const other = openOfflineDb(userId, () => undefined);
    await other.outbox.update(entry.id, { state: 'rejected' });
    await vi.waitFor(() => expect(seen.at(-1)).toEqual(['rejected']));
    other.close();
    stop();
    const calls = seen.length;
    await store.db.outbox.update(entry.id, { state: 'pending' });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(seen).toHaveLength(calls);
  });

  it('refuses a write visibly when the disk is full', async () => {
    const { store } = makeStore();
    const quota = Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    vi.spyOn(store.db.drafts, 'put').mockRejectedValueOnce(quota);
    await expect(store.drafts.save('d', { x: 1 })).rejects.toBeInstanceOf(StoreFullError);
    expect(await store.drafts.load('d')).toBeNull();
  });

  it('refuses to wipe while actions are unsent; wipes key and database otherwise', async () => {
    const { store, keyStore } = makeStore();
    const entry = await store.outbox.enqueue({
      kind: 'k',
      aggregateId: 'x',
      method: 'POST',
      path: '/p',
      body: {},
    });
    const refused = await store.wipeForLogout();
    expect(refused.wiped).toBe(false);
    expect(refused.unsent.map((e) => e.id)).toEqual([entry.id]);
    expect(keyStore.key).toBeDefined();

    await store.db.outbox.update(entry.id, { state: 'acked' });
    expect((await store.wipeForLogout()).wiped).toBe(true);
    expect(keyStore.key).toBeUndefined();
    expect(await Dexie.exists(store.db.name)).toBe(false);
  });

  it('closes on versionchange and asks to reload', async () => {
    const onVersionChange = vi.fn();
    const userId = nextUser++;
    const old = openOfflineDb(userId, onVersionChange);
    await old.open();
    const newer = new Dexie(databaseName(userId));
    newer.version(1).stores({ outbox: 'id, &sequence, aggregateId, state' });
    newer.version(2).stores({ extra: 'id' });
    await newer.open();
    expect(onVersionChange).toHaveBeenCalledTimes(1);
    expect(old.isOpen()).toBe(false);
    newer.close();
  });
});
