import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import {
  LOG_ENTITIES,
  MERCHANT_STATUSES,
  commissionText,
  type LogChange,
  type LogRow,
  type Merchant,
  type StatementRow,
} from '../../../../contracts/api/terminals.ts';
import { bankDaysAgo, bankToday, formatDateTime } from '../../../lib/dates.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ExportMenu } from '../../../ui/export/export-menu.tsx';
import { DateRangeInput, type DateRange } from '../../../ui/inputs/date-inputs.tsx';
import { Money } from '../../../ui/money.tsx';
import { PagedTable, type Column } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SearchBox } from '../../../ui/search-box.tsx';
import { createMerchant, useMerchantList, useRegistryLog, useStatement } from '../api/terminals-api.ts';
import { MerchantForm } from '../components/merchant-form.tsx';
import { RegistryNav, RegistryStatusChip } from '../components/registry-nav.tsx';
import '../../../ui/buttons.css';
import './terminals.css';

/** /solfy/merchant: the merchants with their settlement accounts; a new one below the button. */
export function MerchantListScreen() {
  const { t } = useTranslation('terminals');
  const { query, update } = useTableQuery(['text', 'status'] as const);
  const list = useMerchantList(query);
  const [adding, setAdding] = useState(false);
  const columns = useMemo<Column<Merchant>[]>(
    () => [
      { key: 'merchant_id', label: t('fields.merchant_id'), value: (r) => r.merchant_id, card: 'field' },
      { key: 'name', label: t('fields.name'), value: (r) => r.name, card: 'title' },
      { key: 'organization', label: t('fields.organization'), value: (r) => r.organization, card: 'field' },
      { key: 'inn', label: t('fields.inn'), value: (r) => r.inn },
      { key: 'mfo', label: t('fields.mfo'), value: (r) => r.mfo },
      { key: 'account', label: t('fields.account'), value: (r) => r.account, card: 'field' },
      { key: 'mcc', label: t('fields.mcc'), value: (r) => r.mcc },
      { key: 'terminals', label: t('fields.terminals'), value: (r) => String(r.terminals), numeric: true },
      {
        key: 'status',
        label: t('fields.status'),
        value: (r) => t(`merchantStatus.${r.status}`),
        render: (r) => <RegistryStatusChip status={r.status} merchant />,
        card: 'field',
      },
    ],
    [t],
  );
  return (
    <div className="cb-page">
      <div className="cb-terminals__head">
        <h1>{t('merchants.title')}</h1>
        <button
          type="button"
          className="cb-button cb-button--primary"
          data-testid="merchant-create"
          aria-expanded={adding}
          onClick={() => setAdding(!adding)}
        >
          {t('merchants.create')}
        </button>
      </div>
      <RegistryNav />
      {adding ? (
        <section aria-label={t('merchants.create')}>
          <MerchantForm
            onSave={async (body) => {
              await createMerchant(body);
              setAdding(false);
            }}
          />
        </section>
      ) : null}
      <div className="cb-terminals__filters">
        <SearchBox
          label={t('merchants.search')}
          value={query.filters['text'] ?? ''}
          onSearch={(text) => update({ filters: { text } })}
          testId="merchant-search"
        />
        <div className="cb-field">
          <label className="cb-field__label" htmlFor="merchant-status-filter">
            {t('fields.status')}
          </label>
          <select
            id="merchant-status-filter"
            className="cb-select"
            value={query.filters['status'] ?? ''}
            onChange={(event) => update({ filters: { status: event.target.value } })}
          >
            <option value="">{t('status.all')}</option>
            {MERCHANT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`merchantStatus.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <ExportMenu title={t('merchants.title')} columns={columns} rows={list.data?.list} />
      </div>
      <PagedTable
        caption={t('merchants.title')}
        columns={columns}
        rows={list.data?.list}
        meta={list.data?._meta}
        loading={list.isFetching}
        rowKey={(r) => String(r.id)}
        query={query}
        onQuery={update}
        testId="merchant-table"
      />
    </div>
  );
}

/** A logged value as the forms show it: the commission is stored in hundredths of a percent. */
function logValue(field: string, value: string | null): string {
  if (value === null) return '—';
  return field === 'commission_bp' && /^\d+$/.test(value) ? commissionText(Number(value)) : value;
}

function changeText(c: LogChange, t: (key: string) => string): string {
  return `${t(`fields.${c.field}`)}: ${logValue(c.field, c.old)} → ${logValue(c.field, c.new)}`;
}

/** /solfy/logs: who changed what in the registry, when, old → new; newest first. */
export function RegistryLogScreen() {
  const { t } = useTranslation('terminals');
  const tk = t as unknown as (key: string) => string;
  const { query, update } = useTableQuery(['text', 'entity'] as const);
  const list = useRegistryLog(query);
  const columns = useMemo<Column<LogRow>[]>(
    () => [
      { key: 'at', label: t('logs.at'), value: (r) => formatDateTime(r.at), card: 'field' },
      {
        key: 'ref',
        label: t('logs.ref'),
        value: (r) => `${t(`logs.entity.${r.entity}`)} ${r.ref}`,
        card: 'title',
      },
      { key: 'action', label: t('logs.action'), value: (r) => t(`logs.actions.${r.action}`), card: 'field' },
      { key: 'user', label: t('logs.user'), value: (r) => r.user, card: 'field' },
      {
        key: 'changes',
        label: t('logs.changes'),
        value: (r) => r.changes.map((c) => changeText(c, tk)).join('; '),
        render: (r) => (
          <ul className="cb-terminals__changes">
            {r.changes.map((c) => (
              <li key={c.field}>{changeText(c, tk)}</li>
            ))}
          </ul>
        ),
        card: 'field',
      },
    ],
    [t, tk],
  );
  return (
    <div className="cb-page">
      <h1>{t('logs.title')}</h1>
      <RegistryNav />
      <div className="cb-terminals__filters">
        <SearchBox
          label={t('logs.search')}
          value={query.filters['text'] ?? ''}
          onSearch={(text) => update({ filters: { text } })}
          testId="log-search"
        />
        <div className="cb-field">
          <label className="cb-field__label" htmlFor="log-entity-filter">
            {t('logs.entityLabel')}
          </label>
          <select
            id="log-entity-filter"
            className="cb-select"
            value={query.filters['entity'] ?? ''}
            onChange={(event) => update({ filters: { entity: event.target.value } })}
          >
            <option value="">{t('status.all')}</option>
            {LOG_ENTITIES.map((e) => (
              <option key={e} value={e}>
                {t(`logs.entity.${e}`)}
              </option>
            ))}
          </select>
        </div>
        <ExportMenu title={t('logs.title')} columns={columns} rows={list.data?.list} />
      </div>
      <PagedTable
        caption={t('logs.title')}
        columns={columns}
        rows={list.data?.list}
        meta={list.data?._meta}
        loading={list.isFetching}
        rowKey={(r) => String(r.id)}
        query={query}
        onQuery={update}
        testId="log-table"
      />
    </div>
  );
}

/**
 * /terminals/stmt/:merchant_id (bank admins): the merchant's card transactions over a period (a
 * month back by default, at most a quarter): posting date, transaction date, the card masked by the
 * server, total, net and commission, with the period's totals.
 */
export function StatementScreen() {
  const { t } = useTranslation('terminals');
  const { merchant_id: merchantId = '' } = useParams();
  const [range, setRange] = useState<DateRange>(() => ({ from: bankDaysAgo(30), to: bankToday() }));
  const [page, setPage] = useState(1);
  const statement = useStatement(merchantId, range.from, range.to, page);
  const data = statement.data;
  const columns = useMemo<Column<StatementRow>[]>(
    () => [
      {
        key: 'posting_date',
        label: t('statement.posting_date'),
        value: (r) => r.posting_date ?? '—',
        card: 'field',
      },
      {
        key: 'transaction_date',
        label: t('statement.transaction_date'),
        value: (r) => r.transaction_date,
        card: 'title',
      },
      { key: 'card', label: t('statement.card'), value: (r) => r.card, card: 'field' },
      { key: 'terminal', label: t('statement.terminal'), value: (r) => r.terminal },
      { key: 'rrn', label: t('statement.rrn'), value: (r) => r.rrn },
      {
        key: 'status',
        label: t('fields.status'),
        value: (r) => t(`statement.status.${r.status}`),
        card: 'field',
      },
      {
        key: 'total',
        label: t('statement.total'),
        value: (r) => r.total,
        render: (r) => <Money value={r.total} currency="UZS" />,
        numeric: true,
        card: 'field',
      },
      {
        key: 'net',
        label: t('statement.net'),
        value: (r) => r.net,
        render: (r) => <Money value={r.net} currency="UZS" />,
        numeric: true,
        card: 'field',
      },
      {
        key: 'commission',
        label: t('statement.commission'),
        value: (r) => r.commission,
        render: (r) => <Money value={r.commission} currency="UZS" />,
        numeric: true,
        card: 'field',
      },
    ],
    [t],
  );
  return (
    <div className="cb-page">
      <h1>{t('statement.title', { merchant: data?.merchant ?? merchantId })}</h1>
      {data ? (
        <p className="cb-terminals__hint">
          {data.organization} · {data.merchant_id}
        </p>
      ) : null}
      <div className="cb-terminals__filters">
        <DateRangeInput
          label={t('statement.period')}
          value={range}
          showErrors
          onChange={(value) => {
            setRange(value);
            setPage(1);
          }}
        />
        <ExportMenu
          title={t('statement.title', { merchant: merchantId })}
          columns={columns}
          rows={data?.list}
        />
      </div>
      {statement.isError ? (
        <EmptyState text={t('statement.missing')} />
      ) : (
        <>
          {data ? (
            <dl className="cb-terminals__totals" data-testid="statement-totals">
              <div>
                <dt>{t('statement.count')}</dt>
                <dd>{data.totals.count}</dd>
              </div>
              <div>
                <dt>{t('statement.total')}</dt>
                <dd>
                  <Money value={data.totals.total} currency="UZS" />
                </dd>
              </div>
              <div>
                <dt>{t('statement.net')}</dt>
                <dd>
                  <Money value={data.totals.net} currency="UZS" />
                </dd>
              </div>
              <div>
                <dt>{t('statement.commission')}</dt>
                <dd>
                  <Money value={data.totals.commission} currency="UZS" />
                </dd>
              </div>
            </dl>
          ) : null}
          <PagedTable
            caption={t('statement.caption')}
            columns={columns}
            rows={data?.list}
            meta={data?._meta}
            loading={statement.isFetching}
            rowKey={(r) => String(r.id)}
            query={{ page, sort: null, filters: {} }}
            onQuery={(change) => setPage(change.page ?? 1)}
            testId="statement-table"
          />
        </>
      )}
      <p>
        <Link to="/terminals">{t('actions.back')}</Link>
      </p>
    </div>
  );
}
