import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { SplitView } from '../../../ui/chat/split-view.tsx';
import { TgbChatList } from '../components/tgb-chat-list.tsx';
import { TgbConversation } from '../components/tgb-conversation.tsx';

function Console({ id }: { id: number | null }) {
  const { t } = useTranslation('bot');
  const [params, setParams] = useSearchParams();
  const back = params.toString() ? `/tgb-chats?${params.toString()}` : '/tgb-chats';
  return (
    <div className="cb-page" data-testid="tgb-chats-screen">
      <h1>{t('title')}</h1>
      <SplitView
        placeholder={t('choose')}
        list={
          <TgbChatList
            params={params}
            onParams={setParams}
            currentId={id}
            hrefOf={(chatId) => `/tgb-chats/${chatId}`}
            list="messages"
          />
        }
        detail={id === null ? null : <TgbConversation key={id} id={id} live backTo={back} />}
      />
    </div>
  );
}

/** /tgb-chats — the operators' appeals with a status filter (spec 3 §2.2). */
export function TgbChatsScreen() {
  return <Console id={null} />;
}

/** /tgb-chats/:id — the live chat beside the list; a missing or bad id goes back to the list. */
export function TgbChatScreen() {
  const { id = '' } = useParams();
  const chatId = Number(id);
  if (!Number.isInteger(chatId) || chatId <= 0) return <Navigate to="/tgb-chats" replace />;
  return <Console id={chatId} />;
}
