import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BASE_CURRENCY, type ExchangeRates } from '../../../../contracts/api/rates.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { formatMoney } from '../../../ui/format.ts';
import { AmountInput } from '../../../ui/inputs/amount-input.tsx';
import { DateInput } from '../../../ui/inputs/date-inputs.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { useConversion, useExchangeRates, type Conversion } from '../api/rates-api.ts';
import '../../../ui/buttons.css';
import './rates.css';

function RatesTable({ rates }: { rates: ExchangeRates }) {
  const { t } = useTranslation('rates');
  const lang = currentLanguage();
  const client = new Map(rates.client_rates.map((c) => [c.code, c]));
  return (
    <table className="cb-rates-table" data-testid="rates-table">
      <caption className="cb-visually-hidden">{t('title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('currency')}</th>
          <th scope="col">{t('rate')}</th>
          <th scope="col">{t('buy')}</th>
          <th scope="col">{t('sell')}</th>
        </tr>
      </thead>
      <tbody>
        {rates.rates.map((r) => (
          <tr key={r.code} data-testid={`rate-${r.code}`}>
            <th scope="row">
              <strong>{r.code}</strong>
              <span className="cb-rates-name">
                {r.nominal > 1 ? `${r.nominal} ` : ''}
                {r.name}
              </span>
            </th>
            <td>
              {formatMoney(r.rate, null, lang)}
              {r.diff !== '0.00' ? (
                <span className={r.diff.startsWith('-') ? 'cb-rates-down' : 'cb-rates-up'}>
                  {r.diff.startsWith('-') ? ' ▼ ' : ' ▲ '}
                  {formatMoney(r.diff.replace('-', ''), null, lang)}
                </span>
              ) : null}
            </td>
            <td>{formatMoney(client.get(r.code)?.buy ?? r.buy, null, lang)}</td>
            <td>{formatMoney(client.get(r.code)?.sell ?? r.sell, null, lang)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Calculator({ rates }: { rates: ExchangeRates }) {
  const { t } = useTranslation('rates');
  const lang = currentLanguage();
  const codes = [BASE_CURRENCY, ...rates.rates.map((r) => r.code)];
  const [amount, setAmount] = useState('');
  const [from, setFrom] = useState('USD');
  const [to, setTo] = useState(BASE_CURRENCY);
  const [asked, setAsked] = useState<Conversion | null>(null);
  const result = useConversion(asked, rates);
  const select = (id: string, label: string, value: string, onChange: (v: string) => void) => (
    <div className="cb-field">
      <label className="cb-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="cb-select"
        value={value}
        data-testid={id}
        onChange={(e) => onChange(e.target.value)}
      >
        {codes.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </div>
  );
  const r = result.data;
  return (
    <section className="cb-rates-calc" aria-labelledby="rates-calc">
      <h2 id="rates-calc">{t('calculator')}</h2>
      <form
        className="cb-rates-calc__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (amount !== '' && from !== to) setAsked({ amount, from, to });
        }}
      >
        <AmountInput
          label={t('amount')}
          value={amount}
          onChange={(v) => setAmount(v)}
          testId="rates-amount"
        />
        {select('rates-from', t('from'), from, setFrom)}
        {select('rates-to', t('to'), to, setTo)}
        <button
          type="submit"
          className="cb-button cb-button--primary"
          disabled={amount === '' || from === to}
          data-testid="rates-calculate"
        >
          {t('calculate')}
        </button>
      </form>
      {r ? (
        <p className="cb-rates-result" role="status" data-testid="rates-result">
          <strong>
            {formatMoney(r.amount, r.currency_from, lang)} = {formatMoney(r.result, r.currency_to, lang)}
          </strong>
          <span className="cb-muted"> {t('usedRate', { date: formatDate(r.date) })}</span>
          {r.stale ? (
            <span className="cb-rates-stale" data-testid="rates-result-stale">
              {' '}
              {t('staleCalculation', { date: formatDate(r.date) })}
            </span>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}

/** /exchange-rates — the Central Bank and the bank's rates for a day and a calculator; no sign-in. */
export function ExchangeRatesScreen() {
  const { t } = useTranslation('rates');
  const [date, setDate] = useState('');
  const rates = useExchangeRates(date);
  const data = rates.data?.data;
  const asOf = rates.data?.asOf ?? null;
  return (
    <div className="cb-page" data-testid="exchange-rates">
      <h1>{t('title')}</h1>
      <div className="cb-rates-day">
        <DateInput
          label={t('date')}
          value={date}
          onChange={(v, problem) => !problem && setDate(v)}
          testId="rates-date"
        />
      </div>
      {rates.isPending ? (
        <SkeletonLines lines={8} />
      ) : rates.isError || !data ? (
        <EmptyState />
      ) : (
        <>
          <p data-testid="rates-day">
            {t('ratesOf', { date: formatDate(data.date) })}
            {asOf !== null ? (
              <span className="cb-muted" data-testid="rates-as-of">
                {' '}
                · {t('asOf', { time: formatDateTime(new Date(asOf)) })}
              </span>
            ) : null}
          </p>
          {data.stale ? (
            <p className="cb-rates-stale" role="status" data-testid="rates-stale">
              {t('stale', { date: formatDate(data.date), day: formatDate(data.operating_day) })}
            </p>
          ) : null}
          <RatesTable rates={data} />
          <Calculator rates={data} />
        </>
      )}
    </div>
  );
}
