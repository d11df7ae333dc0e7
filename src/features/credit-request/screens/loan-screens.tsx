import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { Loan } from '../../../../contracts/api/credit-request.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/dates.ts';
import { WIDE_QUERY, useMediaQuery } from '../../../lib/media-query.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Money } from '../../../ui/money.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { getPaymentPrefill, useLoanList, useLoanView } from '../api/credit-requests.ts';
import { Pager } from '../components/pager.tsx';
import '../../../ui/buttons.css';
import '../../../ui/data-list.css';
import '../credits.css';

function PayLink({ loan }: { loan: Loan }) {
  const { t } = useTranslation('creditRequests');
  if (!loan.isPay) return null;
  return (
    <Link
      className="cb-button cb-button--primary"
      to={`/loan-issuance/payment/${loan.id}`}
      data-testid={`loan-pay-${loan.id}`}
    >
      {t('loans.pay')}
    </Link>
  );
}

/** /loan-issuance — the loans issued to the organisation (bank staff: every organisation). */
export function LoanListScreen() {
  const { t } = useTranslation('creditRequests');
  const wide = useMediaQuery(WIDE_QUERY);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useLoanList(page);
  const rows = list.data?.list ?? [];
  let body;
  if (list.isPending) body = <SkeletonLines lines={6} />;
  else if (rows.length === 0) body = <EmptyState text={t('loans.empty')} />;
  else if (wide)
    body = (
      <table className="cb-data-table" data-testid="loan-table">
        <thead>
          <tr>
            <th>{t('loans.number')}</th>
            <th>{t('loans.issue_date')}</th>
            <th>{t('fields.organization')}</th>
            <th>{t('loans.product')}</th>
            <th className="cb-data-num">{t('loans.amount')}</th>
            <th>{t('loans.rate')}</th>
            <th className="cb-data-num">{t('loans.principal_left')}</th>
            <th>{t('loans.next')}</th>
            <th>{t('loans.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((l) => (
            <tr key={l.id} data-testid={`loan-row-${l.id}`}>
              <td>
                <Link to={`/loan-issuance/view/${l.id}`}>{l.number}</Link>
              </td>
              <td>{formatDate(l.issue_date)}</td>
              <td>{l.organization_name}</td>
              <td>{l.product}</td>
              <td className="cb-data-num">
                <Money value={l.amount} currency={l.currency} />
              </td>
              <td>{l.rate}%</td>
              <td className="cb-data-num">
                <Money value={l.principal_left} currency={l.currency} />
              </td>
              <td>
                {l.next_date ? formatDate(l.next_date) : '—'}
                {l.next_amount ? (
                  <>
                    {' · '}
                    <Money value={l.next_amount} currency={l.currency} />
                  </>
                ) : null}
              </td>
              <td>{t(`loans.${l.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  else
    body = (
      <ul className="cb-data-cards" data-testid="loan-cards">
        {rows.map((l) => (
          <li key={l.id} className="cb-data-card" data-testid={`loan-row-${l.id}`}>
            <Link to={`/loan-issuance/view/${l.id}`}>
              <strong>{l.number}</strong> · {t(`loans.${l.status}`)}
            </Link>
            <div>
              <Money value={l.amount} currency={l.currency} /> · {l.rate}%
            </div>
            <div>{l.product}</div>
            {l.next_date && l.next_amount ? (
              <div>
                {t('loans.next')}: {formatDate(l.next_date)} ·{' '}
                <Money value={l.next_amount} currency={l.currency} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    );
  return (
    <div className="cb-page" data-testid="loan-list">
      <h1>{t('loans.title')}</h1>
      {body}
      <Pager meta={list.data?._meta} onPage={(p) => setParams({ page: String(p) })} />
    </div>
  );
}

/** /loan-issuance/view/:id — the loan and its repayment schedule with totals. */
export function LoanViewScreen() {
  const { t } = useTranslation('creditRequests');
  const id = Number(useParams().id);
  const view = useLoanView(id);
  const l = view.data;
  if (view.isPending) return <SkeletonLines lines={10} />;
  if (view.isError || !l) return <EmptyState text={t('loans.missing')} />;
  return (
    <div className="cb-page" data-testid="loan-view">
      <h1>{t('loans.viewTitle', { number: l.number })}</h1>
      <dl className="cb-data-fields">
        <dt>{t('fields.organization')}</dt>
        <dd>{l.organization_name}</dd>
        <dt>{t('loans.product')}</dt>
        <dd>{l.product}</dd>
        <dt>{t('loans.amount')}</dt>
        <dd>
          <Money value={l.amount} currency={l.currency} />
        </dd>
        <dt>{t('loans.rate')}</dt>
        <dd>{l.rate}%</dd>
        <dt>{t('loans.term')}</dt>
        <dd>
          {t('loans.months', { count: l.term_months })} · {t(`schedule.${l.schedule_kind}`)}
        </dd>
        <dt>{t('loans.issue_date')}</dt>
        <dd>{formatDate(l.issue_date)}</dd>
        <dt>{t('loans.account')}</dt>
        <dd>{l.account}</dd>
        <dt>{t('loans.principal_left')}</dt>
        <dd>
          <Money value={l.principal_left} currency={l.currency} />
        </dd>
      </dl>
      <div className="cb-credit-actions">
        <PayLink loan={l} />
        {l.request_id !== null ? (
          <Link className="cb-button cb-button--secondary" to={`/credit-request/view?id=${l.request_id}`}>
            {t('viewTitle', { number: '' })}
          </Link>
        ) : null}
      </div>
      <h2>{t('loans.schedule')}</h2>
      <table className="cb-data-table" data-testid="loan-schedule">
        <thead>
          <tr>
            <th>№</th>
            <th>{t('loans.date')}</th>
            <th className="cb-data-num">{t('loans.pr_amount')}</th>
            <th className="cb-data-num">{t('loans.in_amount')}</th>
            <th className="cb-data-num">{t('loans.total_amount')}</th>
            <th className="cb-data-num">{t('loans.balance')}</th>
            <th className="cb-data-num">{t('loans.paid_amount')}</th>
            <th>{t('loans.status')}</th>
          </tr>
        </thead>
        <tbody>
          {l.schedule.map((s) => (
            <tr key={s.n} data-paid={s.paid}>
              <td>{s.n}</td>
              <td>{formatDate(s.date)}</td>
              <td className="cb-data-num">{s.pr_amount}</td>
              <td className="cb-data-num">{s.in_amount}</td>
              <td className="cb-data-num">{s.total_amount}</td>
              <td className="cb-data-num">{s.balance}</td>
              <td className="cb-data-num">{s.paid_amount}</td>
              <td data-state={s.state}>{t(`loans.state_${s.state}`)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="loan-schedule-totals">
            <th colSpan={2}>{t('loans.totals')}</th>
            <td className="cb-data-num">{l.totals.pr_amount}</td>
            <td className="cb-data-num">{l.totals.in_amount}</td>
            <td className="cb-data-num">{l.totals.total_amount}</td>
            <td colSpan={3} />
          </tr>
        </tfoot>
      </table>
      <p>
        <Link to="/loan-issuance">{t('back')}</Link>
      </p>
    </div>
  );
}

/**
 * /loan-issuance/payment/:loan_id — opens the soum payment add form pre-filled (query parameters)
 * with the loan's next instalment to the bank's loan repayment account.
 */
export function LoanPaymentScreen() {
  const { t } = useTranslation('creditRequests');
  const navigate = useNavigate();
  const loanId = Number(useParams().loan_id);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    getPaymentPrefill(loanId)
      .then((p) => {
        if (!live) return;
        const query = new URLSearchParams({
          account: p.account,
          mfo: p.mfo,
          r_account: p.r_account,
          r_mfo: p.r_mfo,
          r_inn: p.r_inn,
          r_name: p.r_name,
          sum: p.sum,
          code: p.code,
          description: p.description,
          // The payment repays this loan: when the bank executes it, the instalments count it.
          loan_id: String(p.loan_id),
        });
        navigate(`/uzs-payments/add?${query.toString()}`, { replace: true });
      })
      .catch((error: unknown) => {
        if (live)
          setProblem(error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error));
      });
    return () => {
      live = false;
    };
  }, [loanId, navigate]);
  return (
    <div className="cb-page">
      {problem === null ? <SkeletonLines lines={3} /> : <EmptyState text={problem} />}
      <p className="cb-visually-hidden">{t('loans.preparing')}</p>
    </div>
  );
}
