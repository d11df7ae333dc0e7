import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { CREDIT_PREPARERS } from '../../../../contracts/api/credit-request.ts';
import { OVERDRAFT_DECIDERS } from '../../../../contracts/api/credits.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { formatDate } from '../../../lib/dates.ts';
import { WIDE_QUERY, useMediaQuery } from '../../../lib/media-query.ts';
import { useSession } from '../../../lib/session.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Money } from '../../../ui/money.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { useCreditList } from '../api/credit-requests.ts';
import { OverdraftDecision, OverdraftQueue } from '../components/overdraft-queue.tsx';
import { Pager } from '../components/pager.tsx';
import '../../../ui/buttons.css';
import '../../../ui/data-list.css';
import '../credits.css';

/**
 * /credit-request — the organisation's requests (the credit officer: every request sent to the
 * bank). The credit officer (credit_go) also decides overdraft applications here, under the
 * "Overdrafts" tab (?tab=overdraft, one opened with &id=): no spec path gives it a screen of its own.
 */
export function CreditListScreen() {
  const { t } = useTranslation('creditRequests');
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const decider = roleAllowed(user?.role ?? '', OVERDRAFT_DECIDERS);
  const overdraftTab = decider && params.get('tab') === 'overdraft';
  const overdraftId = Number(params.get('id'));
  return (
    <div className="cb-page" data-testid="credit-list">
      <div className="cb-credit-head">
        <h1>{overdraftTab ? t('overdraft.title') : t('title')}</h1>
        {!overdraftTab && roleAllowed(user?.role ?? '', CREDIT_PREPARERS) ? (
          <Link to="/credit-request/add" className="cb-button cb-button--primary" data-testid="credit-add">
            {t('add')}
          </Link>
        ) : null}
      </div>
      {decider ? (
        <nav className="cb-credit-actions" aria-label={t('overdraft.tabs')} data-testid="credit-tabs">
          <Link
            to="/credit-request"
            className={`cb-button ${overdraftTab ? 'cb-button--secondary' : 'cb-button--primary'}`}
            aria-current={overdraftTab ? undefined : 'page'}
            data-testid="credit-tab-requests"
          >
            {t('overdraft.requestsTab')}
          </Link>
          <Link
            to="/credit-request?tab=overdraft"
            className={`cb-button ${overdraftTab ? 'cb-button--primary' : 'cb-button--secondary'}`}
            aria-current={overdraftTab ? 'page' : undefined}
            data-testid="credit-tab-overdraft"
          >
            {t('overdraft.tab')}
          </Link>
        </nav>
      ) : null}
      {!overdraftTab ? (
        <CreditRequests page={page} onPage={(p) => setParams({ page: String(p) })} />
      ) : overdraftId > 0 ? (
        <OverdraftDecision id={overdraftId} />
      ) : (
        <OverdraftQueue page={page} onPage={(p) => setParams({ tab: 'overdraft', page: String(p) })} />
      )}
    </div>
  );
}

function CreditRequests({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('creditRequests');
  const wide = useMediaQuery(WIDE_QUERY);
  const list = useCreditList(page);
  const rows = list.data?.list ?? [];
  let body;
  if (list.isPending) body = <SkeletonLines lines={6} />;
  else if (rows.length === 0) body = <EmptyState text={t('empty')} />;
  else if (wide)
    body = (
      <table className="cb-data-table" data-testid="credit-table">
        <thead>
          <tr>
            <th>{t('fields.number')}</th>
            <th>{t('fields.created_at')}</th>
            <th>{t('fields.organization')}</th>
            <th>{t('fields.purpose_type')}</th>
            <th className="cb-data-num">{t('fields.amount')}</th>
            <th>{t('fields.term_months')}</th>
            <th>{t('fields.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-testid={`credit-row-${r.id}`}>
              <td>
                <Link to={`/credit-request/view?id=${r.id}`}>{r.number}</Link>
              </td>
              <td>{formatDate(r.created_at)}</td>
              <td>{r.organization_name}</td>
              <td>{t(`purpose.${r.purpose_type}`)}</td>
              <td className="cb-data-num">
                <Money value={r.amount} currency={r.currency} />
              </td>
              <td>{r.term_months}</td>
              <td>{r.statusName}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  else
    body = (
      <ul className="cb-data-cards" data-testid="credit-cards">
        {rows.map((r) => (
          <li key={r.id} className="cb-data-card" data-testid={`credit-row-${r.id}`}>
            <Link to={`/credit-request/view?id=${r.id}`}>
              <strong>{r.number}</strong> · {r.statusName}
            </Link>
            <div>
              <Money value={r.amount} currency={r.currency} />
            </div>
            <div>
              {t(`purpose.${r.purpose_type}`)} · {formatDate(r.created_at)}
            </div>
          </li>
        ))}
      </ul>
    );
  return (
    <>
      {body}
      <Pager meta={list.data?._meta} onPage={onPage} />
    </>
  );
}
