import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { chatOpens } from '../../../../contracts/api/shell.ts';
import { TGB_POLL_MS, tgbChatDetail, tgbChatList, type TgbStatus } from '../../../../contracts/api/tgb.ts';
import { endpointKey } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { keptCall } from '../../../offline/kept-call.ts';

/** Appeals by status, newest first; polled like the chat so new appeals show up on every node. */
export function useTgbChats(status: TgbStatus | undefined, page: number) {
  return useQuery({
    queryKey: endpointKey(tgbChatList, status ?? 'all', page),
    queryFn: ({ signal }) =>
      keptCall(
        tgbChatList,
        { query: { page }, body: status ? { status } : {}, signal },
        { area: 'tgb-chats', polled: true },
      ),
    placeholderData: keepPreviousData,
    refetchInterval: TGB_POLL_MS,
    // Offline the kept copy answers (kept-call), so the query must run instead of pausing.
    networkMode: 'always',
  });
}

/** One appeal with its messages, polled every 2.5 s (spec 3 §2.2), readable offline once opened. */
export function useTgbChat(id: number | null) {
  return useQuery({
    queryKey: endpointKey(tgbChatDetail, id),
    queryFn: ({ signal }) =>
      keptCall(tgbChatDetail, { params: { id: id ?? 0 }, signal }, { area: 'tgb-chat', polled: true }),
    enabled: id !== null,
    refetchInterval: TGB_POLL_MS,
    networkMode: 'always',
  });
}

/** After a change: the lists, the chat and the shell's list of open appeals. */
export function refreshTgbChats(): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: endpointKey(tgbChatList) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(tgbChatDetail) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(chatOpens) }),
  ]);
}
