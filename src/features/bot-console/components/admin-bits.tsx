import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { StatusChip } from '../../../ui/status-chip.tsx';
import '../../../ui/buttons.css';
import '../../../ui/chat/chat.css';

export function EnableChip({ enable }: { enable: 0 | 1 }) {
  const { t } = useTranslation('bot');
  return (
    <StatusChip
      label={t(enable === 1 ? 'admin.enabled' : 'admin.disabled')}
      tone={enable === 1 ? 'success' : 'neutral'}
    />
  );
}

/** A page of the bot's admin area: title, an optional action link, and the body or its loading state. */
export function AdminPage({
  title,
  action,
  loading,
  testId,
  children,
}: {
  title: string;
  action?: { to: string; label: string; testId: string };
  loading?: boolean;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <div className="cb-page" data-testid={testId}>
      <div className="cb-chat__toolbar">
        <h1>{title}</h1>
        {action ? (
          <Link to={action.to} className="cb-button cb-button--primary" data-testid={action.testId}>
            {action.label}
          </Link>
        ) : null}
      </div>
      {loading ? <SkeletonLines lines={5} /> : children}
    </div>
  );
}

/** A list of records as links (cards on every width; the lists are short reference data). */
export function RecordList({
  rows,
  empty,
  testId,
}: {
  rows: readonly { key: string | number; to: string; title: string; sub?: ReactNode; side?: ReactNode }[];
  empty: string;
  testId: string;
}) {
  if (rows.length === 0) return <p className="cb-chat__empty">{empty}</p>;
  return (
    <ul className="cb-chat-list" data-testid={testId}>
      {rows.map((row) => (
        <li key={row.key}>
          <Link to={row.to} className="cb-chat-list__item" data-testid={`${testId}-item`}>
            <span className="cb-chat-list__top">
              <span className="cb-chat-list__title">{row.title}</span>
              {row.side}
            </span>
            {row.sub ? <span className="cb-chat-list__sub">{row.sub}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Label and value rows of a record's view. */
export function Fields({ rows }: { rows: readonly { label: string; value: ReactNode; lang?: string }[] }) {
  return (
    <dl className="cb-chat">
      {rows.map((row) => (
        <div key={row.label}>
          <dt className="cb-chat-list__sub">{row.label}</dt>
          <dd lang={row.lang} style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
