// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type {
  UzsPaymentRow,
  UzsPaymentSaveBody,
  UzsSignBody,
} from '../../../../contracts/api/uzs-payment.ts';
import type { ApiOutcome, PreparedRequest } from '../../../lib/api-client.ts';
import { memoryKeyStore } from '../../../lib/testing/memory-key-store.ts';
import type { OutboxRow } from '../../../offline/db.ts';
import { createEnqueueCall } from '../../../offline/enqueue-call.ts';
import { createOutboxRunner, localLockRunner } from '../../../offline/outbox-runner.ts';
import { createOfflineStore } from '../../../offline/store.ts';
import {
  PAYMENT_PATHS,
  saveEditedPayment,
  saveNewPayment,
  signOnePayment,
  type WriteDeps,
} from '../api/payment-writes.ts';
import { signableOf } from '../signable.ts';
import {
  AlreadyQueuedError,
  PAYMENT_KINDS,
  queuedFor,
  resolveFollowUps,
  savedAggregate,
  conflictReviewPath,
  queuedContent,
} from './payment-queue.ts';

const PATHS = PAYMENT_PATHS;

interface Row {
  id: number;
  version: number;
  status: number;
  ref: string;
  sum?: string;
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
      const sum = String(body['sum']);
      let row = typeof body['id'] === 'number' ? byId(body['id']) : rows.find((r) => r.ref === ref);
      if (typeof body['id'] === 'number') {
        if (!row) return status(404);
        if (request.ifMatch !== String(row.version)) return status(412);
        row.sum = sum;
        row.version += 1;
      } else if (row && row.sum !== sum) {
        // uzs.referenceUsed: this reference saved a payment with other fields.
        return {
          kind: 'response',
          httpStatus: 422,
          envelope: { status: 'error', message: 'used', data: { id: row.id, version: row.version } },
          body: null,
        };
      } else if (!row) {
        row = { id: 100 + rows.length, version: 1, status: 1, ref, sum };
        rows.push(row);
      }
      answer = ok({ id: row.id, version: row.version, sum: row.sum });
    } else if (request.url === PATHS.approve) {
      const row = byId(body['id']);
      if (!row) return status(404);
      if (request.ifMatch !== String(row.version)) return status(412);
      row.status = 2;
      row.version += 1;
      answer = ok({ rows: [{ id: row.id, version: row.version, status: row.status }] });
    } else if (request.url === PATHS.sign) {
      // The versions signed are those of the batch message (`id:version:digest` lines).
      const [id, version] = String((body['key_data'] as { data: string }).data)
        .split(':')
        .map(Number);
      const row = byId(id);
      if (!row) return status(404);
      if (version !== row.version) return status(412);
      row.status = 4;
      row.version += 1;
      answer = ok({ rows: [{ id: row.id, version: row.version, status: row.status }] });
    } else {
      const row = byId((body['payment_ids'] as number[])[0]);
      if (!row || row.status !== 4) return status(403);
      row.status = 5;
      answer = ok({ rows: [{ id: row.id, version: row.version, status: row.status }] });
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
  let loseAnswers = 0;
  const store = createOfflineStore({
    userId: nextUser++,
    keyStore: memoryKeyStore(),
    onVersionChange: () => undefined,
  });
  const sentListeners = new Set<(row: OutboxRow, outcome: ApiOutcome<unknown>) => void>();
  const runner = createOutboxRunner({
    store,
    lockName: 'test',
    lock: localLockRunner(),
    online: () => online,
    setTimer: () => () => undefined,
    send: async (request) => {
      const answer = server.handle(request);
      // The bank committed, the answer never arrived.
      if (loseAnswers > 0) {
        loseAnswers -= 1;
        return { kind: 'network' };
      }
      return answer;
    },
    onSent: (row, outcome) => sentListeners.forEach((listener) => listener(row, outcome)),
  });
  const enqueue = async (action: Parameters<typeof store.outbox.enqueue>[0]) => {
    const entry = await store.outbox.enqueue(action);
    void runner.kick();
    return entry;
  };
  // The app's one write path, over this test's outbox and runner.
  const write: WriteDeps = {
    store,
    call: createEnqueueCall({
      enqueue,
      onSent: (listener) => {
        sentListeners.add(listener);
        return () => sentListeners.delete(listener);
      },
      discard: (id) => store.outbox.discard(id),
      online: () => online,
    }),
  };
  const deps = {
    store,
    paths: PATHS,
    enqueue,
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
  const goOnline = async () => {
    online = true;
    await runner.start();
  };
  const loseNextAnswer = () => {
    loseAnswers += 1;
  };
  return { server, store, runner, deps, write, reconnect, goOnline, loseNextAnswer };
}

const payment = (ref: string, sum = '1500.00') =>
  ({ client_reference: ref, sum, description: 'rent' }) as UzsPaymentSaveBody;
const shown = (fields: Partial<UzsPaymentRow>) => fields as UzsPaymentRow;
const signature = (data: string, id: number) =>
  ({ key_data: { data, payment_ids: [id] } }) as unknown as UzsSignBody;

describe('offline soum payments', () => {
  it('two payments made offline arrive once each, each approved after its save with its version', async () => {
    const { server, store, deps, write, reconnect } = setup();
    expect((await saveNewPayment(write, payment('ref-a'), ['approve'])).kind).toBe('queued');
    expect((await saveNewPayment(write, payment('ref-b'), ['approve'])).kind).toBe('queued');
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
    const byId = (c: { body: unknown }) => (c.body as { id: number }).id;
    expect([...approvals].sort((a, b) => byId(a) - byId(b)).map((c) => [c.body, c.ifMatch])).toEqual([
      [{ id: 100 }, '1'],
      [{ id: 101 }, '1'],
    ]);
    // Order holds per payment (its approval after its save); two payments may go side by side.
    for (const row of server.rows) {
      const body = (c: { body: unknown }) => c.body as Record<string, unknown>;
      const saved = server.calls.findIndex(
        (c) => c.path === PATHS.save && body(c)['client_reference'] === row.ref,
      );
      const approved = server.calls.findIndex((c) => c.path === PATHS.approve && body(c)['id'] === row.id);
      expect(saved).toBeGreaterThanOrEqual(0);
      expect(saved).toBeLessThan(approved);
    }
    // The id was learnt by replaying the save under its own key: no third payment, no new key.
    const saves = server.calls.filter((c) => c.path === PATHS.save);
    expect(new Set(saves.map((c) => c.key)).size).toBe(2);
    // Resolving again queues nothing more.
    await resolveFollowUps(deps);
    expect(await store.outbox.list()).toHaveLength(4);
  });

  it('a save the server refuses drops its follow-ups', async () => {
    const { server, store, write, reconnect } = setup();
    await saveNewPayment(write, payment('ref-bad', '0.00'), ['approve']);
    await reconnect();
    expect(server.rows).toHaveLength(0);
    expect((await store.outbox.list()).map((e) => [e.kind, e.state])).toEqual([
      [PAYMENT_KINDS.save, 'rejected'],
    ]);
    expect((await store.drafts.list()).length).toBe(0);
  });

  it('a discarded save drops its follow-ups', async () => {
    const { store, deps, write } = setup();
    const save = await saveNewPayment(write, payment('ref-x'), ['approve']);
    if (save.kind !== 'queued') throw new Error('offline: queued');
    await store.outbox.discard(save.entry.id);
    await resolveFollowUps(deps);
    expect(await store.drafts.list()).toEqual([]);
    expect(await store.outbox.list()).toEqual([]);
  });

  it('a signature is sent before its send, with the version it covers', async () => {
    const { server, store, deps, write, reconnect } = setup();
    server.rows.push({ id: 7, version: 3, status: 2, ref: 'r7' });
    await signOnePayment(
      write,
      shown({ id: 7, version: 3, number: '7', sum: '10.00' }),
      signature('7:3:digest', 7),
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
    const { server, store, write, reconnect } = setup();
    server.rows.push({ id: 9, version: 2, status: 2, ref: 'r9' });
    const signed = shown({ id: 9, version: 2, sum: '10.00' });
    await signOnePayment(write, signed, signature('9:2:digest', 9), false);
    await expect(signOnePayment(write, signed, signature('9:2:digest', 9), true)).rejects.toBeInstanceOf(
      AlreadyQueuedError,
    );
    expect(queuedFor(await store.outbox.list(), 9).map((e) => e.kind)).toEqual([PAYMENT_KINDS.sign]);
    await reconnect();
    expect(server.calls.map((c) => c.path)).toEqual([PATHS.sign]);
    // Delivered: nothing waits, so the payment may be acted on again.
    expect(queuedFor(await store.outbox.list(), 9)).toEqual([]);
  });

  it('a signature over a changed payment stops as a conflict and holds its send back', async () => {
    const { server, store, write, reconnect } = setup();
    server.rows.push({ id: 8, version: 4, status: 2, ref: 'r8' });
    const signed = shown({ id: 8, version: 3, sum: '10.00' });
    const queued = await signOnePayment(write, signed, signature('8:3:digest', 8), true);
    if (queued.kind !== 'queued') throw new Error('offline: queued');
    const sign = queued.entry;
    await reconnect();
    const entries = await store.outbox.list();
    expect(entries.map((e) => [e.kind, e.state])).toEqual([
      [PAYMENT_KINDS.sign, 'conflict'],
      [PAYMENT_KINDS.send, 'pending'],
    ]);
    expect(server.calls.map((c) => c.path)).toEqual([PATHS.sign]);
    expect(server.rows[0]?.status).toBe(2);
    // What the user signed stays readable for the review.
    expect(await queuedContent(store, sign.id)).toEqual(signableOf(signed));
    // The outbox links the conflict to the payment's page, where the difference is shown.
    const conflict = (await store.outbox.list())[0];
    expect(conflict && conflictReviewPath(conflict)).toBe(`/uzs-payments/detail/8?conflict=${sign.id}`);
    const send = (await store.outbox.list())[1];
    expect(send && conflictReviewPath(send)).toBeNull();
  });
});

describe('soum payments online, on the same write path', () => {
  it('a new payment saved and handed over answers the approved row; nothing waits in the outbox', async () => {
    const { server, store, write, goOnline } = setup();
    await goOnline();
    const saved = await saveNewPayment(write, payment('ref-on'), ['approve']);
    expect(saved).toMatchObject({ kind: 'done', data: { id: 100, version: 2, status: 2 } });
    expect(server.rows).toHaveLength(1);
    expect(server.calls.map((c) => [c.path, c.ifMatch])).toEqual([
      [PATHS.save, null],
      [PATHS.approve, '1'],
    ]);
    expect((await store.outbox.list()).every((e) => e.state === 'acked')).toBe(true);
    expect(await store.drafts.list()).toEqual([]);
  });

  it('a committed save whose answer was lost is answered by the resend under its key, then approved', async () => {
    const { server, store, write, goOnline, loseNextAnswer, runner } = setup();
    await goOnline();
    loseNextAnswer();
    const saving = saveNewPayment(write, payment('ref-lost'), ['approve']);
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    // The runner's backoff timer (not running in this test) fires: the same row goes again.
    await runner.kick(true);
    expect(await saving).toMatchObject({ kind: 'done', data: { id: 100, status: 2 } });
    expect(server.rows).toHaveLength(1);
    const saves = server.calls.filter((c) => c.path === PATHS.save);
    expect(saves).toHaveLength(2);
    expect(new Set(saves.map((c) => c.key)).size).toBe(1);
    expect((await store.outbox.list()).map((e) => [e.kind, e.state])).toEqual([
      [PAYMENT_KINDS.save, 'acked'],
      [PAYMENT_KINDS.approve, 'acked'],
    ]);
  });

  it('a correction after a lost answer becomes an edit of the saved payment at its version', async () => {
    const { server, store, write, goOnline } = setup();
    server.rows.push({ id: 5, version: 1, status: 1, ref: 'ref-c', sum: '1500.00' });
    await goOnline();
    const saved = await saveNewPayment(write, payment('ref-c', '1700.00'), []);
    expect(saved).toMatchObject({ kind: 'done', data: { id: 5, version: 2, sum: '1700.00' } });
    expect(server.calls.map((c) => [c.path, c.ifMatch, (c.body as Record<string, unknown>)['id']])).toEqual([
      [PATHS.save, null, undefined],
      [PATHS.save, '1', 5],
    ]);
    // The refused first try left the outbox; only the delivered edit is there.
    expect((await store.outbox.list()).map((e) => [e.aggregateId, e.state])).toEqual([
      [savedAggregate(5), 'acked'],
    ]);
  });

  it('a saved payment somebody has changed since is not overwritten: the refusal reaches the form', async () => {
    const { server, store, write, goOnline } = setup();
    server.rows.push({ id: 5, version: 3, status: 1, ref: 'ref-d', sum: '1500.00' });
    await goOnline();
    await expect(saveNewPayment(write, payment('ref-d', '1700.00'), [])).rejects.toMatchObject({
      name: 'ApiError',
    });
    expect(server.calls).toHaveLength(1);
    expect(await store.outbox.list()).toEqual([]);
  });

  it('an edit based on an old version is refused with 412 and leaves nothing queued', async () => {
    const { server, store, write, goOnline } = setup();
    server.rows.push({ id: 6, version: 4, status: 1, ref: 'ref-e', sum: '1500.00' });
    await goOnline();
    const edit = saveEditedPayment(write, { id: 6, version: 3 }, payment('ref-e', '1600.00'), {}, false);
    await expect(edit).rejects.toMatchObject({ outcome: { httpStatus: 412 } });
    expect(server.rows[0]).toMatchObject({ version: 4, sum: '1500.00' });
    expect(await store.outbox.list()).toEqual([]);
  });

  it('sign and send of one payment: the send names the version the signature made', async () => {
    const { server, write, goOnline } = setup();
    server.rows.push({ id: 12, version: 3, status: 2, ref: 'r12' });
    await goOnline();
    const result = await signOnePayment(write, shown({ id: 12, version: 3 }), signature('12:3:d', 12), true);
    expect(result.kind).toBe('done');
    expect(server.rows[0]?.status).toBe(5);
    expect(server.calls.map((c) => c.path)).toEqual([PATHS.sign, PATHS.send]);
    expect(server.calls[1]?.body).toEqual({ payment_ids: [12], versions: [4] });
  });
});
