import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../contracts/api/endpoint.ts';
import type * as ApiClient from '../lib/api-client.ts';
import { ApiError, callApi, type ApiOutcome } from '../lib/api-client.ts';
import { handleOutcome } from '../lib/response-handler.ts';
import { memoryKeyStore } from '../lib/testing/memory-key-store.ts';
import { callKey, keptCall, NotKeptError, type Kept } from './kept-call.ts';
import { isOnline } from './online.ts';
import { createOfflineStore, type OfflineStore } from './store.ts';
import { userStore } from './user-store.ts';

const fake = vi.hoisted(() => ({ signedIn: true }));

vi.mock('../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  callApi: vi.fn(),
}));
vi.mock('../lib/response-handler.ts', () => ({ handleOutcome: vi.fn() }));
vi.mock('../lib/session.ts', () => ({
  session: { current: () => (fake.signedIn ? { id: 1 } : null) },
}));
vi.mock('./online.ts', () => ({ isOnline: vi.fn(() => true) }));
vi.mock('./user-store.ts', () => ({ userStore: vi.fn() }));

const rows = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'things/list',
  access: 'public',
  body: z.object({ page: z.number() }),
  response: z.array(z.object({ id: z.number() })),
});
const options = { body: { page: 1 } };
const AREA = 'things';
const KEPT_AT = 5_000;

const success = (data: unknown): ApiOutcome<unknown> => ({
  kind: 'response',
  httpStatus: 200,
  envelope: { status: 'success', data },
  body: null,
});
const refused = (httpStatus: number): ApiOutcome<unknown> => ({
  kind: 'response',
  httpStatus,
  envelope: { status: 'error', message: 'No' },
  body: null,
});
const answer = (outcome: ApiOutcome<unknown>) => vi.mocked(callApi).mockResolvedValue(outcome);

let nextUser = 7000;
let store: OfflineStore;

beforeEach(() => {
  fake.signedIn = true;
  vi.mocked(callApi).mockReset();
  vi.mocked(handleOutcome).mockReset();
  vi.mocked(isOnline).mockReturnValue(true);
  store = createOfflineStore({
    userId: nextUser++,
    keyStore: memoryKeyStore(),
    onVersionChange: () => undefined,
    now: () => KEPT_AT,
  });
  vi.mocked(userStore).mockClear().mockReturnValue(store);
});
afterEach(() => {
  store.close();
  vi.restoreAllMocks();
});

describe('keptCall', () => {
  it('types the data by the endpoint record’s response schema', () => {
    expectTypeOf<Awaited<ReturnType<typeof keptCall<typeof rows>>>>().toEqualTypeOf<Kept<{ id: number }[]>>();
  });

  it('answers the server’s data fresh and keeps it under the call', async () => {
    answer(success([{ id: 1 }]));
    await expect(keptCall(rows, options, { area: AREA })).resolves.toEqual({ data: [{ id: 1 }], asOf: null });
    expect(callApi).toHaveBeenCalledWith(rows, { ...options, handle: false });
    expect(await store.cache.get(AREA, callKey(rows, options))).toEqual({
      data: [{ id: 1 }],
      fetchedAt: KEPT_AT,
    });
    expect(handleOutcome).not.toHaveBeenCalled();
  });

  it('keys by path, params, query and body unless given a key', async () => {
    expect(callKey(rows, options)).toBe('["things/list",null,null,{"page":1}]');
    answer(success([{ id: 2 }]));
    await keptCall(rows, options, { area: AREA, key: 'shared' });
    expect((await store.cache.get(AREA, 'shared'))?.data).toEqual([{ id: 2 }]);
  });

  it('serves the kept copy with its time and no dialog when the call finds no network', async () => {
    await store.cache.put(AREA, callKey(rows, options), [{ id: 3 }]);
    answer({ kind: 'network' });
    await expect(keptCall(rows, options, { area: AREA })).resolves.toEqual({
      data: [{ id: 3 }],
      asOf: KEPT_AT,
    });
    expect(handleOutcome).not.toHaveBeenCalled();
  });

  it('passes "no network" with nothing kept to the handler and throws NotKeptError', async () => {
    answer({ kind: 'network' });
    const failure = keptCall(rows, options, { area: AREA });
    await expect(failure).rejects.toBeInstanceOf(NotKeptError);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    expect(handleOutcome).toHaveBeenCalledWith({ kind: 'network' });
  });

  it('keeps a polled read quiet when nothing is kept (the dialog would come back every turn)', async () => {
    answer({ kind: 'network' });
    await expect(keptCall(rows, options, { area: AREA, polled: true })).rejects.toBeInstanceOf(NotKeptError);
    expect(handleOutcome).not.toHaveBeenCalled();
  });

  it('sends every refusal through the handler, a 404 too unless the caller shows it', async () => {
    answer(refused(403));
    await expect(keptCall(rows, options, { area: AREA })).rejects.toBeInstanceOf(ApiError);
    expect(handleOutcome).toHaveBeenCalledWith(refused(403));

    vi.mocked(handleOutcome).mockReset();
    answer(refused(404));
    await expect(keptCall(rows, options, { area: AREA })).rejects.toBeInstanceOf(ApiError);
    expect(handleOutcome).toHaveBeenCalledTimes(1);

    vi.mocked(handleOutcome).mockReset();
    const notFound = keptCall(rows, options, { area: AREA, notFound: 'caller' });
    await expect(notFound).rejects.toMatchObject({ outcome: { kind: 'response', httpStatus: 404 } });
    expect(handleOutcome).not.toHaveBeenCalled();
    // A refusal never falls back to the kept copy: the server has spoken.
    await store.cache.put(AREA, callKey(rows, options), [{ id: 4 }]);
    answer(refused(403));
    await expect(keptCall(rows, options, { area: AREA })).rejects.toBeInstanceOf(ApiError);
  });

  it('reads the kept copy first, without a call, when the browser says offline', async () => {
    vi.mocked(isOnline).mockReturnValue(false);
    await store.cache.put(AREA, callKey(rows, options), [{ id: 5 }]);
    await expect(keptCall(rows, options, { area: AREA })).resolves.toEqual({
      data: [{ id: 5 }],
      asOf: KEPT_AT,
    });
    expect(callApi).not.toHaveBeenCalled();
  });

  it('still tries the network offline when nothing is kept, and a polled read always does', async () => {
    vi.mocked(isOnline).mockReturnValue(false);
    answer(success([{ id: 6 }]));
    await expect(keptCall(rows, options, { area: AREA })).resolves.toEqual({ data: [{ id: 6 }], asOf: null });

    answer(success([{ id: 7 }]));
    await expect(keptCall(rows, options, { area: AREA, polled: true })).resolves.toEqual({
      data: [{ id: 7 }],
      asOf: null,
    });
    expect(callApi).toHaveBeenCalledTimes(2);

    answer({ kind: 'network' });
    await expect(keptCall(rows, options, { area: AREA, polled: true })).resolves.toEqual({
      data: [{ id: 7 }],
      asOf: KEPT_AT,
    });
  });

  it('is a plain call for a guest: no store, and "no network" goes to the handler', async () => {
    fake.signedIn = false;
    answer(success([{ id: 8 }]));
    await expect(keptCall(rows, options, { area: AREA })).resolves.toEqual({ data: [{ id: 8 }], asOf: null });
    answer({ kind: 'network' });
    await expect(keptCall(rows, options, { area: AREA })).rejects.toBeInstanceOf(NotKeptError);
    expect(handleOutcome).toHaveBeenCalledWith({ kind: 'network' });
    expect(userStore).not.toHaveBeenCalled();
  });

  it('only warns when the copy cannot be written', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(store.cache, 'put').mockRejectedValue(new Error('disk full'));
    answer(success([{ id: 9 }]));
    await expect(keptCall(rows, options, { area: AREA })).resolves.toEqual({ data: [{ id: 9 }], asOf: null });
    expect(warn).toHaveBeenCalled();
  });
});
