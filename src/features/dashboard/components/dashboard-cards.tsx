import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ACCOUNT_READERS } from '../../../../contracts/api/accounts.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { useOnline } from '../../../offline/online.ts';
import { formatMoney } from '../../../ui/format.ts';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import {
  useCreditInfo,
  useCurrencyHistory,
  useDashboardBalances,
  useDashboardCosts,
} from '../api/dashboard-api.ts';
import { barHeights, linePoints } from '../chart-geometry.ts';
import './dashboard.css';

const HISTORY_CODES = ['USD', 'EUR', 'RUB', 'CNY'] as const;

function useReader(): boolean {
  const { user } = useSession();
  return user ? roleAllowed(user.role, ACCOUNT_READERS) : false;
}

function AsOfLine({ asOf, fetchedAt }: { asOf: number | null; fetchedAt: number }) {
  const { t } = useTranslation('dashboard');
  const online = useOnline();
  const at = asOf ?? (online ? undefined : fetchedAt);
  if (at === undefined) return null;
  return <p className="cb-dash-asof">{t('asOf', { time: formatDateTime(new Date(at)) })}</p>;
}

/** Available money per currency, one tap to the accounts. */
export function BalancesCard() {
  const { t } = useTranslation('dashboard');
  const reader = useReader();
  const balances = useDashboardBalances(reader);
  if (!reader) return null;
  const lang = currentLanguage();
  return (
    <section className="cb-dash-card" aria-labelledby="dash-balances" data-testid="home-balances">
      <h2 id="dash-balances">{t('balances.title')}</h2>
      {balances.isPending ? (
        <SkeletonLines lines={2} />
      ) : balances.data ? (
        <>
          <AsOfLine asOf={balances.data.asOf} fetchedAt={balances.dataUpdatedAt} />
          <ul className="cb-dash-totals">
            {balances.data.data.totals.map((total) => (
              <li key={total.currency} data-testid={`home-balance-${total.currency}`}>
                <strong>{formatMoney(total.available, total.currency, lang)}</strong>
                <span className="cb-muted">{t('balances.accounts', { count: total.accounts })}</span>
              </li>
            ))}
          </ul>
          <Link to="/accounts">{t('balances.open')}</Link>
        </>
      ) : null}
    </section>
  );
}

const CHART_W = 300;
const CHART_H = 120;

/** Costs against income per month: paired bars drawn by hand in SVG. */
export function CostsCard() {
  const { t } = useTranslation('dashboard');
  const reader = useReader();
  const costs = useDashboardCosts(reader);
  if (!reader) return null;
  const lang = currentLanguage();
  const months = costs.data?.data ?? [];
  const heights = barHeights(
    months.flatMap((m) => [m.costs, m.income]),
    CHART_H - 20,
  );
  const slot = months.length > 0 ? CHART_W / months.length : CHART_W;
  const bar = Math.max(4, slot / 3);
  const label = (month: string) =>
    new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : lang === 'uz' ? 'uz-Latn-UZ' : 'ru-RU', {
      month: 'short',
    }).format(new Date(`${month}-15T00:00:00Z`));
  return (
    <section className="cb-dash-card" aria-labelledby="dash-costs" data-testid="home-costs">
      <h2 id="dash-costs">{t('costs.title')}</h2>
      {costs.isPending ? (
        <SkeletonLines lines={3} />
      ) : costs.data ? (
        <>
          <AsOfLine asOf={costs.data.asOf} fetchedAt={costs.dataUpdatedAt} />
          <svg
            className="cb-dash-chart"
            viewBox={`0 0 ${CHART_W} ${CHART_H}`}
            role="img"
            aria-label={t('costs.chart')}
          >
            {months.map((m, i) => {
              const costH = heights[i * 2] ?? 0;
              const incomeH = heights[i * 2 + 1] ?? 0;
              const x = i * slot + (slot - bar * 2) / 2;
              return (
                <g key={m.month}>
                  <rect className="cb-dash-cost" x={x} y={CHART_H - 16 - costH} width={bar} height={costH}>
                    <title>{`${label(m.month)}: ${t('costs.costs')} ${formatMoney(m.costs, 'UZS', lang)}`}</title>
                  </rect>
                  <rect
                    className="cb-dash-income"
                    x={x + bar}
                    y={CHART_H - 16 - incomeH}
                    width={bar}
                    height={incomeH}
                  >
                    <title>{`${label(m.month)}: ${t('costs.income')} ${formatMoney(m.income, 'UZS', lang)}`}</title>
                  </rect>
                  <text x={i * slot + slot / 2} y={CHART_H - 2} textAnchor="middle" className="cb-dash-axis">
                    {label(m.month)}
                  </text>
                </g>
              );
            })}
          </svg>
          <p className="cb-dash-legend">
            <span className="cb-dash-key cb-dash-key--cost" /> {t('costs.costs')}{' '}
            <span className="cb-dash-key cb-dash-key--income" /> {t('costs.income')}
          </p>
          {months.length > 0 ? (
            <p className="cb-muted" data-testid="home-costs-current">
              {t('costs.thisMonth', {
                costs: formatMoney(months[months.length - 1]?.costs ?? '0.00', 'UZS', lang),
              })}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** The CB rate of a currency over the last 30 days as a hand-drawn SVG line. */
export function CurrencyHistoryCard() {
  const { t } = useTranslation('dashboard');
  const reader = useReader();
  const [code, setCode] = useState<string>('USD');
  const history = useCurrencyHistory(reader, code);
  if (!reader) return null;
  const lang = currentLanguage();
  const points = history.data?.data ?? [];
  const line = linePoints(
    points.map((p) => p.rate),
    CHART_W,
    CHART_H - 10,
  );
  const first = points[0];
  const last = points[points.length - 1];
  return (
    <section className="cb-dash-card" aria-labelledby="dash-history" data-testid="home-currency">
      <div className="cb-dash-card__head">
        <h2 id="dash-history">{t('history.title')}</h2>
        <select
          className="cb-select"
          aria-label={t('history.currency')}
          value={code}
          data-testid="home-currency-code"
          onChange={(event) => setCode(event.target.value)}
        >
          {HISTORY_CODES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      {history.isPending ? (
        <SkeletonLines lines={3} />
      ) : history.data && first && last ? (
        <>
          <AsOfLine asOf={history.data.asOf} fetchedAt={history.dataUpdatedAt} />
          <svg
            className="cb-dash-chart"
            viewBox={`0 -5 ${CHART_W} ${CHART_H}`}
            role="img"
            aria-label={t('history.chart', { code })}
          >
            <polyline className="cb-dash-line" points={line.map(([x, y]) => `${x},${y}`).join(' ')} />
          </svg>
          <p data-testid="home-currency-last">
            {formatDate(first.date)}: {formatMoney(first.rate, 'UZS', lang)} → {formatDate(last.date)}:{' '}
            <strong>{formatMoney(last.rate, 'UZS', lang)}</strong>
          </p>
          <Link to="/exchange-rates">{t('history.all')}</Link>
        </>
      ) : null}
    </section>
  );
}

/** Credits in a glance: per currency what is owed, what is overdue and the nearest payment; the contracts fold out. */
export function CreditInfoCard() {
  const { t } = useTranslation('dashboard');
  const reader = useReader();
  const info = useCreditInfo(reader);
  if (!reader) return null;
  const lang = currentLanguage();
  const data = info.data?.data;
  if (info.isPending) {
    return (
      <section className="cb-dash-card" aria-labelledby="dash-credits">
        <h2 id="dash-credits">{t('credits.title')}</h2>
        <SkeletonLines lines={2} />
      </section>
    );
  }
  if (!data || data.credits.length === 0) return null;
  return (
    <section className="cb-dash-card" aria-labelledby="dash-credits" data-testid="home-credits">
      <h2 id="dash-credits">{t('credits.title')}</h2>
      <AsOfLine asOf={info.data?.asOf ?? null} fetchedAt={info.dataUpdatedAt} />
      <ul className="cb-dash-credit-totals">
        {data.totals.map((total) => (
          <li key={total.currency} data-testid={`home-credit-${total.currency}`}>
            <div className="cb-dash-totals__line">
              <span className="cb-muted">{t('credits.debt', { count: total.credits })}</span>
              <strong>{formatMoney(total.debt, total.currency, lang)}</strong>
            </div>
            {total.overdue !== '0.00' ? (
              <div className="cb-dash-totals__line cb-dash-overdue" data-testid="home-credit-overdue">
                <span>{t('credits.overdue')}</span>
                <strong>{formatMoney(total.overdue, total.currency, lang)}</strong>
              </div>
            ) : null}
            {total.next_payment_date ? (
              <div className="cb-dash-totals__line">
                <span className="cb-muted">
                  {t('credits.next', { date: formatDate(total.next_payment_date) })}
                </span>
                <strong>{formatMoney(total.next_payment_amount, total.currency, lang)}</strong>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <details className="cb-dash-credit-list">
        <summary>{t('credits.contracts', { count: data.credits.length })}</summary>
        <ul>
          {data.credits.map((credit) => (
            <li key={credit.number} data-testid="home-credit">
              <strong>{credit.product_name}</strong>
              <span className="cb-muted">
                {t('credits.contract', {
                  number: credit.number,
                  perc: credit.perc,
                  until: formatDate(credit.close_date),
                })}
              </span>
              <span>
                {t('credits.principal')}: {formatMoney(credit.principal, credit.currency, lang)}
              </span>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
