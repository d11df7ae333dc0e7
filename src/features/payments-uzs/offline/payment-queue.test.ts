import { describe, expect, it } from 'vitest';
import type { ApiOutcome, PreparedRequest } from '../../../lib/api-client.ts';
import { memoryKeyStore } from '../../../lib/testing/memory-key-store.ts';
import { createOutboxRunner, localLockRunner } from '../../../offline/outbox-runner.ts';
import { createOfflineStore } from '../../../offline/store.ts';
import {
  AlreadyQueuedError,
  PAYMENT_KINDS,
  queuedFor,
  queueNewPayment,
  queueSignature,
  resolveFollowUps,
  savedAggregate,
  conflictReviewPath,
  queuedContent,
  type PaymentPaths,
} from './payment-queue.ts';

const PATHS: PaymentPaths = {
  save: '/api/v2/uzs-payment/save',
  approve: '/api/v2/uzs-payment/auth-approve',
  sign: '/api/v2/uzs-payment/sign',
  send: '/api/v2/uzs-payment/send',
};

interface Row {
  id: number;
  version: number;
  status: number;
  ref: string;
}

/**
 * A server that behaves as the contract says: save answers the same payment for the same
 * client_reference, a repeated Idempotency-Key replays its stored answer, actions check If-Match.
 */
function fakeServer() {
  const rows: Row[] = [];
  const replies = new Map<string, ApiOutcome<unknown>>();
  const calls: { path: string; key: string; ifMatch: string | null; body: unknown }[] = [];
  const ok = (data: unknown): ApiOutcome<unknown> => ({
    kind: 'response',
    httpStatus: 200,
    envelope: { status: 'success', data },
    body: null,
  });
  const status = (httpStatus: number): ApiOutcome<unknown> => ({
    kind: 'response',
    httpStatus,
    envelope: { status: 'error', message: `HTTP ${httpStatus}` },
    body: null,
  });
  const handle = (request: PreparedRequest): ApiOutcome<unknown> => {
    const body = JSON.parse(request.bodyText) as Record<string, unknown>;
    calls.push({ path: request.url, key: request.idempotencyKey, ifMatch: request.ifMatch ?? null, body });
    const replay = replies.get(request.idempotencyKey);
    if (replay) return replay;
    const byId = (id: unknown) => rows.find((r) => r.id === id);
    let answer: ApiOutcome<unknown>;
    if (request.url === PATHS.save) {
      if (body['sum'] === '0.00') return status(422);
      const ref = String(body['client_reference']);
      let row = rows.find((r) => r.ref === ref);
      if (!row) {
        row = { id: 100 + rows.length, version: 1, status: 1, ref };
        rows.push(row);
      }
      answer = ok({ id: row.id, version: row.version });
    } else if (request.url === PATHS.approve) {
      const row = byId(body['id']);
      if (!row) return status(404);
      if (request.ifMatch !== String(row.version)) return status(412);
      row.status = 2;
      row.version += 1;
      answer = ok({ id: row.id, version: row.version });
    } else if (request.url === PATHS.sign) {
      // The versions signed are those of the batch message (`id:version:digest` lines).
      const [id, version] = String((body['key_data'] as { data: string }).data)
        .split(':')
        .map(Number);
      const row = byId(id);
      if (!row) return status(404);
      if (version !== row.version) return status(412);
      row.status = 4;
      answer = ok({});
    } else {
      const row = byId((body['payment_ids'] as number[])[0]);
      if (!row || row.status !== 4) return status(403);
      row.status = 5;
      answer = ok({});
    }
    replies.set(request.idempotencyKey, answer);
    return answer;
  };
  return { rows, calls, handle };
}

let nextUser = 9100;

function setup() {
  const server = fakeServer();
  let online = false;
  const store = createOfflineStore({
    userId: nextUser++,
    keyStore: memoryKeyStore(),
    onVersionChange: () => undefined,
  });
  const runner = createOutboxRunner({
    store,
    lockName: 'test',
    lock: localLockRunner(),
    online: () => online,
    setTimer: () => () => undefined,
    send: async (request) => server.handle(request),
  });
  const deps = {
    store,
    paths: PATHS,
    enqueue: (action: Parameters<typeof store.outbox.enqueue>[0]) => store.outbox.enqueue(action),
    send: async (request: PreparedRequest) => server.handle(request),
    lock: localLockRunner(),
    lockName: 'followups',
  };
  const reconnect = async () => {
    online = true;
    await runner.start();
    await resolveFollowUps(deps);
    await runner.kick();
  };
  return { server, store, runner, deps, reconnect };
}

const payment = (ref: string, sum = '1500.00') => ({ client_reference: ref, sum, description: 'rent' });

describe('offline soum payments', () => {
  it('two payments made offline arrive once each, each approved after its save with its version', async () => {
    const { server, store, deps, reconnect } = setup();
    await queueNewPayment(deps, payment('ref-a'), ['approve']);
    await queueNewPayment(deps, payment('ref-b'), ['approve']);
    // Nothing can be sent while offline, and the approvals wait outside the outbox for the ids.
    expect((await store.outbox.list()).map((e) => e.kind)).toEqual([PAYMENT_KINDS.save, PAYMENT_KINDS.save]);

    await reconnect();

    expect(server.rows).toHaveLength(2);
    expect(server.rows.every((r) => r.status === 2)).toBe(true);
    const entries = await store.outbox.list();
    expect(entries.map((e) => [e.kind, e.state])).toEqual([
      [PAYMENT_KINDS.save, 'acked'],
      [PAYMENT_KINDS.save, 'acked'],
      [PAYMENT_KINDS.approve, 'acked'],
      [PAYMENT_KINDS.approve, 'acked'],
    ]);
    const approvals = server.calls.filter((c) => c.path === PATHS.approve);
    expect(approvals.map((c) => [c.body, c.ifMatch])).toEqual([
      [{ id: 100 }, '1'],
      [{ id: 101 }, '1'],
    ]);
    // The id was learnt by replaying the save under its own key: no third payment, no new key.
    const saves = server.calls.filter((c) => c.path === PATHS.save);
    expect(new Set(saves.map((c) => c.key)).size).toBe(2);
    // Resolving again queues nothing more.
    await resolveFollowUps(deps);
    expect(await store.outbox.list()).toHaveLength(4);
  });

  it('a save the server refuses drops its follow-ups', async () => {
    const { server, store, deps, reconnect } = setup();
    await queueNewPayment(deps, payment('ref-bad', '0.00'), ['approve']);
    await reconnect();
    expect(server.rows).toHaveLength(0);
    expect((await store.outbox.list()).map((e) => [e.kind, e.state])).toEqual([
      [PAYMENT_KINDS.save, 'rejected'],
    ]);
    expect((await store.drafts.list()).length).toBe(0);
  });

  it('a discarded save drops its follow-ups', async () => {
    const { store, deps } = setup();
    const save = await queueNewPayment(deps, payment('ref-x'), ['approve']);
    await store.outbox.discard(save.id);
    await resolveFollowUps(deps);
    expect(await store.drafts.list()).toEqual([]);
    expect(await store.outbox.list()).toEqual([]);
  });

  it('a signature is sent before its send, with the version it covers', async () => {
    const { server, store, deps, reconnect } = setup();
    server.rows.push({ id: 7, version: 3, status: 2, ref: 'r7' });
    await queueSignature(
      deps,
      { id: 7 },
      { key_data: { data: '7:3:digest', payment_ids: [7] } },
      { id: 7, version: 3, number: '7', sum: '10.00' },
      true,
    );
    await reconnect();
    expect(server.calls.map((c) => [c.path, c.ifMatch])).toEqual([
      [PATHS.sign, null],
      [PATHS.send, null],
    ]);
    expect(server.rows[0]?.status).toBe(5);
    const rows = await store.outbox.list();
    expect(rows.every((e) => e.aggregateId === savedAggregate(7))).toBe(true);
    // Each row says what it is about, from the content the user signed.
    for (const row of rows) expect(await store.outbox.summaryText(row.id)).toBe('№ 7 · 10.00\u00a0UZS');
    // Once sent, what was signed is no longer kept.
    await resolveFollowUps(deps);
    expect(await store.drafts.list()).toEqual([]);
  });

  it('a second signature of a payment whose signature waits in the outbox is refused, not queued', async () => {
    const { server, store, deps, reconnect } = setup();
    server.rows.push({ id: 9, version: 2, status: 2, ref: 'r9' });
    const signature = { key_data: { data: '9:2:digest', payment_ids: [9] } };
    const signed = { id: 9, version: 2, sum: '10.00' };
    await queueSignature(deps, { id: 9 }, signature, signed, false);
    await expect(queueSignature(deps, { id: 9 }, signature, signed, true)).rejects.toBeInstanceOf(
      AlreadyQueuedError,
    );
    expect(queuedFor(await store.outbox.list(), 9).map((e) => e.kind)).toEqual([PAYMENT_KINDS.sign]);
    await reconnect();
    expect(server.calls.map((c) => c.path)).toEqual([PATHS.sign]);
    // Delivered: nothing waits, so the payment may be acted on again.
    expect(queuedFor(await store.outbox.list(), 9)).toEqual([]);
  });

  it('a signature over a changed payment stops as a conflict and holds its send back', async () => {
    const { server, store, deps, reconnect } = setup();
    server.rows.push({ id: 8, version: 4, status: 2, ref: 'r8' });
    const sign = await queueSignature(
      deps,
      { id: 8 },
      { key_data: { data: '8:3:digest', payment_ids: [8] } },
      { id: 8, version: 3, sum: '10.00' },
      true,
    );
    await reconnect();
    const entries = await store.outbox.list();
    expect(entries.map((e) => [e.kind, e.state])).toEqual([
      [PAYMENT_KINDS.sign, 'conflict'],
      [PAYMENT_KINDS.send, 'pending'],
    ]);
    expect(server.calls.map((c) => c.path)).toEqual([PATHS.sign]);
    expect(server.rows[0]?.status).toBe(2);
    // What the user signed stays readable for the review.
    expect(await queuedContent(store, sign.id)).toEqual({ id: 8, version: 3, sum: '10.00' });
    // The outbox links the conflict to the payment's page, where the difference is shown.
    const conflict = (await store.outbox.list())[0];
    expect(conflict && conflictReviewPath(conflict)).toBe(`/uzs-payments/detail/8?conflict=${sign.id}`);
    const send = (await store.outbox.list())[1];
    expect(send && conflictReviewPath(send)).toBeNull();
  });
});
