import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CcCreateBody } from '../../../../contracts/api/newchat.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { usePendingActions } from '../../../offline/pending.ts';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { CHAT_CREATE_KIND, NEW_CHATS, useMyChats } from '../api/my-chats.ts';
import '../../../ui/chat/chat.css';
import '../../../ui/small-pieces.css';

/** The caller's conversations (the organisation's, or a staff user's own) as links; new ones still in the outbox are listed as waiting. */
export function MyChatList({ archived, currentId }: { archived: boolean; currentId: number | null }) {
  const { t } = useTranslation('chat');
  const chats = useMyChats(archived, 1);
  const waiting = usePendingActions<CcCreateBody>(CHAT_CREATE_KIND, NEW_CHATS);
  const rows = chats.data?.data.list;
  const base = archived ? '/chat-archive' : '/chat/detail';
  return (
    <div className="cb-chat" data-testid="my-chat-list">
      {chats.data && chats.data.asOf !== null ? (
        <p className="cb-chat-list__sub">{t('asOf', { time: formatDateTime(new Date(chats.data.asOf)) })}</p>
      ) : null}
      {rows === undefined ? (
        <SkeletonLines lines={4} />
      ) : rows.length === 0 && (archived || waiting.length === 0) ? (
        <p className="cb-chat__empty">{t('noChats')}</p>
      ) : (
        <ul className="cb-chat-list">
          {archived
            ? null
            : waiting.map((w) => (
                <li key={w.id} className="cb-chat-list__item" data-testid="my-chat-pending">
                  <span className="cb-chat-list__title">{w.body.message || w.body.file?.name}</span>
                  <span className="cb-chat-list__sub">{t('pending')}</span>
                </li>
              ))}
          {rows.map((row) => (
            <li key={row.chatId}>
              <Link
                to={`${base}?chatId=${row.chatId}`}
                className={`cb-chat-list__item cb-chat-list__item--${row.status}`}
                aria-current={row.chatId === currentId ? 'page' : undefined}
                data-testid="my-chat-item"
              >
                <span className="cb-chat-list__top">
                  <span className="cb-chat-list__title">{row.subject ?? row.msg}</span>
                  {row.unread > 0 ? (
                    <span
                      className="cb-badge"
                      aria-label={t('unread', { count: row.unread })}
                      data-testid="my-chat-unread"
                    >
                      {row.unread}
                    </span>
                  ) : null}
                </span>
                <span className="cb-chat-list__sub">
                  {t(`status.${row.status}`)} · {formatDateTime(row.datetime)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
