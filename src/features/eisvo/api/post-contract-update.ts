import { endpointUrl } from '../../../../contracts/api/endpoint.ts';
import {
  contractUpdate,
  contractVerification,
  type ContractUpdateBody,
  type ContractUpdateResult,
} from '../../../../contracts/api/eisvo.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { enqueueAction } from '../../../offline/user-store.ts';

/** Online: saved at once, with its own Idempotency-Key (a retried request is applied once). */
export async function postContractUpdate(body: ContractUpdateBody): Promise<ContractUpdateResult> {
  const result = dataOf(await callApi(contractUpdate, { body, idempotencyKey: crypto.randomUUID() }));
  await queryClient.invalidateQueries({ queryKey: endpointKey(contractVerification) });
  return result;
}

/**
 * Offline: the save waits in the outbox and is sent once, with the row id as Idempotency-Key; the
 * runner refreshes the screens when it is acknowledged. Saves of one contract keep their order.
 */
export async function queueContractUpdate(body: ContractUpdateBody): Promise<void> {
  await enqueueAction({
    kind: 'eisvoComments',
    aggregateId: `eisvo-comments:${body.contract_idn}`,
    method: 'POST',
    path: endpointUrl(contractUpdate),
    body,
  });
}
