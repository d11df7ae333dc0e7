/**
 * Unread counts on the menu entries (spec 3 §2.3, spec 1 §4): every role but the contact centre
 * sees unread bank answers in its chats on /chat (a client role's organisation's, a staff user's
 * own); the contact centre polls its status counts every 120 s (waiting chats on
 * /chat-with-bank, open call orders on /order-call); msb_user and the contact centre load the
 * bot's open appeals on every navigation (/tgb-chats). The counts come from the server each time.
 */
import { useQuery } from '@tanstack/react-query';
import { CC_STATUS_POLL_MS } from '../../contracts/api/newchat.ts';
import { chatNewMessages, chatOpens, chatStatusCounts } from '../../contracts/api/shell.ts';
import { roleAllowed } from '../../contracts/roles.ts';
import { callApi, dataOf, endpointKey } from '../lib/api-client.ts';
import type { BuiltRoute } from './route-table.tsx';

export function useMenuBadges(role: string, active: BuiltRoute | null): ReadonlyMap<string, number> {
  const operator = roleAllowed(role, ['contact_center']);
  const bot = roleAllowed(role, ['msb_user', 'contact_center']);
  const unread = useQuery({
    queryKey: endpointKey(chatNewMessages),
    queryFn: async ({ signal }) => dataOf(await callApi(chatNewMessages, { signal })),
    // The contact centre's check-new-message counts the clients' messages, not answers to its own chats.
    enabled: !operator,
    refetchInterval: CC_STATUS_POLL_MS,
  });
  const status = useQuery({
    queryKey: endpointKey(chatStatusCounts),
    queryFn: async ({ signal }) => dataOf(await callApi(chatStatusCounts, { signal })),
    enabled: operator,
    refetchInterval: CC_STATUS_POLL_MS,
  });
  const opens = useQuery({
    // The path in the key makes every navigation a fresh load (spec 1 §4).
    queryKey: endpointKey(chatOpens, active?.path ?? ''),
    queryFn: async ({ signal }) => dataOf(await callApi(chatOpens, { query: { page: 1 }, signal })),
    enabled: bot,
    staleTime: 0,
  });
  const badges = new Map<string, number>();
  if (unread.data) badges.set('/chat', unread.data.unreadCnt);
  if (status.data) {
    badges.set('/chat-with-bank', status.data.messageCnt);
    badges.set('/order-call', status.data.callBackCnt);
  }
  if (opens.data) badges.set('/tgb-chats', opens.data._meta.totalCount);
  return badges;
}
