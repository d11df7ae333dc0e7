import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDate } from '../../../lib/dates.ts';
import { useMediaQuery, WIDE_QUERY } from '../../../lib/media-query.ts';
import { dialogs } from '../../../ui/dialog-service.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { saveFile } from '../../../ui/save-file.ts';
import { DateRangeInput } from '../../../ui/inputs/date-inputs.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { downloadSwift, useSwiftList, useSwiftView } from '../api/swift-api.ts';
import { Money } from '../../../ui/money.tsx';
import { rangeFromSearch, rangeSearch } from '../../../lib/statement-range.ts';
import '../../../ui/buttons.css';
import '../../../ui/data-list.css';
import '../components/accounts.css';

const detailPath = (id: number) => `/swift-format/detail?id=${id}`;

/** /swift-format — the organisation's foreign transfers of a value-date range (MT103). */
export function SwiftListScreen() {
  const { t } = useTranslation('accounts');
  const [search, setSearch] = useSearchParams();
  const wide = useMediaQuery(WIDE_QUERY);
  const range = rangeFromSearch(search);
  const list = useSwiftList(range);
  const rows = list.data;
  return (
    <div className="cb-page" data-testid="swift-list">
      <h1>{t('swift.title')}</h1>
      <DateRangeInput
        label={t('swift.period')}
        value={range}
        testId="swift-range"
        onChange={(value, problem) => {
          if (!problem && value.from && value.to) setSearch(rangeSearch(value), { replace: true });
        }}
      />
      {list.isPending ? (
        <SkeletonLines lines={5} />
      ) : !rows || rows.length === 0 ? (
        <EmptyState />
      ) : wide ? (
        <table className="cb-data-table">
          <caption className="cb-visually-hidden">{t('swift.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('swift.reference')}</th>
              <th scope="col">{t('swift.valueDate')}</th>
              <th scope="col" className="cb-data-num">
                {t('swift.amount')}
              </th>
              <th scope="col">{t('swift.beneficiary')}</th>
              <th scope="col">{t('swift.bic')}</th>
              <th scope="col">{t('swift.charges')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} data-testid="swift-row">
                <td>
                  <Link to={detailPath(r.id)} data-testid="swift-open">
                    {r.reference}
                  </Link>
                </td>
                <td>{formatDate(r.value_date)}</td>
                <td className="cb-data-num">
                  <Money value={r.amount_32a} currency={r.currency} />
                </td>
                <td>{r.beneficiary_name}</td>
                <td>{r.receiver_bic}</td>
                <td>{r.charges}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <ul className="cb-data-cards">
          {rows.map((r) => (
            <li key={r.id} className="cb-data-card" data-testid="swift-row">
              <Link to={detailPath(r.id)} className="cb-data-card__head" data-testid="swift-open">
                <strong>{r.reference}</strong>
                <Money value={r.amount_32a} currency={r.currency} />
              </Link>
              <p className="cb-acc-card__who">{r.beneficiary_name}</p>
              <p className="cb-muted">
                {formatDate(r.value_date)} · {r.receiver_bic} · {r.charges}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** /swift-format/detail?id= — one transfer, its MT103 message and the file. */
export function SwiftDetailScreen() {
  const { t } = useTranslation('accounts');
  const id = Number(useSearchParams()[0].get('id'));
  // Opened without a transfer (a bookmark, a typed address): the query never runs, so say so
  // instead of loading for ever (issue 17 point 14).
  const known = Number.isInteger(id) && id > 0;
  const view = useSwiftView(id);
  const [busy, setBusy] = useState(false);
  const v = view.data;
  const download = async () => {
    setBusy(true);
    try {
      const outcome = await downloadSwift(id);
      if (outcome.kind === 'file') saveFile(outcome.blob, outcome.filename);
      else if (outcome.kind === 'unnamed') {
        dialogs.open({ kind: 'message', tone: 'error', title: t('statement.unnamed'), lines: [] });
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="cb-page" data-testid="swift-detail">
      {!known ? (
        <EmptyState text={t('swift.missing')} />
      ) : view.isPending ? (
        <SkeletonLines lines={8} />
      ) : view.isError || !v ? (
        <EmptyState text={t('swift.missing')} />
      ) : (
        <>
          <h1>
            {t('swift.transfer')} {v.reference}
          </h1>
          <dl className="cb-data-fields cb-data-fields--spaced">
            <div>
              <dt>{t('swift.amount')}</dt>
              <dd>
                <Money value={v.amount_32a} currency={v.currency} />
              </dd>
            </div>
            <div>
              <dt>{t('swift.valueDate')}</dt>
              <dd>{formatDate(v.value_date)}</dd>
            </div>
            <div>
              <dt>{t('swift.ordering')}</dt>
              <dd>
                {v.ordering_name}, {v.ordering_account}
              </dd>
            </div>
            <div>
              <dt>{t('swift.beneficiary')}</dt>
              <dd>
                {v.beneficiary_name}, {v.beneficiary_account}, {v.beneficiary_address}
              </dd>
            </div>
            <div>
              <dt>{t('swift.bic')}</dt>
              <dd>{v.receiver_bic}</dd>
            </div>
            <div>
              <dt>{t('swift.remittance')}</dt>
              <dd>{v.remittance}</dd>
            </div>
          </dl>
          <h2>{t('swift.message')}</h2>
          <pre className="cb-acc-mt" data-testid="swift-mt103">
            {v.mt103}
          </pre>
          <button
            type="button"
            className="cb-button cb-button--primary"
            disabled={busy}
            data-testid="swift-download"
            onClick={() => void download()}
          >
            {t('swift.download')}
          </button>
        </>
      )}
      <p className="cb-no-print">
        <Link to="/swift-format">{t('swift.back')}</Link>
      </p>
    </div>
  );
}
