import { endpointUrl } from '../../../../contracts/api/endpoint.ts';
import {
  tgbChatActivate,
  tgbChatClose,
  tgbChatSend,
  type TgbSendBody,
} from '../../../../contracts/api/tgb.ts';
import { callApi, successOf } from '../../../lib/api-client.ts';
import { enqueueAction } from '../../../offline/user-store.ts';
import { refreshTgbChats } from './tgb-chats.ts';

export const TGB_MESSAGE_KIND = 'tgbMessage';
export const tgbAggregate = (id: number) => `tgb-chat:${id}`;

export async function postTgbActivate(id: number): Promise<void> {
  successOf(await callApi(tgbChatActivate, { body: { chat_id: id } }));
  await refreshTgbChats();
}

export async function postTgbClose(id: number, reason: string): Promise<void> {
  successOf(await callApi(tgbChatClose, { body: { chat_id: id, message: reason } }));
  await refreshTgbChats();
}

/**
 * A reply goes through the outbox (sent at once when online, kept and sent once when the
 * connection returns); replies of one chat keep their order as one aggregate.
 */
export async function queueTgbMessage(body: TgbSendBody): Promise<void> {
  await enqueueAction({
    kind: TGB_MESSAGE_KIND,
    aggregateId: tgbAggregate(body.chat_id),
    method: 'POST',
    path: endpointUrl(tgbChatSend),
    body,
  });
}
