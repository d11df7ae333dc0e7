import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TGB_STATUSES } from '../../../../contracts/api/tgb.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { useTgbChats } from '../api/tgb-chats.ts';
import { isStatus, linkTo } from './chat-list-params.ts';
import { TgbStatusChip } from './tgb-status-chip.tsx';
import '../../../ui/chat/chat.css';
import '../../../ui/buttons.css';

/**
 * The appeals as a list of links (the left pane on tablets). Status and page live in the query
 * string (`?status=&page=`), so the filter survives opening a chat and going back.
 */
export function TgbChatList({
  params,
  onParams,
  currentId,
  hrefOf,
  list,
}: {
  params: URLSearchParams;
  onParams: (next: URLSearchParams) => void;
  currentId: number | null;
  hrefOf: (id: number) => string;
  list: 'messages' | 'appeals';
}) {
  const { t } = useTranslation('bot');
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const chats = useTgbChats(status, page);
  const rows = chats.data?.data.list;
  const meta = chats.data?.data._meta;
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value === '') next.delete(name);
    else next.set(name, value);
    if (name !== 'page') next.delete('page');
    onParams(next);
  };
  return (
    <div className="cb-chat" data-testid="tgb-chat-list">
      <div className="cb-field">
        <label className="cb-field__label" htmlFor="tgb-status-filter">
          {t('filter.status')}
        </label>
        <select
          id="tgb-status-filter"
          className="cb-select"
          data-testid="tgb-status-filter"
          value={status ?? ''}
          onChange={(e) => set('status', e.target.value)}
        >
          <option value="">{t('status.all')}</option>
          {TGB_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {chats.data && chats.data.asOf !== null ? (
        <p className="cb-chat-list__sub">{t('asOf', { time: formatDateTime(new Date(chats.data.asOf)) })}</p>
      ) : null}
      {rows === undefined ? (
        <SkeletonLines lines={5} />
      ) : rows.length === 0 ? (
        <p className="cb-chat__empty">{t('noChats')}</p>
      ) : (
        <ul className="cb-chat-list">
          {rows.map((row) => (
            <li key={row.id}>
              <Link
                to={linkTo(hrefOf(row.id), params)}
                className="cb-chat-list__item"
                aria-current={row.id === currentId ? 'page' : undefined}
                data-testid="tgb-chat-item"
                data-id={row.id}
              >
                <span className="cb-chat-list__top">
                  <span className="cb-chat-list__title">{row.message}</span>
                  <TgbStatusChip status={row.status} list={list} />
                </span>
                <span className="cb-chat-list__sub">
                  #{row.id} · {row.app_type ?? '—'} · {formatDateTime(row.created_at)}
                  {row.admin_name ? ` · ${row.admin_name}` : ''}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {meta && meta.pageCount > 1 ? (
        <div className="cb-chat__actions">
          <button
            type="button"
            className="cb-button cb-button--secondary"
            disabled={page <= 1}
            onClick={() => set('page', String(page - 1))}
          >
            {t('previous')}
          </button>
          <span className="cb-chat-list__sub">{t('pageOf', { page, count: meta.pageCount })}</span>
          <button
            type="button"
            className="cb-button cb-button--secondary"
            disabled={page >= meta.pageCount}
            onClick={() => set('page', String(page + 1))}
          >
            {t('next')}
          </button>
        </div>
      ) : meta && rows && rows.length > 0 ? (
        <p className="cb-chat-list__sub">{t('noMore')}</p>
      ) : null}
    </div>
  );
}
