/**
 * The shell's chat counters (spec 1 §4, §7.2), from the database on every call so every node
 * answers alike. Clients: unread bank answers in their organisation's chats; other staff: unread
 * bank answers in the chats they started. The contact centre: unread client messages (get-counts,
 * check-new-message), waiting chats and open call orders (status-message-cnt, polled every 120 s).
 */
import { chatCounts, chatNewMessages, chatStatusCounts } from '../../../../contracts/api/shell.ts';
import { ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { contactCentreQueue, unreadCount } from '../newchat/service.ts';

export function registerChatCounterRoutes(router: Router, { db }: AppDeps): void {
  router.route(chatCounts, async ({ session }) => ok({ msg: await unreadCount(db, session) }));
  router.route(chatNewMessages, async ({ session }) => ok({ unreadCnt: await unreadCount(db, session) }));
  router.route(chatStatusCounts, async () => {
    const queue = await contactCentreQueue(db);
    return ok({ messageCnt: queue.waitingChats, callBackCnt: queue.pendingCallOrders });
  });
}
