import { endpointUrl } from '../../../../contracts/api/endpoint.ts';
import { callOrderCreate, type CallOrderBody } from '../../../../contracts/api/newchat.ts';
import { callApi, successOf } from '../../../lib/api-client.ts';
import { enqueueAction } from '../../../offline/user-store.ts';

export async function postCallOrder(body: CallOrderBody): Promise<void> {
  successOf(await callApi(callOrderCreate, { body }));
}

/** Offline the order waits in the outbox and is sent once when the connection returns. */
export async function queueCallOrder(body: CallOrderBody): Promise<void> {
  await enqueueAction({
    kind: 'callOrder',
    aggregateId: `call-order:${crypto.randomUUID()}`,
    method: 'POST',
    path: endpointUrl(callOrderCreate),
    body,
  });
}
