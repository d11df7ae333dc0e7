import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/dates.ts';
import { useOnline } from '../offline/online.ts';
import './as-of.css';

/**
 * "Offline: as of <time>": for an answer read from the encrypted cache (its `asOf`), and, while
 * offline, for one still held in memory since it was fetched (`fetchedAt`, the query's update time).
 */
export function AsOf({
  asOf,
  fetchedAt,
  testId = 'accounts-as-of',
}: {
  asOf: number | null | undefined;
  fetchedAt: number;
  testId?: string;
}) {
  const { t } = useTranslation('offline');
  const online = useOnline();
  const at = asOf ?? (online ? undefined : fetchedAt);
  if (at === undefined) return null;
  return (
    <p className="cb-as-of" role="status" data-testid={testId}>
      {t('asOf', { time: formatDateTime(new Date(at)) })}
    </p>
  );
}
