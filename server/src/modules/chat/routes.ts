/**
 * The shell's chat counters (spec 1 §4, §7.2). The chat and messaging-bot areas do not exist yet,
 * so there is nothing unread: the counters answer zeros and the bot messages an empty page. The
 * chat areas replace these handlers with real counts.
 */
import {
  chatCounts,
  chatNewMessages,
  chatOpens,
  chatStatusCounts,
  type ChatCountsData,
  type ChatNewMessagesData,
  type ChatStatusCountsData,
} from '../../../../contracts/api/shell.ts';
import { pageMeta, type Paged } from '../../../../contracts/envelope.ts';
import { ok } from '../../plugins/errors.ts';
import type { Router } from '../../plugins/router.ts';

const BOT_PAGE_SIZE = 20;

export function registerChatCounterRoutes(router: Router): void {
  router.route(chatCounts, async () => ok<ChatCountsData>({ msg: 0 }));
  router.route(chatNewMessages, async () => ok<ChatNewMessagesData>({ unreadCnt: 0 }));
  router.route(chatStatusCounts, async () => ok<ChatStatusCountsData>({ messageCnt: 0, callBackCnt: 0 }));
  router.route(chatOpens, async ({ query }) =>
    ok<Paged<never>>({ list: [], _meta: pageMeta(0, query.page, BOT_PAGE_SIZE) }),
  );
}
