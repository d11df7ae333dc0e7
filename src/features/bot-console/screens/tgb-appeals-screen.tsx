import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { SplitView } from '../../../ui/chat/split-view.tsx';
import { TgbChatList } from '../components/tgb-chat-list.tsx';
import { TgbConversation } from '../components/tgb-conversation.tsx';
import '../../../ui/buttons.css';

function Appeals({ archive, id }: { archive: boolean; id: number | null }) {
  const { t } = useTranslation('bot');
  const [params, setParams] = useSearchParams();
  // The archive shows only closed appeals (spec 3 §4); its filter is fixed.
  const listParams = new URLSearchParams(params);
  listParams.delete('id');
  if (archive) listParams.set('status', 'close');
  return (
    <div className="cb-page" data-testid={archive ? 'tgb-archive-screen' : 'tgb-appeals-screen'}>
      <div className="cb-chat__toolbar">
        <h1>{t(archive ? 'archive' : 'appeals')}</h1>
        <Link
          to={archive ? '/tgb-chat-appeals' : '/tgb-chat-appeals/archive'}
          className="cb-button cb-button--secondary"
          data-testid="tgb-archive-link"
        >
          {t(archive ? 'appeals' : 'archive')}
        </Link>
      </div>
      <SplitView
        placeholder={t('choose')}
        list={
          <TgbChatList
            params={listParams}
            onParams={(next) => {
              if (archive) next.delete('status');
              setParams(next);
            }}
            currentId={id}
            hrefOf={(chatId) => `/tgb-chat-appeals/details?id=${chatId}${archive ? '&from=archive' : ''}`}
            list="appeals"
          />
        }
        detail={
          id === null ? null : (
            <TgbConversation
              key={id}
              id={id}
              live={false}
              backTo={archive ? '/tgb-chat-appeals/archive' : '/tgb-chat-appeals'}
            />
          )
        }
      />
    </div>
  );
}

/** /tgb-chat-appeals — every appeal with a status filter; the page comes from the query string. */
export function TgbAppealsScreen() {
  return <Appeals archive={false} id={null} />;
}

/** /tgb-chat-appeals/archive — closed appeals only. */
export function TgbAppealsArchiveScreen() {
  return <Appeals archive id={null} />;
}

/** /tgb-chat-appeals/details?id= — the read-only history beside its list; no id goes to the list. */
export function TgbAppealDetailsScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const archive = params.get('from') === 'archive';
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/tgb-chat-appeals" replace />;
  return <Appeals archive={archive} id={id} />;
}
