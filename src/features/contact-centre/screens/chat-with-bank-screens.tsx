import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { CcChatMessages } from '../../../../contracts/api/newchat.ts';
import { CcConversation } from '../../../ui/chat/cc-conversation.tsx';
import { ReasonDialog } from '../../../ui/chat/reason-dialog.tsx';
import { SplitView } from '../../../ui/chat/split-view.tsx';
import { postCloseSession } from '../api/operator-chats.ts';
import { useChatParty } from '../components/chat-party.ts';
import { QueueList } from '../components/queue-list.tsx';
import { chatIdOf, queueStatusOf, withQueueStatus } from '../components/queue-params.ts';
import '../../../ui/buttons.css';
import '../../../ui/dialogs.css';
import '../../../ui/small-pieces.css';
import '../../../ui/chat/chat.css';

/** The end of a conversation: a required subject, then the archive and back to the list. */
function EndChat({ chatId }: { chatId: number }) {
  const { t } = useTranslation('centre');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [subject, setSubject] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function end() {
    if (subject.trim() === '') {
      setError(t('end.required'));
      return;
    }
    setBusy(true);
    try {
      await postCloseSession(chatId, subject.trim());
      setOpen(false);
      navigate('/chat-with-bank');
    } catch {
      // The response handler has shown the server's answer.
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <button
        type="button"
        className="cb-button cb-button--danger"
        data-testid="cc-end"
        onClick={() => setOpen(true)}
      >
        {t('end.action')}
      </button>
      <ReasonDialog
        open={open}
        busy={busy}
        title={t('end.title')}
        label={t('end.subject')}
        value={subject}
        error={error}
        maxLength={200}
        cancelLabel={t('cancel')}
        confirmLabel={t('end.confirm')}
        testIds={{ dialog: 'cc-end-dialog', field: 'cc-end-subject', confirm: 'cc-end-confirm' }}
        onChange={(v) => {
          setSubject(v);
          setError(null);
        }}
        onClose={() => setOpen(false)}
        onConfirm={() => void end()}
      />
    </>
  );
}

function Toolbar({ data, archived }: { data: CcChatMessages; archived: boolean }) {
  const { t } = useTranslation('centre');
  const chat = data.chat;
  const party = useChatParty()(chat);
  return (
    <div className="cb-chat__toolbar">
      <div>
        <h2>{party.title}</h2>
        <p className="cb-chat-list__sub">
          {party.who} · {t(`status.${chat.status}`)}
          {chat.subject ? ` · ${t('end.subject')}: ${chat.subject}` : ''}
        </p>
      </div>
      {archived ? null : <EndChat chatId={chat.chatId} />}
    </div>
  );
}

function Queue({ archived, chatId }: { archived: boolean; chatId: number | null }) {
  const { t } = useTranslation('centre');
  const [params, setParams] = useSearchParams();
  const status = archived ? undefined : queueStatusOf(params);
  return (
    <div className="cb-page" data-testid={archived ? 'cc-archive-screen' : 'cc-queue-screen'}>
      <div className="cb-chat__toolbar">
        <h1>{t(archived ? 'archiveTitle' : 'title')}</h1>
        <Link
          to={archived ? '/chat-with-bank' : '/chat-with-bank-archive'}
          className="cb-button cb-button--secondary"
        >
          {t(archived ? 'title' : 'archiveTitle')}
        </Link>
      </div>
      <SplitView
        placeholder={t('choose')}
        list={
          <div className="cb-chat">
            {archived ? null : (
              <div className="cb-field">
                <label className="cb-field__label" htmlFor="cc-status">
                  {t('filter')}
                </label>
                <select
                  id="cc-status"
                  className="cb-select"
                  value={status ?? ''}
                  onChange={(e) => setParams(withQueueStatus(params, e.target.value))}
                >
                  <option value="">{t('status.all')}</option>
                  <option value="waiting">{t('status.waiting')}</option>
                  <option value="open">{t('status.open')}</option>
                </select>
              </div>
            )}
            <QueueList archived={archived} status={status} currentId={chatId} />
          </div>
        }
        detail={
          chatId === null ? null : (
            <CcConversation
              key={chatId}
              chatId={chatId}
              side="operator"
              readOnly={archived}
              toolbar={(data) => <Toolbar data={data} archived={archived} />}
            />
          )
        }
      />
    </div>
  );
}

/** /chat-with-bank — open and waiting conversations. */
export function ChatWithBankScreen() {
  return <Queue archived={false} chatId={null} />;
}

/** /chat-with-bank/details?chatId= — reply, or end with a subject. */
export function ChatWithBankDetailsScreen() {
  const [params] = useSearchParams();
  const chatId = chatIdOf(params);
  if (chatId === null) return <Navigate to="/chat-with-bank" replace />;
  return <Queue archived={false} chatId={chatId} />;
}

/** /chat-with-bank-archive — ended conversations. */
export function ChatWithBankArchiveScreen() {
  return <Queue archived chatId={null} />;
}

/** /chat-with-bank-archive/details?chatId= — an ended conversation, read only. */
export function ChatWithBankArchiveDetailsScreen() {
  const [params] = useSearchParams();
  const chatId = chatIdOf(params);
  if (chatId === null) return <Navigate to="/chat-with-bank-archive" replace />;
  return <Queue archived chatId={chatId} />;
}
