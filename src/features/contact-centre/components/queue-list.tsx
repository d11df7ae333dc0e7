import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../lib/dates.ts';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { useOperatorChats, type QueueStatus } from '../api/operator-chats.ts';
import { useChatParty } from './chat-party.ts';
import { queueLink } from './queue-params.ts';
import '../../../ui/chat/chat.css';
import '../../../ui/small-pieces.css';

/**
 * The queue (open rows tinted green, waiting rows blue — spec 3 §4) or the archive, as links to
 * the details beside it.
 */
export function QueueList({
  archived,
  status,
  currentId,
}: {
  archived: boolean;
  status: QueueStatus | undefined;
  currentId: number | null;
}) {
  const { t } = useTranslation('centre');
  const partyOf = useChatParty();
  const chats = useOperatorChats(archived, status, 1);
  const rows = chats.data?.data.list;
  if (rows === undefined) return <SkeletonLines lines={5} />;
  if (rows.length === 0) return <p className="cb-chat__empty">{t('noChats')}</p>;
  return (
    <ul className="cb-chat-list" data-testid="cc-queue">
      {rows.map((row) => {
        const party = partyOf(row);
        return (
          <li key={row.chatId}>
            <Link
              to={queueLink(archived, row.chatId, status)}
              className={`cb-chat-list__item cb-chat-list__item--${row.status}`}
              aria-current={row.chatId === currentId ? 'page' : undefined}
              data-testid="cc-queue-item"
              data-id={row.chatId}
              data-status={row.status}
            >
              <span className="cb-chat-list__top">
                <span className="cb-chat-list__title">{party.title}</span>
                {row.unread > 0 ? (
                  <span className="cb-badge" aria-label={t('unread', { count: row.unread })}>
                    {row.unread}
                  </span>
                ) : null}
              </span>
              <span className="cb-chat-list__sub">
                {t(`status.${row.status}`)} · {party.who}
              </span>
              <span className="cb-chat-list__sub">
                {row.subject ?? row.msg}
                {row.clientFile ? ` · ${t('withFile')}` : ''} · {formatDateTime(row.datetime)}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
