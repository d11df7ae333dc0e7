// @vitest-environment jsdom
import { beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../contracts/api/endpoint.ts';
import { ApiError, type ApiOutcome } from '../lib/api-client.ts';
import { handleOutcome } from '../lib/response-handler.ts';
import type { OutboxRow } from './db.ts';
import { enqueueCall, type WriteResult } from './enqueue-call.ts';
import { isOnline } from './online.ts';
import { enqueueAction, onOutboxSent, outboxActions } from './user-store.ts';

type Listener = (row: OutboxRow, outcome: ApiOutcome<unknown>) => void;
const fake = vi.hoisted(() => ({ listeners: new Set<Listener>() }));

vi.mock('../lib/response-handler.ts', () => ({ handleOutcome: vi.fn() }));
vi.mock('./online.ts', () => ({ isOnline: vi.fn(() => true) }));
vi.mock('./user-store.ts', () => ({
  enqueueAction: vi.fn(),
  onOutboxSent: vi.fn((listener: Listener) => {
    fake.listeners.add(listener);
    return () => fake.listeners.delete(listener);
  }),
  outboxActions: { discard: vi.fn() },
}));

const create = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'things/create',
  access: '*',
  body: z.strictObject({ name: z.string() }),
  response: z.object({ id: z.number(), version: z.number() }),
});
const call = { kind: 'thingCreate', aggregateId: 'thing:1', body: { name: 'A' } };

const row = (state: OutboxRow['state']): OutboxRow =>
  ({ id: 'row-1', state, path: '/api/v2/things/create' }) as OutboxRow;
const success: ApiOutcome<unknown> = {
  kind: 'response',
  httpStatus: 200,
  envelope: { status: 'success', data: { id: 5, version: 1 } },
  body: null,
};
const refused: ApiOutcome<unknown> = {
  kind: 'response',
  httpStatus: 422,
  envelope: { status: 'error', message: 'No', validation: [{ attribute: 'name', message: 'Bad' }] },
  body: null,
};
/** The runner sends the row: every listener hears it. */
const send = (state: OutboxRow['state'], outcome: ApiOutcome<unknown>) =>
  [...fake.listeners].forEach((listener) => listener(row(state), outcome));

beforeEach(() => {
  fake.listeners.clear();
  vi.mocked(isOnline).mockReturnValue(true);
  vi.mocked(handleOutcome).mockReset();
  vi.mocked(outboxActions.discard).mockReset();
  vi.mocked(onOutboxSent).mockClear();
  vi.mocked(enqueueAction).mockReset();
  vi.mocked(enqueueAction).mockResolvedValue(row('pending'));
});

describe('enqueueCall', () => {
  it('always writes through the outbox, and online answers with the typed data of the send', async () => {
    const result = enqueueCall(create, call);
    await vi.waitFor(() => expect(enqueueAction).toHaveBeenCalled());
    await Promise.resolve();
    send('acked', success);
    expect(await result).toEqual({ kind: 'done', data: { id: 5, version: 1 } });
    expect(vi.mocked(enqueueAction).mock.calls[0]?.[0]).toMatchObject({
      kind: 'thingCreate',
      aggregateId: 'thing:1',
      method: 'POST',
      path: '/api/v2/things/create',
      body: { name: 'A' },
    });
    expect(fake.listeners.size).toBe(0);
    expectTypeOf(result).toEqualTypeOf<Promise<WriteResult<{ id: number; version: number }>>>();
  });

  it('hears a send that came before the enqueue resolved', async () => {
    vi.mocked(enqueueAction).mockImplementation(async () => {
      send('acked', success);
      return row('pending');
    });
    expect(await enqueueCall(create, call)).toEqual({ kind: 'done', data: { id: 5, version: 1 } });
  });

  it('offline says queued at once; the outbox sends it later', async () => {
    vi.mocked(isOnline).mockReturnValue(false);
    const result = await enqueueCall(create, call);
    expect(result.kind).toBe('queued');
    expect(enqueueAction).toHaveBeenCalledTimes(1);
    expect(fake.listeners.size).toBe(0);
  });

  it('a refusal the user waits for is thrown with its field errors and leaves the outbox', async () => {
    const result = enqueueCall(create, call);
    await vi.waitFor(() => expect(enqueueAction).toHaveBeenCalled());
    await Promise.resolve();
    send('rejected', refused);
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors()).toEqual({ name: 'Bad' });
    expect(outboxActions.discard).toHaveBeenCalledWith('row-1');
    expect(handleOutcome).toHaveBeenCalledWith(refused);
  });

  it('handle: false throws the refusal without the response handler (the screen shows it)', async () => {
    const result = enqueueCall(create, { ...call, handle: false });
    await vi.waitFor(() => expect(enqueueAction).toHaveBeenCalled());
    await Promise.resolve();
    send('conflict', { ...refused, httpStatus: 412 } as ApiOutcome<unknown>);
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(outboxActions.discard).toHaveBeenCalledWith('row-1');
    expect(handleOutcome).not.toHaveBeenCalled();
  });

  it('a lost answer while online is waited through: the resend under the same key answers', async () => {
    const result = enqueueCall(create, call);
    await vi.waitFor(() => expect(enqueueAction).toHaveBeenCalled());
    await Promise.resolve();
    send('pending', { kind: 'network' });
    send('acked', success);
    expect(await result).toEqual({ kind: 'done', data: { id: 5, version: 1 } });
    expect(outboxActions.discard).not.toHaveBeenCalled();
  });

  it('no network on the resend too: queued after the first retry, not after the whole wait', async () => {
    const result = enqueueCall(create, call);
    await vi.waitFor(() => expect(enqueueAction).toHaveBeenCalled());
    await Promise.resolve();
    send('pending', { kind: 'network' });
    send('pending', { kind: 'network' });
    expect((await result).kind).toBe('queued');
    expect(fake.listeners.size).toBe(0);
  });

  it('no network and the browser now offline: queued, the row stays for the retry', async () => {
    const result = enqueueCall(create, call);
    await vi.waitFor(() => expect(enqueueAction).toHaveBeenCalled());
    await Promise.resolve();
    vi.mocked(isOnline).mockReturnValue(false);
    send('pending', { kind: 'network' });
    expect((await result).kind).toBe('queued');
    expect(outboxActions.discard).not.toHaveBeenCalled();
  });

  it('a 5xx answer until the wait ends: queued', async () => {
    const result = enqueueCall(create, call, 20);
    await vi.waitFor(() => expect(enqueueAction).toHaveBeenCalled());
    await Promise.resolve();
    send('pending', { ...refused, httpStatus: 503 } as ApiOutcome<unknown>);
    expect((await result).kind).toBe('queued');
    expect(fake.listeners.size).toBe(0);
  });

  it('no answer within the wait: queued', async () => {
    const result = await enqueueCall(create, call, 10);
    expect(result.kind).toBe('queued');
    expect(fake.listeners.size).toBe(0);
  });
});
