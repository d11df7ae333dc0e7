import { useTranslation } from 'react-i18next';
import type { LastLogin } from '../../../../contracts/api/shell.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useMediaQuery, WIDE_QUERY } from '../../../lib/media-query.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { useLastLogins } from '../api/post-last-logins.ts';
import './settings-screens.css';

function Outcome({ login }: { login: LastLogin }) {
  const { t } = useTranslation('settings');
  return (
    <span className={login.success ? 'cb-status cb-status--ok' : 'cb-status cb-status--failed'}>
      {login.success ? t('lastAuth.success') : t('lastAuth.failure')}
    </span>
  );
}

function LoginTable({ logins }: { logins: readonly LastLogin[] }) {
  const { t } = useTranslation('settings');
  return (
    <table className="cb-last-auth__table">
      <caption className="cb-visually-hidden">{t('lastAuth.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('lastAuth.date')}</th>
          <th scope="col">{t('lastAuth.os')}</th>
          <th scope="col">{t('lastAuth.browser')}</th>
          <th scope="col">{t('lastAuth.ip')}</th>
          <th scope="col">{t('lastAuth.country')}</th>
          <th scope="col">{t('lastAuth.result')}</th>
        </tr>
      </thead>
      <tbody>
        {logins.map((login, index) => (
          <tr key={`${login.date}-${index}`} data-testid="last-auth-row">
            <td>{formatDateTime(login.date)}</td>
            <td>{login.os}</td>
            <td>{login.browser}</td>
            <td>{login.ip}</td>
            <td>{login.country}</td>
            <td>
              <Outcome login={login} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function LoginCards({ logins }: { logins: readonly LastLogin[] }) {
  const { t } = useTranslation('settings');
  return (
    <ul className="cb-last-auth__cards">
      {logins.map((login, index) => (
        <li key={`${login.date}-${index}`} className="cb-last-auth__card" data-testid="last-auth-row">
          <strong>{formatDateTime(login.date)}</strong> <Outcome login={login} />
          <dl>
            <dt>{t('lastAuth.os')}</dt>
            <dd>{login.os}</dd>
            <dt>{t('lastAuth.browser')}</dt>
            <dd>{login.browser}</dd>
            <dt>{t('lastAuth.ip')}</dt>
            <dd>{login.ip}</dd>
            <dt>{t('lastAuth.country')}</dt>
            <dd>{login.country}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** /settings/last-auth: the last 5 logins — cards on phones, a table on wide screens. */
export function LastAuthScreen() {
  const { t } = useTranslation('settings');
  const wide = useMediaQuery(WIDE_QUERY);
  const { data, isPending, isError } = useLastLogins();
  return (
    <div className="cb-page">
      <h1>{t('lastAuth.title')}</h1>
      <p className="cb-muted">{t('lastAuth.intro')}</p>
      {isPending ? (
        <SkeletonLines lines={5} />
      ) : isError || data.length === 0 ? (
        <EmptyState />
      ) : wide ? (
        <LoginTable logins={data} />
      ) : (
        <LoginCards logins={data} />
      )}
    </div>
  );
}
