import { callOrderCreate, type CallOrderBody } from '../../../../contracts/api/newchat.ts';
import { enqueueCall } from '../../../offline/enqueue-call.ts';

/**
 * Orders a call back through the one write path (offline/enqueue-call.ts): answered at once when
 * the bank is reachable, otherwise kept in the outbox and sent exactly once later.
 */
export function orderCall(body: CallOrderBody) {
  return enqueueCall(callOrderCreate, {
    kind: 'callOrder',
    aggregateId: `call-order:${crypto.randomUUID()}`,
    body,
  });
}
