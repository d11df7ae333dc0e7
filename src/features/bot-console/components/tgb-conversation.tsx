import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { TgbSendBody } from '../../../../contracts/api/tgb.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { usePendingActions } from '../../../offline/pending.ts';
import { Composer, type ComposerLabels } from '../../../ui/chat/composer.tsx';
import { Conversation, type ChatBubble } from '../../../ui/chat/conversation.tsx';
import { ReasonDialog } from '../../../ui/chat/reason-dialog.tsx';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import {
  postTgbActivate,
  postTgbClose,
  queueTgbMessage,
  TGB_MESSAGE_KIND,
  tgbAggregate,
} from '../api/tgb-chat-actions.ts';
import { useTgbChat } from '../api/tgb-chats.ts';
import { downloadTgbFile } from '../api/tgb-files.ts';
import { TgbStatusChip } from './tgb-status-chip.tsx';
import '../../../ui/buttons.css';
import '../../../ui/dialogs.css';
import '../../../ui/small-pieces.css';
import '../../../ui/chat/chat.css';

/**
 * One appeal (spec 3 §2.2 chat detail). `live`: the operator's console — Start, Close with a
 * required reason, the message box while active, and a server reason shown as an alert that
 * returns to the list. Otherwise the read-only history of the appeals archive.
 */
export function TgbConversation({ id, live, backTo }: { id: number; live: boolean; backTo: string }) {
  const { t } = useTranslation('bot');
  const navigate = useNavigate();
  const chat = useTgbChat(id);
  const pending = usePendingActions<TgbSendBody>(TGB_MESSAGE_KIND, tgbAggregate(id));
  const [closing, setClosing] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // This operator's own Close leads back to the list, not to the "closed" alert.
  const [closedHere, setClosedHere] = useState(false);
  const alertId = useId();
  const data = chat.data?.data;

  const bubbles = useMemo<ChatBubble[]>(() => {
    const sent: ChatBubble[] = (data?.messages ?? []).map((m) => ({
      id: String(m.id),
      text: m.message_type === 'file' && m.file?.name === m.message ? '' : m.message,
      mine: m.owner === 'other',
      at: m.created_at,
      file: m.file,
      note: m.owner === 'other' && !m.delivered ? t('undelivered') : undefined,
    }));
    const waiting: ChatBubble[] = pending.map((p) => ({
      id: p.id,
      text: p.body.message ?? '',
      mine: true,
      file: p.body.file
        ? {
            id: p.id,
            name: p.body.file.name,
            mime: '',
            size: Math.floor((p.body.file.content.length * 3) / 4),
          }
        : null,
      note: t('pending'),
      pending: true,
    }));
    return [...sent, ...waiting];
  }, [data, pending, t]);

  if (data === undefined)
    return chat.isError ? <p className="cb-alert">{t('missing')}</p> : <SkeletonLines lines={6} />;

  const labels: ComposerLabels = {
    message: t('composer.message'),
    attach: t('composer.attach'),
    removeFile: t('composer.remove'),
    send: t('composer.send'),
    required: t('composer.required'),
    fileType: t('composer.fileType'),
    fileSize: t('composer.fileSize'),
  };

  async function run(action: () => Promise<void>): Promise<boolean> {
    setBusy(true);
    try {
      await action();
      return true;
    } catch {
      // The response handler has shown the server's answer.
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function close() {
    if (reason.trim() === '') {
      setReasonError(t('close.required'));
      return;
    }
    setClosedHere(true);
    if (await run(() => postTgbClose(id, reason.trim()))) {
      setClosing(false);
      navigate(backTo);
    } else {
      setClosedHere(false);
    }
  }

  const showReasonAlert = live && data.reason !== null && !closedHere;
  return (
    <div className="cb-chat" data-testid="tgb-conversation" data-status={data.status}>
      <div className="cb-chat__toolbar">
        <div>
          <h2 data-testid="tgb-chat-title">{data.message}</h2>
          <p className="cb-chat-list__sub">
            <span data-testid="tgb-chat-client">{data.client_name}</span> ·{' '}
            {t(`clientLanguage.${data.language}`)} · #{data.id} · {data.app_type ?? '—'} ·{' '}
            {data.phone ? `+${data.phone}` : t('noPhone')} · {formatDateTime(data.created_at)}
            {chat.data && chat.data.asOf !== null
              ? ` · ${t('asOf', { time: formatDateTime(new Date(chat.data.asOf)) })}`
              : ''}
          </p>
        </div>
        <div className="cb-chat__actions">
          <TgbStatusChip status={data.status} list={live ? 'messages' : 'appeals'} />
          {live && data.reason === null && data.status === 'Ready' ? (
            <button
              type="button"
              className="cb-button cb-button--primary"
              disabled={busy}
              data-testid="tgb-start"
              onClick={() => void run(() => postTgbActivate(id))}
            >
              {t('start')}
            </button>
          ) : null}
          {live && data.reason === null && data.status === 'active' ? (
            <button
              type="button"
              className="cb-button cb-button--danger"
              disabled={busy}
              data-testid="tgb-close"
              onClick={() => setClosing(true)}
            >
              {t('close.action')}
            </button>
          ) : null}
        </div>
      </div>
      {!live && data.reason ? (
        <p className="cb-chat-list__sub" data-testid="tgb-reason">
          {t('close.reason')}: {data.reason}
        </p>
      ) : null}
      <Conversation
        bubbles={bubbles}
        emptyText={t('noMessages')}
        label={t('messages')}
        onFile={(file) => void downloadTgbFile(file)}
        testId="tgb-messages"
      />
      {live && data.status === 'active' ? (
        <Composer
          labels={labels}
          testId="tgb-composer"
          onSend={async (value) => {
            await queueTgbMessage({
              chat_id: id,
              message: value.message,
              ...(value.file ? { file: value.file } : {}),
            });
            return true;
          }}
        />
      ) : null}

      <ReasonDialog
        open={closing}
        busy={busy}
        title={t('close.title')}
        label={t('close.reason')}
        value={reason}
        error={reasonError}
        maxLength={1000}
        multiline
        cancelLabel={t('cancel')}
        confirmLabel={t('close.confirm')}
        testIds={{ dialog: 'tgb-close-dialog', field: 'tgb-close-reason', confirm: 'tgb-close-confirm' }}
        onChange={(v) => {
          setReason(v);
          setReasonError(null);
        }}
        onClose={() => setClosing(false)}
        onConfirm={() => void close()}
      />

      <ModalDialog
        open={showReasonAlert}
        onClose={() => navigate(backTo)}
        labelledBy={alertId}
        variant="status"
      >
        <div className="cb-dialog__body" role="alert" data-testid="tgb-reason-alert">
          <h2 id={alertId} className="cb-dialog__title">
            {t('reasonAlert')}
          </h2>
          <p className="cb-alert">{data.reason}</p>
          <div className="cb-sheet__actions">
            <button
              type="button"
              className="cb-button cb-button--primary"
              autoFocus
              onClick={() => navigate(backTo)}
            >
              {t('backToList')}
            </button>
          </div>
        </div>
      </ModalDialog>
    </div>
  );
}
