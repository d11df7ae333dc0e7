import {
  contractUpdate,
  contractVerification,
  type ContractUpdateBody,
} from '../../../../contracts/api/eisvo.ts';
import { endpointKey } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { enqueueCall } from '../../../offline/enqueue-call.ts';
import { outboxSummary } from '../../../offline/summary.ts';

/**
 * Saves a contract's comments through the one write path (offline/enqueue-call.ts): the bank's
 * answer when it comes at once (the verification table is read again), otherwise `queued` — sent
 * exactly once later with the outbox row id as Idempotency-Key, and the runner refreshes the screens
 * when it is acknowledged. Saves of one contract keep their order (one aggregate per contract).
 */
export async function saveContractComments(body: ContractUpdateBody) {
  const result = await enqueueCall(contractUpdate, {
    kind: 'eisvoComments',
    aggregateId: `eisvo-comments:${body.contract_idn}`,
    body,
    ...outboxSummary({ number: body.contract_idn }),
  });
  if (result.kind === 'done') {
    await queryClient.invalidateQueries({ queryKey: endpointKey(contractVerification) });
  }
  return result;
}
