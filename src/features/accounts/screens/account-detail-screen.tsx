import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { formatDate } from '../../../lib/dates.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { useAccountView } from '../api/accounts-api.ts';
import { AccountNumber, Money } from '../../../ui/money.tsx';
import { AsOf } from '../../../ui/as-of.tsx';
import '../../../ui/data-list.css';
import '../components/accounts.css';

const BALANCES = [
  'incoming_balance',
  'outgoing_balance',
  'reserved',
  'available_balance',
  'planned_balance',
  'debit_today',
  'credit_today',
] as const;

/** /accounts/detail/:account/:mfo — every field of the account and its balances (spec 2 §3). */
export function AccountDetailScreen() {
  const { t } = useTranslation('accounts');
  const { account = '', mfo = '' } = useParams();
  const view = useAccountView(account, mfo);
  const a = view.data?.data;
  return (
    <div className="cb-page cb-acc-detail" data-testid="account-detail">
      {view.isPending ? (
        <SkeletonLines lines={8} />
      ) : view.isError || !a ? (
        <EmptyState text={t('missing')} />
      ) : (
        <>
          <h1>{a.name}</h1>
          <AsOf asOf={view.data?.asOf} fetchedAt={view.dataUpdatedAt} />
          <p>
            <AccountNumber number={a.number} /> · {a.currency} · {a.kind_name}
            {a.state === 'closed' ? <span className="cb-acc-closed">{t('closed')}</span> : null}
          </p>
          <dl className="cb-data-fields cb-data-fields--spaced" data-testid="account-balances">
            {BALANCES.map((field) => (
              <div key={field} data-testid={`balance-${field}`}>
                <dt>{t(`fields.${field}`)}</dt>
                <dd>
                  <Money value={a[field]} currency={a.currency} />
                </dd>
              </div>
            ))}
          </dl>
          <dl className="cb-data-fields cb-data-fields--spaced">
            <div>
              <dt>{t('fields.organization')}</dt>
              <dd>
                {a.organization_name} ({t('fields.inn')} {a.inn})
              </dd>
            </div>
            <div>
              <dt>{t('fields.bank')}</dt>
              <dd>
                {a.bank_name} ({t('fields.mfo')} {a.mfo})
              </dd>
            </div>
            <div>
              <dt>{t('fields.gl_code')}</dt>
              <dd>{a.gl_code}</dd>
            </div>
            <div>
              <dt>{t('fields.opening_date')}</dt>
              <dd>{formatDate(a.opening_date)}</dd>
            </div>
            {a.closing_date ? (
              <div>
                <dt>{t('fields.closing_date')}</dt>
                <dd>{formatDate(a.closing_date)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('fields.last_movement')}</dt>
              <dd>{a.last_movement ? formatDate(a.last_movement) : '—'}</dd>
            </div>
            <div>
              <dt>{t('fields.movements_today')}</dt>
              <dd>{a.movements_today}</dd>
            </div>
          </dl>
          <p className="cb-acc-actions">
            <Link
              to={`/accounts/stmt/${a.number}/${a.mfo}`}
              className="cb-button cb-button--primary"
              data-testid="account-statement"
            >
              {t('statement.title')}
            </Link>
          </p>
        </>
      )}
      <p className="cb-no-print">
        <Link to="/accounts">{t('back')}</Link>
      </p>
    </div>
  );
}
