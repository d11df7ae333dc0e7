/**
 * One client ↔ contact-centre conversation, shared by the client chat and the contact centre:
 * the messages (polled, readable offline from the encrypted cache once opened), the messages still
 * waiting in the outbox shown as pending, and the message box, whose sends always go through the
 * outbox (sent at once online, once and only once after a reconnect).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatFileRef } from '../../../contracts/api/chat-file.ts';
import { endpointUrl } from '../../../contracts/api/endpoint.ts';
import {
  CC_CHAT_POLL_MS,
  ccFile,
  ccMessages,
  ccSend,
  type CcChatMessages,
  type CcMessageBody,
} from '../../../contracts/api/newchat.ts';
import { downloadApi, endpointKey } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { usePendingActions } from '../../offline/pending.ts';
import { keptCall } from '../../offline/kept-call.ts';
import { enqueueAction } from '../../offline/user-store.ts';
import { saveFile } from '../save-file.ts';
import { SkeletonLines } from '../skeleton-lines.tsx';
import { Composer } from './composer.tsx';
import { Conversation, type ChatBubble } from './conversation.tsx';
import './chat.css';

export const CC_MESSAGE_KIND = 'chatMessage';
const aggregate = (chatId: number) => `cc-chat:${chatId}`;

export function useCcChat(chatId: number) {
  return useQuery({
    queryKey: endpointKey(ccMessages, chatId),
    queryFn: ({ signal }) =>
      keptCall(ccMessages, { params: { chatId }, signal }, { area: 'cc-chat', polled: true }),
    refetchInterval: CC_CHAT_POLL_MS,
    networkMode: 'always',
  });
}

async function download(file: ChatFileRef): Promise<void> {
  const result = await downloadApi(ccFile, { params: { id: file.id } });
  if (result.kind === 'file') saveFile(result.blob, result.filename);
}

export function CcConversation({
  chatId,
  side,
  toolbar,
  readOnly,
}: {
  chatId: number;
  side: 'client' | 'operator';
  /** Title and actions above the messages, given the loaded chat. */
  toolbar: (data: CcChatMessages) => ReactNode;
  readOnly?: boolean;
}) {
  const { t } = useTranslation('kit');
  const chat = useCcChat(chatId);
  const pending = usePendingActions<CcMessageBody>(CC_MESSAGE_KIND, aggregate(chatId));
  const data = chat.data?.data;
  const bubbles = useMemo<ChatBubble[]>(
    () => [
      ...(data?.messages ?? []).map((m) => ({
        id: String(m.msgId),
        text: m.msg,
        mine: m.owner === side,
        author: m.owner === side ? undefined : m.from,
        at: m.datetime,
        file: m.file,
      })),
      ...pending.map((p) => ({
        id: p.id,
        text: p.body.message ?? '',
        mine: true,
        note: t('chat.pending'),
        pending: true,
        file: p.body.file
          ? {
              id: p.id,
              name: p.body.file.name,
              mime: '',
              size: Math.floor((p.body.file.content.length * 3) / 4),
            }
          : null,
      })),
    ],
    [data, pending, side, t],
  );
  if (data === undefined)
    return chat.isError ? <p className="cb-alert">{t('chat.missing')}</p> : <SkeletonLines lines={6} />;
  const archived = data.chat.status === 'archived';
  return (
    <div className="cb-chat" data-testid="cc-conversation" data-status={data.chat.status}>
      {toolbar(data)}
      {chat.data && chat.data.asOf !== null ? (
        <p className="cb-chat-list__sub">
          {t('chat.asOf', { time: formatDateTime(new Date(chat.data.asOf)) })}
        </p>
      ) : null}
      <Conversation
        bubbles={bubbles}
        emptyText={t('chat.empty')}
        label={t('chat.messages')}
        onFile={(file) => void download(file)}
        testId="cc-messages"
      />
      {readOnly || archived ? null : (
        <Composer
          testId="cc-composer"
          labels={{
            message: t('chat.message'),
            attach: t('chat.attach'),
            removeFile: t('chat.remove'),
            send: t('chat.send'),
            required: t('chat.required'),
            fileType: t('chat.fileType'),
            fileSize: t('chat.fileSize'),
          }}
          onSend={async (value) => {
            await enqueueAction({
              kind: CC_MESSAGE_KIND,
              aggregateId: aggregate(chatId),
              method: 'POST',
              path: endpointUrl(ccSend),
              body: { chatId, message: value.message, ...(value.file ? { file: value.file } : {}) },
            });
            return true;
          }}
        />
      )}
    </div>
  );
}
