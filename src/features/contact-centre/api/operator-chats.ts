import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { chatStatusCounts } from '../../../../contracts/api/shell.ts';
import {
  CC_CHAT_POLL_MS,
  ccCloseSession,
  ccMessages,
  ccOperatorList,
} from '../../../../contracts/api/newchat.ts';
import { callApi, endpointKey, successOf } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { keptCall } from '../../../offline/kept-call.ts';

export type QueueStatus = 'waiting' | 'open';

/** The contact centre's queue or archive, polled so new client messages show on every node. */
export function useOperatorChats(archived: boolean, status: QueueStatus | undefined, page: number) {
  return useQuery({
    queryKey: endpointKey(ccOperatorList, archived, status ?? 'all', page),
    queryFn: ({ signal }) =>
      keptCall(
        ccOperatorList,
        { query: { page }, body: { archived, ...(status ? { status } : {}) }, signal },
        { area: 'cc-queue', polled: true },
      ),
    placeholderData: keepPreviousData,
    refetchInterval: CC_CHAT_POLL_MS,
    networkMode: 'always',
  });
}

/** Ends the conversation with its subject; it moves to the archive (spec 3 §4). */
export async function postCloseSession(chatId: number, subject: string): Promise<void> {
  successOf(await callApi(ccCloseSession, { body: { chatId, subject } }));
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: endpointKey(ccOperatorList) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(ccMessages) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(chatStatusCounts) }),
  ]);
}
