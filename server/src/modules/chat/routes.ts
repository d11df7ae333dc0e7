/**
 * The shell's chat counters (spec 1 §4, §7.2), from the database on every call so every node
 * answers alike. Clients: unread bank answers in their organisation's chats. The contact centre:
 * unread client messages (get-counts, check-new-message), waiting chats and open call orders
 * (status-message-cnt, polled every 120 s). Other staff have no client chat: zeros.
 */
import { chatCounts, chatNewMessages, chatStatusCounts } from '../../../../contracts/api/shell.ts';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import * as repo from '../newchat/repository.ts';

async function unread(db: Db, session: AuthSession): Promise<number> {
  if (session.role === 'contact_center') return repo.operatorUnread(db);
  return session.organizationId === null ? 0 : repo.clientUnread(db, session.organizationId);
}

export function registerChatCounterRoutes(router: Router, { db }: AppDeps): void {
  router.route(chatCounts, async ({ session }) => ok({ msg: await unread(db, session) }));
  router.route(chatNewMessages, async ({ session }) => ok({ unreadCnt: await unread(db, session) }));
  router.route(chatStatusCounts, async () => {
    const [messageCnt, callBackCnt] = await Promise.all([repo.waitingChats(db), repo.pendingCallOrders(db)]);
    return ok({ messageCnt, callBackCnt });
  });
}
