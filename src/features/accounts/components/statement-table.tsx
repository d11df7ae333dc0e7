import { useTranslation } from 'react-i18next';
import type { Statement } from '../../../../contracts/api/accounts.ts';
import { formatDate } from '../../../lib/dates.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Money } from '../../../ui/money.tsx';
import '../../../ui/data-list.css';

/** Opening balance, turnover and closing balance: the same figures the files carry. */
export function StatementTotals({ statement }: { statement: Statement }) {
  const { t } = useTranslation('accounts');
  const c = statement.account.currency;
  return (
    <dl className="cb-data-fields cb-data-fields--spaced" data-testid="statement-totals">
      <div data-testid="statement-opening">
        <dt>{t('statement.opening')}</dt>
        <dd>
          <Money value={statement.opening_balance} currency={c} />
        </dd>
      </div>
      <div data-testid="statement-debit">
        <dt>{t('statement.debitTurnover', { count: statement.debit_count })}</dt>
        <dd>
          <Money value={statement.debit_turnover} currency={c} />
        </dd>
      </div>
      <div data-testid="statement-credit">
        <dt>{t('statement.creditTurnover', { count: statement.credit_count })}</dt>
        <dd>
          <Money value={statement.credit_turnover} currency={c} />
        </dd>
      </div>
      <div data-testid="statement-closing">
        <dt>{t('statement.closing')}</dt>
        <dd>
          <Money value={statement.closing_balance} currency={c} />
        </dd>
      </div>
    </dl>
  );
}

/** The movements: a table when wide (and on paper), cards on phones. */
export function StatementRows({ statement, wide }: { statement: Statement; wide: boolean }) {
  const { t } = useTranslation('accounts');
  const c = statement.account.currency;
  if (statement.rows.length === 0) return <EmptyState text={t('statement.none')} />;
  if (!wide) {
    return (
      <ul className="cb-data-cards" data-testid="statement-rows">
        {statement.rows.map((r) => (
          <li key={r.id} className="cb-data-card" data-testid="statement-row">
            <div className="cb-data-card__head">
              <span>
                {formatDate(r.date)} {r.time} · № {r.doc_number}
              </span>
              <strong className={r.debit !== '0.00' ? 'cb-acc-debit' : 'cb-acc-credit'}>
                {r.debit !== '0.00' ? '−' : '+'}
                <Money value={r.debit !== '0.00' ? r.debit : r.credit} currency={c} />
              </strong>
            </div>
            <p className="cb-acc-card__who">{r.name}</p>
            <p className="cb-muted">{r.details}</p>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <table className="cb-data-table" data-testid="statement-rows">
      <caption className="cb-visually-hidden">{t('statement.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('statement.date')}</th>
          <th scope="col">{t('statement.doc')}</th>
          <th scope="col">{t('statement.counterparty')}</th>
          <th scope="col" className="cb-data-num">
            {t('statement.debit')}
          </th>
          <th scope="col" className="cb-data-num">
            {t('statement.credit')}
          </th>
          <th scope="col">{t('statement.details')}</th>
        </tr>
      </thead>
      <tbody>
        {statement.rows.map((r) => (
          <tr key={r.id} data-testid="statement-row">
            <td>
              {formatDate(r.date)} {r.time}
            </td>
            <td>{r.doc_number}</td>
            <td>
              {r.name}
              <div className="cb-muted">
                {r.account} · {r.mfo}
                {r.inn ? ` · ${t('fields.inn')} ${r.inn}` : ''}
              </div>
            </td>
            <td className="cb-data-num">
              {r.debit !== '0.00' ? <Money value={r.debit} currency={c} /> : ''}
            </td>
            <td className="cb-data-num">
              {r.credit !== '0.00' ? <Money value={r.credit} currency={c} /> : ''}
            </td>
            <td>{r.details}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
