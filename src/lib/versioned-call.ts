import { endpointUrl, type AnswerOf, type Endpoint } from '../../contracts/api/endpoint.ts';
import { sendPrepared, type ApiOutcome } from './api-client.ts';
import { handleOutcome } from './response-handler.ts';

/**
 * A state-changing call on one existing row (a payment, a claim) with `If-Match: <version>` (the contract's rule
 * for edits and actions on a versioned row). The api client's prepared request is the
 * one that carries If-Match; the outcome still passes the one response handler. Its data is typed
 * by the endpoint's response schema, like callApi's.
 */
export async function callWithVersion<E extends Endpoint>(
  endpoint: E,
  body: unknown,
  version: number | null,
): Promise<ApiOutcome<AnswerOf<E>>> {
  if (endpoint.method === 'GET') throw new Error('a read has no version');
  const outcome = await sendPrepared({
    method: endpoint.method,
    url: endpointUrl(endpoint),
    bodyText: JSON.stringify(body),
    idempotencyKey: crypto.randomUUID(),
    ifMatch: version === null ? null : String(version),
  });
  handleOutcome(outcome);
  return outcome as ApiOutcome<AnswerOf<E>>;
}
