// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { devicePaymentSign, type AssertionBody } from '../../../../contracts/api/devices.ts';
import { uzsReturn, type UzsPaymentRow } from '../../../../contracts/api/uzs-payment.ts';
import { ApiError, type ApiOutcome } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { enqueueCall } from '../../../offline/enqueue-call.ts';
import type { OutboxEntry } from '../../../offline/store.ts';
import { PASSKEY_SIGN_KIND, RETURN_KIND, returnPayment, signPayment } from './heads-api.ts';

const drafts = vi.hoisted(() => ({ save: vi.fn(), load: vi.fn(), remove: vi.fn() }));
vi.mock('../../../offline/enqueue-call.ts', () => ({ enqueueCall: vi.fn() }));
vi.mock('../../../offline/user-store.ts', () => ({ userStore: () => ({ drafts }) }));

const payment = {
  id: 42,
  version: 7,
  number: '12',
  r_name: 'MChJ Orzu',
  sum: '1500.00',
  currency: 'UZS',
} as UzsPaymentRow;
const assertion = { credential_id: 'c' } as unknown as AssertionBody;
const refusedWith = (httpStatus: number): ApiError =>
  new ApiError({
    kind: 'response',
    httpStatus,
    envelope: { status: 'error', message: 'Changed', validation: [] },
    body: null,
  } as ApiOutcome<unknown>);

beforeEach(() => {
  vi.mocked(enqueueCall).mockReset();
  drafts.save.mockReset();
  vi.spyOn(queryClient, 'invalidateQueries').mockClear();
});

describe('signPayment (one write path, issue 16 point 5)', () => {
  it('always goes through the outbox on the payment’s aggregate, refusals left to the screen', async () => {
    vi.mocked(enqueueCall).mockResolvedValue({ kind: 'done', data: {} as never });
    expect(await signPayment(payment, assertion, 'failed')).toEqual({ kind: 'signed' });
    expect(enqueueCall).toHaveBeenCalledTimes(1);
    const [endpoint, call] = vi.mocked(enqueueCall).mock.calls[0] ?? [];
    expect(endpoint).toBe(devicePaymentSign);
    expect(call).toMatchObject({
      kind: PASSKEY_SIGN_KIND,
      aggregateId: 'uzs-payment:id:42',
      body: { payment_id: 42, version: 7, assertion },
      handle: false,
    });
    expect(call?.summary).toContain('№ 12');
    // The inbox, the devices and the payments list are read again.
    expect(queryClient.invalidateQueries).toHaveBeenCalled();
    expect(drafts.save).not.toHaveBeenCalled();
  });

  it('queued: keeps what the head signed under the outbox row for the conflict review', async () => {
    vi.mocked(enqueueCall).mockResolvedValue({ kind: 'queued', entry: { id: 'row-9' } as OutboxEntry });
    expect(await signPayment(payment, assertion, 'failed')).toEqual({ kind: 'queued' });
    expect(drafts.save).toHaveBeenCalledWith('heads-signed:row-9', payment);
    expect(queryClient.invalidateQueries).not.toHaveBeenCalled();
  });

  it('a 412 is a refusal with the conflict flag; nothing is kept', async () => {
    vi.mocked(enqueueCall).mockRejectedValue(refusedWith(412));
    expect(await signPayment(payment, assertion, 'failed')).toEqual({
      kind: 'refused',
      message: 'Changed',
      conflict: true,
    });
    expect(drafts.save).not.toHaveBeenCalled();
  });

  it('another refusal is reported per payment without the conflict flag', async () => {
    vi.mocked(enqueueCall).mockRejectedValue(refusedWith(403));
    expect(await signPayment(payment, assertion, 'failed')).toMatchObject({
      kind: 'refused',
      conflict: false,
    });
  });
});

describe('returnPayment (a head returns a payment with a reason)', () => {
  it('goes through the outbox on the payment’s aggregate with the version seen as If-Match', async () => {
    vi.mocked(enqueueCall).mockResolvedValue({ kind: 'done', data: { rows: [] } as never });
    expect(await returnPayment(payment, 'Не тот счёт')).toBe('returned');
    expect(enqueueCall).toHaveBeenCalledTimes(1);
    const [endpoint, call] = vi.mocked(enqueueCall).mock.calls[0] ?? [];
    expect(endpoint).toBe(uzsReturn);
    expect(call).toMatchObject({
      kind: RETURN_KIND,
      aggregateId: 'uzs-payment:id:42',
      body: { id: 42, reason: 'Не тот счёт' },
      ifMatch: '7',
    });
    expect(call?.summary).toContain('№ 12');
    // Refusals go through the response handler and reach the sheet as ApiError.
    expect(call?.handle).toBeUndefined();
    expect(queryClient.invalidateQueries).toHaveBeenCalled();
  });

  it('queued offline: says so and reads nothing again', async () => {
    vi.mocked(enqueueCall).mockResolvedValue({ kind: 'queued', entry: { id: 'row-3' } as OutboxEntry });
    expect(await returnPayment(payment, 'Позже')).toBe('queued');
    expect(queryClient.invalidateQueries).not.toHaveBeenCalled();
  });

  it('a refusal is thrown for the sheet to show', async () => {
    vi.mocked(enqueueCall).mockRejectedValue(refusedWith(412));
    await expect(returnPayment(payment, 'Поздно')).rejects.toBeInstanceOf(ApiError);
  });
});
