import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { formatDateTime } from '../../../lib/dates.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { RichText } from '../../../ui/rich-text.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { useNotification } from '../api/get-notification.ts';
import './notification-view.css';

/**
 * /notifications/view/:id — one notice after login. The system's notices are plain text, shown as
 * text (never as HTML); an admin's rich text ('html') is shown through the allow-list sanitiser.
 */
export function NotificationViewScreen() {
  const { t } = useTranslation('notifications');
  const { id = '' } = useParams();
  const { data, isPending, isError } = useNotification(id);
  return (
    <div className="cb-page cb-page--narrow">
      {isPending ? (
        <SkeletonLines lines={6} />
      ) : isError ? (
        <>
          <h1>{t('title')}</h1>
          <EmptyState text={t('missing')} />
        </>
      ) : (
        <article>
          <h1>{data.title}</h1>
          <p className="cb-muted">
            <time dateTime={data.createdAt}>{formatDateTime(data.createdAt)}</time>
          </p>
          {data.format === 'html' ? (
            <RichText html={data.body} className="cb-notice-body" />
          ) : (
            <div className="cb-notice-body">{data.body}</div>
          )}
        </article>
      )}
      <p>
        <Link to="/">{t('toHome')}</Link>
      </p>
    </div>
  );
}
