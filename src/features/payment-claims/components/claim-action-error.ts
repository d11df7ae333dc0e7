import { ApiError } from '../../../lib/api-client.ts';

/**
 * The text of a refused claim action, shown beside it (the response handler leaves error answers
 * to the screen): the server's first field message or its message (a 412 says the claim changed),
 * else the given fallback.
 */
export function claimActionError(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) throw error;
  return Object.values(error.fieldErrors())[0] ?? error.serverMessage ?? fallback;
}
