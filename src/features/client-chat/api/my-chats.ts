import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointUrl } from '../../../../contracts/api/endpoint.ts';
import {
  CC_CHAT_POLL_MS,
  ccCreate,
  ccMyChats,
  type CcCreateBody,
} from '../../../../contracts/api/newchat.ts';
import { endpointKey } from '../../../lib/api-client.ts';
import { keptCall } from '../../../offline/kept-call.ts';
import { enqueueAction } from '../../../offline/user-store.ts';

export const CHAT_CREATE_KIND = 'chatCreate';
export const NEW_CHATS = 'cc-new';

/** The organisation's conversations (open ones or the archive), polled, readable offline. */
export function useMyChats(archived: boolean, page: number) {
  return useQuery({
    queryKey: endpointKey(ccMyChats, archived, page),
    queryFn: ({ signal }) =>
      keptCall(ccMyChats, { query: { page }, body: { archived }, signal }, { area: 'cc-my', polled: true }),
    placeholderData: keepPreviousData,
    refetchInterval: CC_CHAT_POLL_MS,
    networkMode: 'always',
  });
}

/** A new conversation goes through the outbox like any message; all new ones share one queue. */
export async function queueChatCreate(body: CcCreateBody): Promise<void> {
  await enqueueAction({
    kind: CHAT_CREATE_KIND,
    aggregateId: NEW_CHATS,
    method: 'POST',
    path: endpointUrl(ccCreate),
    body,
  });
}
