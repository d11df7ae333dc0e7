import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AccountRow } from '../../../../contracts/api/accounts.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useMediaQuery, WIDE_QUERY } from '../../../lib/media-query.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ExportMenu } from '../../../ui/export/export-menu.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { useAccounts } from '../api/accounts-api.ts';
import { AccountNumber, Money } from '../../../ui/money.tsx';
import { AsOf } from '../../../ui/as-of.tsx';
import { accountColumns, accountDetailPath, accountStatementPath } from '../components/account-columns.ts';
import '../../../ui/data-list.css';
import '../components/accounts.css';

function AccountCard({ account }: { account: AccountRow }) {
  const { t } = useTranslation('accounts');
  return (
    <li className="cb-data-card" data-testid="account-card">
      <Link to={accountDetailPath(account)} className="cb-data-card__head" data-testid="account-open">
        <strong>{account.name}</strong>
        <AccountNumber number={account.number} />
      </Link>
      <dl className="cb-data-fields cb-data-fields--spaced">
        <div>
          <dt>{t('fields.available_balance')}</dt>
          <dd>
            <Money value={account.available_balance} currency={account.currency} />
          </dd>
        </div>
        <div>
          <dt>{t('fields.outgoing_balance')}</dt>
          <dd>
            <Money value={account.outgoing_balance} currency={account.currency} />
          </dd>
        </div>
      </dl>
      {account.state === 'closed' ? <span className="cb-acc-closed">{t('closed')}</span> : null}
      <Link to={accountStatementPath(account)} className="cb-button cb-button--secondary">
        {t('statement.title')}
      </Link>
    </li>
  );
}

/** /accounts — the organisation's accounts with their balances; cards on phones (spec 2 §2). */
export function AccountsScreen() {
  const { t } = useTranslation('accounts');
  const wide = useMediaQuery(WIDE_QUERY);
  const accounts = useAccounts();
  const rows = accounts.data?.data;
  const columns = accountColumns((field) => t(`fields.${field}`));
  return (
    <div className="cb-page" data-testid="accounts-list">
      <div className="cb-acc-head">
        <h1>{t('title')}</h1>
        <ExportMenu title={t('title')} columns={columns} rows={rows} />
      </div>
      <AsOf asOf={accounts.data?.asOf} fetchedAt={accounts.dataUpdatedAt} />
      {accounts.isPending ? (
        <SkeletonLines lines={5} />
      ) : !rows || rows.length === 0 ? (
        <EmptyState />
      ) : wide ? (
        <table className="cb-data-table">
          <caption className="cb-visually-hidden">{t('title')}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" className={c.numeric ? 'cb-data-num' : undefined}>
                  {c.label}
                </th>
              ))}
              <th scope="col">
                <span className="cb-visually-hidden">{t('actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((a) => (
              <tr key={`${a.number}:${a.mfo}`} data-testid="account-row">
                <td>
                  <Link to={accountDetailPath(a)} data-testid="account-open">
                    <AccountNumber number={a.number} />
                  </Link>
                </td>
                <td>
                  {a.name}
                  {a.state === 'closed' ? <span className="cb-acc-closed">{t('closed')}</span> : null}
                </td>
                <td>{a.currency}</td>
                {(
                  [
                    'incoming_balance',
                    'outgoing_balance',
                    'reserved',
                    'available_balance',
                    'planned_balance',
                  ] as const
                ).map((field) => (
                  <td key={field} className="cb-data-num">
                    <Money value={a[field]} currency={a.currency} />
                  </td>
                ))}
                <td>{a.last_movement ? formatDate(a.last_movement) : ''}</td>
                <td>
                  <Link to={accountStatementPath(a)}>{t('statement.title')}</Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <ul className="cb-data-cards">
          {rows.map((a) => (
            <AccountCard key={`${a.number}:${a.mfo}`} account={a} />
          ))}
        </ul>
      )}
    </div>
  );
}
