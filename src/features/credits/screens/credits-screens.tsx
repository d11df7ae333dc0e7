/**
 * /credits and its pages (spec 2 §2, §7 credit-deposit/*): the organisation's credits and deposits
 * (cards on phones, a table from 960 px), a credit's card, its repayment schedule with totals and a
 * chart, a deposit's card and the contracts' statements. Pages take the contract number from
 * `?number=`; without it they go back to the list.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import type { CreditDepositItem } from '../../../../contracts/api/credits.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useMediaQuery, WIDE_QUERY } from '../../../lib/media-query.ts';
import { AsOf } from '../../../ui/as-of.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { AccountNumber, Money } from '../../../ui/money.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { StatusChip } from '../../../ui/status-chip.tsx';
import { useCreditGraph, useCreditInfo, useCreditsList, useCreditStatement } from '../api/credits-api.ts';
import { ScheduleChart } from '../components/schedule-chart.tsx';
import '../../../ui/data-list.css';
import '../../../ui/buttons.css';
import '../credits.css';

const q = (number: string) => `?number=${encodeURIComponent(number)}`;

function detailPath(item: Pick<CreditDepositItem, 'type' | 'number'>): string {
  return item.type === 'credit'
    ? `/credits/deatil${q(item.number)}`
    : `/credits/deposit-detail${q(item.number)}`;
}

function Pager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (p: number) => void;
}) {
  const { t } = useTranslation('credits');
  if (pageCount <= 1) return null;
  return (
    <nav className="cb-credit-pager" aria-label={t('pager')}>
      <button
        type="button"
        className="cb-button cb-button--secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('prev')}
      </button>
      <span>{t('pageOf', { page, total: pageCount })}</span>
      <button
        type="button"
        className="cb-button cb-button--secondary"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
        data-testid="credits-next-page"
      >
        {t('next')}
      </button>
    </nav>
  );
}

function useNumber(): string {
  const [params] = useSearchParams();
  return params.get('number')?.trim() ?? '';
}

function BackToList() {
  const { t } = useTranslation('credits');
  return (
    <p className="cb-no-print">
      <Link to="/credits">{t('back')}</Link>
    </p>
  );
}

/** /credits — credits and deposits of the organisation(s). */
export function CreditsScreen() {
  const { t } = useTranslation('credits');
  const wide = useMediaQuery(WIDE_QUERY);
  const [page, setPage] = useState(1);
  const list = useCreditsList(page);
  const data = list.data?.data;
  const rows = data?.list;
  return (
    <div className="cb-page" data-testid="credits-list">
      <h1>{t('title')}</h1>
      <AsOf asOf={list.data?.asOf} fetchedAt={list.dataUpdatedAt} />
      <p className="cb-credit-actions">
        <Link to="/credits/stmt" className="cb-button cb-button--secondary">
          {t('statement')}
        </Link>
      </p>
      {list.isPending ? (
        <SkeletonLines lines={5} />
      ) : !rows || rows.length === 0 ? (
        <EmptyState text={t('empty')} />
      ) : wide ? (
        <table className="cb-data-table">
          <caption className="cb-visually-hidden">{t('title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('fields.number')}</th>
              <th scope="col">{t('fields.type')}</th>
              <th scope="col">{t('fields.product')}</th>
              <th scope="col">{t('fields.currency')}</th>
              <th scope="col" className="cb-data-num">
                {t('fields.amount')}
              </th>
              <th scope="col" className="cb-data-num">
                {t('fields.balance')}
              </th>
              <th scope="col" className="cb-data-num">
                {t('fields.overdue')}
              </th>
              <th scope="col">{t('fields.perc')}</th>
              <th scope="col">{t('fields.closeDate')}</th>
              <th scope="col">{t('fields.nextPayment')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.type}:${r.number}`} data-testid="credit-row">
                <td>
                  <Link to={detailPath(r)} data-testid="credit-open">
                    {r.number}
                  </Link>
                </td>
                <td>{t(`types.${r.type}`)}</td>
                <td>{r.product_name}</td>
                <td>{r.currency}</td>
                <td className="cb-data-num">
                  <Money value={r.amount} currency={r.currency} />
                </td>
                <td className="cb-data-num">
                  <Money value={r.balance} currency={r.currency} />
                </td>
                <td className="cb-data-num">
                  {r.overdue === '0.00' ? (
                    '—'
                  ) : (
                    <span className="cb-credit-overdue">
                      <Money value={r.overdue} currency={r.currency} />
                    </span>
                  )}
                </td>
                <td>{r.perc} %</td>
                <td>{formatDate(r.close_date)}</td>
                <td>{r.next_payment_date ? formatDate(r.next_payment_date) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <ul className="cb-data-cards">
          {rows.map((r) => (
            <li key={`${r.type}:${r.number}`} className="cb-data-card" data-testid="credit-card">
              <Link to={detailPath(r)} className="cb-data-card__head" data-testid="credit-open">
                <strong>{r.product_name}</strong>
                <span>
                  {t(`types.${r.type}`)} · {r.number}
                </span>
              </Link>
              <dl className="cb-data-fields cb-data-fields--spaced">
                <div>
                  <dt>{t(r.type === 'credit' ? 'fields.principal' : 'fields.balance')}</dt>
                  <dd>
                    <Money value={r.balance} currency={r.currency} />
                  </dd>
                </div>
                {r.overdue !== '0.00' ? (
                  <div>
                    <dt>{t('fields.overdue')}</dt>
                    <dd className="cb-credit-overdue">
                      <Money value={r.overdue} currency={r.currency} />
                    </dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t(r.next_payment_date ? 'fields.nextPayment' : 'fields.closeDate')}</dt>
                  <dd>{formatDate(r.next_payment_date ?? r.close_date)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageCount={data?._meta.pageCount ?? 1} onPage={setPage} />
    </div>
  );
}

function Field({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** /credits/deatil?number= — one credit: debt, overdue parts, late fees, next payment. */
export function CreditDetailScreen() {
  const { t } = useTranslation('credits');
  const number = useNumber();
  const info = useCreditInfo(number);
  if (number === '') return <Navigate to="/credits" replace />;
  const c = info.data?.data;
  return (
    <div className="cb-page" data-testid="credit-detail">
      {info.isPending ? (
        <SkeletonLines lines={8} />
      ) : !c || c.type !== 'credit' ? (
        <EmptyState text={t('missing')} />
      ) : (
        <>
          <h1>{c.product_name}</h1>
          <AsOf asOf={info.data?.asOf} fetchedAt={info.dataUpdatedAt} />
          <p>
            {c.number} · {c.currency} · {c.organization_name}
            {c.overdue_days > 0 ? (
              <>
                {' '}
                <StatusChip tone="danger" label={t('overdueDays', { days: c.overdue_days })} />
              </>
            ) : null}
          </p>
          <dl className="cb-data-fields cb-data-fields--spaced">
            <Field label={t('fields.amount')}>
              <Money value={c.amount} currency={c.currency} />
            </Field>
            <Field label={t('fields.principal')}>
              <Money value={c.principal} currency={c.currency} />
            </Field>
            <Field label={t('fields.paidPrincipal')}>
              <Money value={c.paid_principal} currency={c.currency} />
            </Field>
            <Field label={t('fields.overduePrincipal')} testId="credit-overdue-principal">
              <Money value={c.overdue_principal} currency={c.currency} />
            </Field>
            <Field label={t('fields.interest')}>
              <Money value={c.interest} currency={c.currency} />
            </Field>
            <Field label={t('fields.overdueInterest')}>
              <Money value={c.overdue_interest} currency={c.currency} />
            </Field>
            <Field label={t('fields.lateFee')}>
              <Money value={c.late_fee} currency={c.currency} />
            </Field>
            <Field label={t('fields.perc')}>{c.perc} %</Field>
            <Field label={t('fields.scheduleKind')}>{t(`kinds.${c.schedule_kind}`)}</Field>
            <Field label={t('fields.contractDate')}>{formatDate(c.contract_date)}</Field>
            <Field label={t('fields.closeDate')}>{formatDate(c.close_date)}</Field>
            <Field label={t('fields.nextPayment')}>
              {c.next_payment_date ? (
                <>
                  {formatDate(c.next_payment_date)} ·{' '}
                  <Money value={c.next_payment_amount} currency={c.currency} />
                </>
              ) : (
                '—'
              )}
            </Field>
            {c.account ? (
              <Field label={t('fields.account')}>
                <AccountNumber number={c.account} />
              </Field>
            ) : null}
          </dl>
          <p className="cb-credit-actions">
            <Link
              to={`/credits/payment-graph${q(c.number)}`}
              className="cb-button cb-button--primary"
              data-testid="credit-schedule"
            >
              {t('schedule')}
            </Link>
            <Link to={`/credits/stmt${q(c.number)}`} className="cb-button cb-button--secondary">
              {t('statement')}
            </Link>
          </p>
        </>
      )}
      <BackToList />
    </div>
  );
}

/** /credits/detail — the spec's /credits/deatil under its intended spelling. */
export function CreditDetailAlias() {
  const { search } = useLocation();
  return <Navigate to={`/credits/deatil${search}`} replace />;
}

/** /credits/payment-graph?number= — the repayment schedule: chart, table with a totals row. */
export function PaymentGraphScreen() {
  const { t } = useTranslation('credits');
  const number = useNumber();
  const graph = useCreditGraph(number);
  if (number === '') return <Navigate to="/credits" replace />;
  const g = graph.data?.data;
  return (
    <div className="cb-page" data-testid="credit-graph">
      <h1>{t('scheduleOf', { number })}</h1>
      <AsOf asOf={graph.data?.asOf} fetchedAt={graph.dataUpdatedAt} />
      {graph.isPending ? (
        <SkeletonLines lines={8} />
      ) : !g ? (
        <EmptyState text={t('missing')} />
      ) : (
        <>
          <p>
            {t(`kinds.${g.schedule_kind}`)} · {t('dayCount')}
          </p>
          <ScheduleChart
            points={g.chart}
            title={t('chartTitle', { number: g.number })}
            summary={t('chartSummary', {
              periods: g.chart.length,
              principal: g.totals.principal,
              interest: g.totals.interest,
              currency: g.currency,
            })}
            labels={{ principal: t('fields.principal'), interest: t('fields.interest') }}
          />
          {/* Scrolls sideways on phones: focusable so a keyboard can scroll it (axe scrollable-region-focusable). */}
          <div className="cb-credit-scroll" tabIndex={0} role="region" aria-label={t('schedule')}>
            <table className="cb-data-table" data-testid="credit-schedule-table">
              <caption className="cb-visually-hidden">{t('schedule')}</caption>
              <thead>
                <tr>
                  <th scope="col">№</th>
                  <th scope="col">{t('fields.date')}</th>
                  <th scope="col" className="cb-data-num">
                    {t('fields.principal')}
                  </th>
                  <th scope="col" className="cb-data-num">
                    {t('fields.interest')}
                  </th>
                  <th scope="col" className="cb-data-num">
                    {t('fields.payment')}
                  </th>
                  <th scope="col" className="cb-data-num">
                    {t('fields.closing')}
                  </th>
                  <th scope="col">{t('fields.state')}</th>
                </tr>
              </thead>
              <tbody>
                {g.list.map((r) => (
                  <tr key={r.n}>
                    <td>{r.n}</td>
                    <td>{formatDate(r.date)}</td>
                    <td className="cb-data-num">
                      <Money value={r.principal} currency={g.currency} />
                    </td>
                    <td className="cb-data-num">
                      <Money value={r.interest} currency={g.currency} />
                    </td>
                    <td className="cb-data-num">
                      <Money value={r.payment} currency={g.currency} />
                    </td>
                    <td className="cb-data-num">
                      <Money value={r.closing} currency={g.currency} />
                    </td>
                    <td className={r.state === 'overdue' ? 'cb-credit-overdue' : undefined}>
                      {t(`states.${r.state}`)}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr data-testid="credit-schedule-totals">
                  <th scope="row" colSpan={2}>
                    {t('total')}
                  </th>
                  <td className="cb-data-num">
                    <Money value={g.totals.principal} currency={g.currency} />
                  </td>
                  <td className="cb-data-num">
                    <Money value={g.totals.interest} currency={g.currency} />
                  </td>
                  <td className="cb-data-num">
                    <Money value={g.totals.payment} currency={g.currency} />
                  </td>
                  <td colSpan={2} />
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      )}
      <p className="cb-no-print">
        <Link to={number === '' ? '/credits' : `/credits/deatil${q(number)}`}>{t('backToCredit')}</Link>
      </p>
    </div>
  );
}

function StatementList({ number }: { number: string }) {
  const { t } = useTranslation('credits');
  const [page, setPage] = useState(1);
  const stmt = useCreditStatement(number, page);
  const data = stmt.data?.data;
  return (
    <>
      <AsOf asOf={stmt.data?.asOf} fetchedAt={stmt.dataUpdatedAt} />
      {stmt.isPending ? (
        <SkeletonLines lines={6} />
      ) : !data || data.list.length === 0 ? (
        <EmptyState text={t('noMovements')} />
      ) : (
        <ul className="cb-data-cards" data-testid="credit-statement">
          {data.list.map((m) => (
            <li key={m.id} className="cb-data-card">
              <div className="cb-data-card__head">
                <strong>{formatDate(m.date)}</strong>
                <span>{m.number}</span>
              </div>
              <dl className="cb-data-fields cb-data-fields--spaced">
                <Field label={m.debit !== '0.00' ? t('fields.debit') : t('fields.credit')}>
                  {m.debit !== '0.00' ? m.debit : m.credit}
                </Field>
                <Field label={t('fields.purpose')}>{m.purpose}</Field>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageCount={data?._meta.pageCount ?? 1} onPage={setPage} />
    </>
  );
}

/** /credits/stmt[?number=] — movements of one credit's account, or of every contract. */
export function CreditStatementScreen() {
  const { t } = useTranslation('credits');
  const number = useNumber();
  return (
    <div className="cb-page" data-testid="credit-stmt">
      <h1>{number === '' ? t('statementAll') : t('statementOf', { number })}</h1>
      <StatementList number={number} />
      <BackToList />
    </div>
  );
}

/** /credits/deposit-detail?number= — one deposit. */
export function DepositDetailScreen() {
  const { t } = useTranslation('credits');
  const number = useNumber();
  const info = useCreditInfo(number);
  if (number === '') return <Navigate to="/credits" replace />;
  const d = info.data?.data;
  return (
    <div className="cb-page" data-testid="deposit-detail">
      {info.isPending ? (
        <SkeletonLines lines={6} />
      ) : !d || d.type !== 'deposit' ? (
        <EmptyState text={t('missing')} />
      ) : (
        <>
          <h1>{d.product_name}</h1>
          <AsOf asOf={info.data?.asOf} fetchedAt={info.dataUpdatedAt} />
          <p>
            {d.number} · {d.currency} · {d.organization_name}
          </p>
          <dl className="cb-data-fields cb-data-fields--spaced">
            <Field label={t('fields.amount')}>
              <Money value={d.amount} currency={d.currency} />
            </Field>
            <Field label={t('fields.balance')}>
              <Money value={d.balance} currency={d.currency} />
            </Field>
            <Field label={t('fields.accruedInterest')}>
              <Money value={d.accrued_interest} currency={d.currency} />
            </Field>
            <Field label={t('fields.perc')}>{d.perc} %</Field>
            <Field label={t('fields.contractDate')}>{formatDate(d.contract_date)}</Field>
            <Field label={t('fields.closeDate')}>{formatDate(d.close_date)}</Field>
            <Field label={t('fields.account')}>
              <AccountNumber number={d.account} />
            </Field>
          </dl>
          <p className="cb-credit-actions">
            <Link to={`/credits/deposit-stmt${q(d.number)}`} className="cb-button cb-button--primary">
              {t('statement')}
            </Link>
          </p>
        </>
      )}
      <BackToList />
    </div>
  );
}

/** /credits/deposit-stmt?number= — the deposit account's movements. */
export function DepositStatementScreen() {
  const { t } = useTranslation('credits');
  const number = useNumber();
  if (number === '') return <Navigate to="/credits" replace />;
  return (
    <div className="cb-page" data-testid="deposit-stmt">
      <h1>{t('statementOf', { number })}</h1>
      <StatementList number={number} />
      <BackToList />
    </div>
  );
}
