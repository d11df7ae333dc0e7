/**
 * Statistics: /stats (usage and operations with charts), /stats-export (the same figures as files)
 * for super_user and admin, /elk-stats (events of the log store) for admin and msb_user. The period
 * is kept in the URL, by default the last 30 days.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatsChannel, StatsDay } from '../../../../contracts/api/statistics.ts';
import { bankDaysAgo, bankToday, formatDate } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { BarChart } from '../../../ui/bar-chart.tsx';
import { ExportMenu } from '../../../ui/export/export-menu.tsx';
import { formatMoney } from '../../../ui/format.ts';
import { DateRangeInput } from '../../../ui/inputs/date-inputs.tsx';
import type { Column } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { useElkEvents, useStatsUsage, type Period } from '../api/statistics-api.ts';
import '../../../ui/buttons.css';
import '../../../ui/fields.css';
import '../../../ui/paged-table/paged-table.css';
import './statistics.css';

function usePeriod() {
  const { query, update } = useTableQuery(['from', 'to']);
  const period: Period = {
    from: query.filters['from'] || bankDaysAgo(30),
    to: query.filters['to'] || bankToday(),
  };
  return { period, update };
}

function PeriodPicker({ period, onChange }: { period: Period; onChange: (p: Period) => void }) {
  const { t } = useTranslation('statistics');
  const [value, setValue] = useState(period);
  return (
    <DateRangeInput
      label={t('period')}
      value={value}
      onChange={(next, problem) => {
        setValue(next);
        if (problem === null && next.from && next.to) onChange(next);
      }}
      testId="stats-period"
    />
  );
}

function Table<R extends object>({
  caption,
  columns,
  rows,
  testId,
}: {
  caption: string;
  columns: readonly Column<R>[];
  rows: readonly R[];
  testId: string;
}) {
  return (
    <div className="cb-table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="cb-table" data-testid={testId}>
        <caption className="cb-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              {columns.map((c) => (
                <td key={c.key}>{c.value(r)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function useColumns() {
  const { t } = useTranslation('statistics');
  const lang = currentLanguage();
  const channels = useMemo<Column<StatsChannel>[]>(
    () => [
      {
        key: 'icon',
        label: t('channel.icon'),
        value: (r) => t(`channel.${r.icon}`, { defaultValue: r.icon }),
      },
      { key: 'os', label: t('channel.os'), value: (r) => r.os || '—' },
      { key: 'count', label: t('figures.payments'), value: (r) => String(r.count), numeric: true },
      { key: 'sum', label: t('figures.sum'), value: (r) => formatMoney(r.sum, 'UZS', lang), numeric: true },
    ],
    [t, lang],
  );
  const daily = useMemo<Column<StatsDay>[]>(
    () => [
      { key: 'day', label: t('day'), value: (r) => formatDate(r.day) },
      { key: 'logins', label: t('figures.logins'), value: (r) => String(r.logins), numeric: true },
      { key: 'payments', label: t('figures.payments'), value: (r) => String(r.payments), numeric: true },
      { key: 'sum', label: t('figures.sum'), value: (r) => formatMoney(r.sum, 'UZS', lang), numeric: true },
    ],
    [t, lang],
  );
  return { channels, daily };
}

/** /stats — usage and operations of the period. */
export function StatsScreen() {
  const { t } = useTranslation('statistics');
  const lang = currentLanguage();
  const { period, update } = usePeriod();
  const usage = useStatsUsage(period);
  const columns = useColumns();
  const u = usage.data;
  return (
    <div className="cb-page" data-testid="stats">
      <h1>{t('title')}</h1>
      <div className="cb-stats__toolbar">
        <PeriodPicker period={period} onChange={(p) => update({ filters: { from: p.from, to: p.to } })} />
      </div>
      {!u ? (
        <SkeletonLines lines={8} />
      ) : (
        <>
          <div className="cb-stats__figures" data-testid="stats-figures">
            {(
              [
                ['active_users', String(u.active_users)],
                ['active_organizations', String(u.active_organizations)],
                ['logins', String(u.logins)],
                ['failed_logins', String(u.failed_logins)],
                ['devices_new', String(u.devices_new)],
                ['devices_active', String(u.devices_active)],
                ['payments', String(u.payments)],
                ['sum', formatMoney(u.payments_sum, 'UZS', lang)],
              ] as const
            ).map(([key, text]) => (
              <div key={key} className="cb-stats__figure">
                <span>{t(`figures.${key}`)}</span>
                <strong>{text}</strong>
              </div>
            ))}
          </div>
          <h2>{t('byChannel')}</h2>
          <BarChart
            label={t('byChannel')}
            testId="stats-channels"
            bars={u.channels.map((c) => ({
              key: `${c.icon}-${c.os}`,
              label: `${t(`channel.${c.icon}`, { defaultValue: c.icon })}${c.os ? ` · ${c.os}` : ''}`,
              value: c.count,
            }))}
          />
          <h2>{t('byDay')}</h2>
          <BarChart
            label={t('byDay')}
            testId="stats-daily"
            bars={u.daily.map((d) => ({ key: d.day, label: formatDate(d.day), value: d.payments }))}
          />
          <ExportMenu title={t('byDay')} columns={columns.daily} rows={u.daily} />
          <Table caption={t('byDay')} columns={columns.daily} rows={u.daily} testId="stats-daily-table" />
        </>
      )}
    </div>
  );
}

const DATASETS = ['daily', 'channels'] as const;

/** /stats-export — the figures of the period as a file (xlsx, docx, pdf, txt through the kit). */
export function StatsExportScreen() {
  const { t } = useTranslation('statistics');
  const { period, update } = usePeriod();
  const [dataset, setDataset] = useState<(typeof DATASETS)[number]>('daily');
  const usage = useStatsUsage(period);
  const columns = useColumns();
  return (
    <div className="cb-page" data-testid="stats-export">
      <h1>{t('exportTitle')}</h1>
      <p>{t('exportIntro')}</p>
      <div className="cb-stats__toolbar">
        <PeriodPicker period={period} onChange={(p) => update({ filters: { from: p.from, to: p.to } })} />
        <div className="cb-field">
          <label className="cb-field__label" htmlFor="stats-dataset">
            {t('dataset')}
          </label>
          <select
            id="stats-dataset"
            className="cb-select"
            value={dataset}
            onChange={(e) => setDataset(e.target.value === 'channels' ? 'channels' : 'daily')}
          >
            {DATASETS.map((d) => (
              <option key={d} value={d}>
                {t(d === 'daily' ? 'byDay' : 'byChannel')}
              </option>
            ))}
          </select>
        </div>
      </div>
      {!usage.data ? (
        <SkeletonLines lines={4} />
      ) : dataset === 'daily' ? (
        <>
          <ExportMenu title={t('byDay')} columns={columns.daily} rows={usage.data.daily} />
          <Table
            caption={t('byDay')}
            columns={columns.daily}
            rows={usage.data.daily}
            testId="stats-export-table"
          />
        </>
      ) : (
        <>
          <ExportMenu title={t('byChannel')} columns={columns.channels} rows={usage.data.channels} />
          <Table
            caption={t('byChannel')}
            columns={columns.channels}
            rows={usage.data.channels}
            testId="stats-export-table"
          />
        </>
      )}
    </div>
  );
}

interface ActionRow {
  readonly action: string;
  readonly count: number;
}

/** /elk-stats — events of the log store (the audit log, or ELK when configured). */
export function ElkStatsScreen() {
  const { t } = useTranslation('statistics');
  const { period, update } = usePeriod();
  const events = useElkEvents(period);
  const columns = useMemo<Column<ActionRow>[]>(
    () => [
      { key: 'action', label: t('elk.action'), value: (r) => r.action },
      { key: 'count', label: t('elk.count'), value: (r) => String(r.count), numeric: true },
    ],
    [t],
  );
  const e = events.data;
  return (
    <div className="cb-page" data-testid="elk-stats">
      <h1>{t('elk.title')}</h1>
      <div className="cb-stats__toolbar">
        <PeriodPicker period={period} onChange={(p) => update({ filters: { from: p.from, to: p.to } })} />
      </div>
      {events.isError ? <p role="alert">{t('elk.unavailable')}</p> : null}
      {!e ? (
        events.isError ? null : (
          <SkeletonLines lines={8} />
        )
      ) : (
        <>
          <p data-testid="elk-source">
            {t(`elk.source.${e.source}`)} · {t('elk.total', { count: e.total })}
          </p>
          <h2>{t('elk.byDay')}</h2>
          <BarChart
            label={t('elk.byDay')}
            bars={e.daily.map((d) => ({ key: d.day, label: formatDate(d.day), value: d.count }))}
          />
          <h2>{t('elk.byAction')}</h2>
          <BarChart
            label={t('elk.byAction')}
            testId="elk-actions"
            bars={e.actions.slice(0, 15).map((a) => ({ key: a.action, label: a.action, value: a.count }))}
          />
          <ExportMenu title={t('elk.title')} columns={columns} rows={e.actions} />
          <Table caption={t('elk.byAction')} columns={columns} rows={e.actions} testId="elk-table" />
        </>
      )}
    </div>
  );
}
