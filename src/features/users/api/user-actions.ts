import {
  userBlock,
  userClearLockout,
  userRequirePasswordChange,
  usersList,
  userUnblock,
  userView,
  type UserDetails,
} from '../../../../contracts/api/users.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

export type UserAction = 'block' | 'unblock' | 'clearLockout' | 'requirePasswordChange';

/** After an action the record (answered by the call) replaces the cached one and the list refetches. */
async function settle(id: number, details: UserDetails): Promise<UserDetails> {
  queryClient.setQueryData(endpointKey(userView, String(id)), details);
  await queryClient.invalidateQueries({ queryKey: endpointKey(usersList) });
  return details;
}

/** Each call sends its own Idempotency-Key (api-client); refusals reach the user through the response handler. */
export async function runUserAction(action: UserAction, id: number, reason?: string): Promise<UserDetails> {
  const params = { id };
  const outcome =
    action === 'block'
      ? await callApi(userBlock, { params, body: reason ? { reason } : {} })
      : action === 'unblock'
        ? await callApi(userUnblock, { params, body: {} })
        : action === 'clearLockout'
          ? await callApi(userClearLockout, { params, body: {} })
          : await callApi(userRequirePasswordChange, { params, body: {} });
  return settle(id, dataOf(outcome));
}
