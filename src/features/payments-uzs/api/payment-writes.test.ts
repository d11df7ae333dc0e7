// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { uzsReturn, type UzsPaymentRow } from '../../../../contracts/api/uzs-payment.ts';
import type { EnqueueCall } from '../../../offline/enqueue-call.ts';
import type { OfflineStore } from '../../../offline/store.ts';
import { returnToPreparer } from './payment-writes.ts';

vi.mock('./payment-keys.ts', () => ({ refreshPayments: vi.fn(async () => undefined) }));

const payment = { id: 41, version: 3, number: '77', r_name: 'MChJ Orzu', sum: '900.00' } as UzsPaymentRow;

describe('returnToPreparer', () => {
  it('queues the return on the payment’s aggregate with the version seen and the reason', async () => {
    const call = vi.fn(async () => ({ kind: 'queued', entry: { id: 'row-1' } })) as unknown as EnqueueCall;
    const result = await returnToPreparer({ call, store: {} as OfflineStore }, payment, 'Не тот счёт');
    expect(result.kind).toBe('queued');
    expect(call).toHaveBeenCalledWith(
      uzsReturn,
      expect.objectContaining({
        kind: 'uzsPaymentReturn',
        aggregateId: 'uzs-payment:id:41',
        body: { id: 41, reason: 'Не тот счёт' },
        ifMatch: '3',
      }),
    );
  });
});
