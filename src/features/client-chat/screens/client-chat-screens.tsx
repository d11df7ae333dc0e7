import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Composer } from '../../../ui/chat/composer.tsx';
import { CcConversation } from '../../../ui/chat/cc-conversation.tsx';
import { SplitView } from '../../../ui/chat/split-view.tsx';
import { queueChatCreate } from '../api/my-chats.ts';
import { chatIdOf } from '../components/chat-params.ts';
import { ChatPushNotice } from '../components/chat-push-notice.tsx';
import { MyChatList } from '../components/my-chat-list.tsx';
import '../../../ui/buttons.css';
import '../../../ui/chat/chat.css';

function ChatPage({ archived, chatId }: { archived: boolean; chatId: number | null }) {
  const { t } = useTranslation('chat');
  return (
    <div className="cb-page" data-testid={archived ? 'client-chat-archive' : 'client-chat'}>
      <div className="cb-chat__toolbar">
        <h1>{t(archived ? 'archiveTitle' : 'title')}</h1>
        <div className="cb-chat__actions">
          {archived ? null : (
            <Link to="/chat/create" className="cb-button cb-button--primary" data-testid="chat-new">
              {t('new')}
            </Link>
          )}
          <Link to={archived ? '/chat' : '/chat-archive'} className="cb-button cb-button--secondary">
            {t(archived ? 'title' : 'archiveTitle')}
          </Link>
        </div>
      </div>
      {archived ? null : <ChatPushNotice />}
      <SplitView
        placeholder={t('choose')}
        list={<MyChatList archived={archived} currentId={chatId} />}
        detail={
          chatId === null ? null : (
            <CcConversation
              key={chatId}
              chatId={chatId}
              side="client"
              readOnly={archived}
              toolbar={(data) => (
                <div className="cb-chat__toolbar">
                  <h2>{data.chat.subject ?? t('conversation', { id: data.chat.chatId })}</h2>
                  <span className="cb-chat-list__sub">{t(`status.${data.chat.status}`)}</span>
                </div>
              )}
            />
          )
        }
      />
    </div>
  );
}

/** /chat — the organisation's conversations with the bank. */
export function ClientChatScreen() {
  return <ChatPage archived={false} chatId={null} />;
}

/** /chat/detail?chatId= — one conversation beside the list; no id goes to the list. */
export function ClientChatDetailScreen() {
  const [params] = useSearchParams();
  const chatId = chatIdOf(params);
  if (chatId === null) return <Navigate to="/chat" replace />;
  return <ChatPage archived={false} chatId={chatId} />;
}

/** /chat-archive — ended conversations, read only (?chatId= opens one). */
export function ClientChatArchiveScreen() {
  const [params] = useSearchParams();
  return <ChatPage archived chatId={chatIdOf(params)} />;
}

/** /chat/create — the first message of a new conversation (queued offline like any message). */
export function ClientChatCreateScreen() {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  return (
    <div className="cb-page cb-page--narrow" data-testid="client-chat-create">
      <h1>{t('new')}</h1>
      <p>{t('createHint')}</p>
      <Composer
        testId="chat-create"
        labels={{
          message: t('message'),
          attach: t('attach'),
          removeFile: t('remove'),
          send: t('send'),
          required: t('required'),
          fileType: t('fileType'),
          fileSize: t('fileSize'),
        }}
        onSend={async (value) => {
          await queueChatCreate({ message: value.message, ...(value.file ? { file: value.file } : {}) });
          navigate('/chat');
          return true;
        }}
      />
    </div>
  );
}
