/**
 * The upload side of /upload-information-on-overdue-debt (contracts/api/overdue-upload.ts): the
 * form (report date, file, template) for the uploader, the preview of an upload (counts and the
 * rows, old → new) with apply and discard, and the history of uploads for the bank's EISVO roles.
 */
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OVERDUE_ACCEPT,
  OVERDUE_AMOUNTS,
  OVERDUE_COLUMN_OF,
  type OverdueAmounts,
  type OverdueFileColumn,
  type OverdueUpload,
  type OverdueUploadRow,
  type OverdueUploadStatus,
  type OverdueRowKind,
} from '../../../../contracts/api/overdue-upload.ts';
import { IMPORT_MAX_BYTES, importExtension } from '../../../../contracts/api/uzs-import.ts';
import { currencyLetterCode } from '../../../../contracts/currency-codes.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { bankToday, formatClock, formatDate } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useOnline } from '../../../offline/online.ts';
import { ConfirmSheet } from '../../../ui/confirm-sheet.tsx';
import { DateInput } from '../../../ui/inputs/date-inputs.tsx';
import { PagedTable, type Column, type RowAction } from '../../../ui/paged-table/paged-table.tsx';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';
import { StatusChip, type ChipTone } from '../../../ui/status-chip.tsx';
import {
  applyOverdueUpload,
  discardOverdueUpload,
  downloadOverdueTemplate,
  uploadOverdueFile,
  useOverdueUploadInfo,
  useOverdueUploadRows,
  useOverdueUploads,
  type RowFilter,
} from '../api/overdue-upload.ts';
import { cellText } from '../components/section-columns.tsx';
import '../../../ui/buttons.css';

const STATUS_TONE: Record<OverdueUploadStatus, ChipTone> = {
  preview: 'info',
  invalid: 'danger',
  applied: 'success',
  discarded: 'neutral',
  superseded: 'warning',
};
const KIND_TONE: Record<OverdueRowKind, ChipTone> = {
  changed: 'info',
  unchanged: 'neutral',
  cleared: 'warning',
  error: 'danger',
};

const FIRST_PAGE: TableQuery = { page: 1, sort: null, filters: {} };

function messageOf(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.outcome.kind === 'network') return fallback;
  return error.validation[0]?.message ?? error.serverMessage ?? fallback;
}

/** The picked file as base64 (what the upload's body carries). */
async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export function UploadStatusChip({ status }: { status: OverdueUploadStatus }) {
  const { t } = useTranslation('eisvo');
  return (
    <StatusChip
      label={t(`upload.status.${status}`)}
      tone={STATUS_TONE[status]}
      testId="overdue-upload-status"
    />
  );
}

/** The uploader's form: report date, the file (xlsx or csv), the template. Online only. */
export function UploadForm({ onUploaded }: { onUploaded: (upload: OverdueUpload) => void }) {
  const { t } = useTranslation('eisvo');
  const online = useOnline();
  const input = useRef<HTMLInputElement>(null);
  const [reportDate, setReportDate] = useState(() => bankToday());
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);

  const picked = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file === undefined) return;
    const ext = importExtension(file.name);
    // The first checks here; the server repeats them on the bytes.
    if (ext !== 'xlsx' && ext !== 'csv') return setMessage({ text: t('upload.type'), error: true });
    if (file.size > IMPORT_MAX_BYTES) return setMessage({ text: t('upload.tooLarge'), error: true });
    if (reportDate === '') return setDateError(t('upload.dateRequired'));
    setBusy(true);
    setMessage(null);
    setDateError(null);
    try {
      const upload = await uploadOverdueFile(
        { file_name: file.name, content: await fileToBase64(file), report_date: reportDate },
        crypto.randomUUID(),
      );
      setMessage({
        text:
          upload.status === 'invalid' ? t('upload.hasErrors', { count: upload.errors }) : t('upload.checked'),
        error: upload.status === 'invalid',
      });
      onUploaded(upload);
    } catch (error) {
      const text = messageOf(error, t('upload.failed'));
      if (error instanceof ApiError && error.validation[0]?.attribute === 'report_date') setDateError(text);
      else setMessage({ text, error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="cb-overdue__upload" aria-labelledby="overdue-upload-title">
      <h2 id="overdue-upload-title">{t('upload.title')}</h2>
      <p className="cb-muted">{t('upload.intro')}</p>
      <DateInput
        label={t('upload.reportDate')}
        name="report_date"
        required
        value={reportDate}
        error={dateError}
        testId="overdue-report-date"
        onChange={(value) => {
          setReportDate(value);
          setDateError(null);
        }}
      />
      <div className="cb-overdue__bar">
        <input
          ref={input}
          type="file"
          accept={OVERDUE_ACCEPT}
          hidden
          data-testid="overdue-file"
          aria-label={t('upload.pick')}
          onChange={(event) => void picked(event)}
        />
        <button
          type="button"
          className="cb-button cb-button--primary"
          disabled={busy || !online}
          aria-busy={busy || undefined}
          data-testid="overdue-upload"
          onClick={() => input.current?.click()}
        >
          {busy ? <span className="cb-button__spinner" aria-hidden="true" /> : null}
          {t('upload.pick')}
        </button>
        <button
          type="button"
          className="cb-button cb-button--secondary"
          disabled={!online}
          data-testid="overdue-template"
          onClick={() =>
            void downloadOverdueTemplate().then((ok) => {
              if (!ok) setMessage({ text: t('upload.templateFailed'), error: true });
            })
          }
        >
          {t('upload.template')}
        </button>
      </div>
      {online ? null : (
        <p className="cb-eisvo__notice" role="status" data-testid="overdue-offline">
          {t('upload.offline')}
        </p>
      )}
      {message ? (
        <p
          className={message.error ? 'cb-field__error' : 'cb-muted'}
          role={message.error ? 'alert' : 'status'}
          data-testid="overdue-message"
        >
          {message.text}
        </p>
      ) : null}
    </section>
  );
}

/** "Payables (1): 125 000.00 → 98 000.50" for each figure the row changes, or its problems. */
function rowSummary(
  row: OverdueUploadRow,
  label: (field: string) => string,
  money: (value: string) => string,
): string[] {
  if (row.kind === 'error') {
    return row.errors.map((e) => `${label(e.column)}: ${e.message}`);
  }
  const old: OverdueAmounts | null = row.old;
  const next: OverdueAmounts | null = row.new;
  if (old === null || next === null) return [];
  const lines = OVERDUE_AMOUNTS.filter((f) => old[f] !== next[f]).map(
    (f) => `${label(OVERDUE_COLUMN_OF[f])}: ${money(old[f])} → ${money(next[f])}`,
  );
  if (lines.length > 0) return lines;
  return OVERDUE_AMOUNTS.filter((f) => next[f] !== '0.00').map(
    (f) => `${label(OVERDUE_COLUMN_OF[f])}: ${money(next[f])}`,
  );
}

/** One upload: its counts, its rows (old → new, problems), apply and discard for the uploader. */
export function UploadPreview({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('eisvo');
  const language = currentLanguage();
  const online = useOnline();
  const info = useOverdueUploadInfo(id);
  const [filter, setFilter] = useState<RowFilter>('all');
  const [query, setQuery] = useState<TableQuery>(FIRST_PAGE);
  const rows = useOverdueUploadRows(id, filter, query.page);
  const [confirm, setConfirm] = useState<'apply' | 'discard' | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [applyKey] = useState(() => crypto.randomUUID());
  const upload = info.data?.data;

  const columns = useMemo<Column<OverdueUploadRow>[]>(() => {
    const label = (field: string) => t(`upload.columns.${field as OverdueFileColumn}`);
    const money = (value: string) => cellText(value, true, language);
    return [
      {
        key: 'contract',
        label: t('fields.contractorUzName'),
        value: (r) => r.contractorUzName ?? r.idn,
        card: 'title',
      },
      {
        key: 'row_no',
        label: t('upload.rowNo'),
        value: (r) => (r.row_no === null ? '—' : String(r.row_no)),
        card: 'field',
      },
      { key: 'idn', label: t('fields.idn'), value: (r) => r.idn, card: 'field' },
      {
        key: 'currCode',
        label: t('fields.currCode'),
        value: (r) => (r.currCode === null ? '' : currencyLetterCode(r.currCode)),
      },
      {
        key: 'kind',
        label: t('upload.result'),
        value: (r) => t(`upload.kind.${r.kind}`),
        render: (r) => <StatusChip label={t(`upload.kind.${r.kind}`)} tone={KIND_TONE[r.kind]} />,
        card: 'field',
      },
      {
        key: 'figures',
        label: t('upload.figures'),
        value: (r) => rowSummary(r, label, money).join('; '),
        render: (r) => (
          <ul className="cb-overdue__lines">
            {rowSummary(r, label, money).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ),
        card: 'field',
      },
    ];
  }, [t, language]);

  const act = async (what: 'apply' | 'discard') => {
    setBusy(true);
    setMessage(null);
    try {
      const done = what === 'apply' ? await applyOverdueUpload(id, applyKey) : await discardOverdueUpload(id);
      setMessage({ text: t(`upload.${what}Done`, { date: formatDate(done.report_date) }), error: false });
    } catch (error) {
      setMessage({ text: messageOf(error, t('upload.failed')), error: true });
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };

  if (upload === undefined) {
    return info.isError ? (
      <p className="cb-field__error" role="alert">
        {t('upload.notFound')}
      </p>
    ) : null;
  }
  const counts: ['rows' | 'changed' | 'unchanged' | 'cleared' | 'errors', number][] = [
    ['rows', upload.rows],
    ['changed', upload.changed],
    ['unchanged', upload.unchanged],
    ['cleared', upload.cleared],
    ['errors', upload.errors],
  ];
  return (
    <section
      className="cb-overdue__preview"
      aria-labelledby="overdue-preview-title"
      data-testid="overdue-preview"
    >
      <h2 id="overdue-preview-title">{t('upload.previewTitle', { name: upload.file_name })}</h2>
      <p className="cb-muted">
        {t('upload.previewMeta', {
          date: formatDate(upload.report_date),
          by: upload.uploaded_by,
          at: formatClock(upload.uploaded_at),
        })}{' '}
        <UploadStatusChip status={upload.status} />
      </p>
      <dl className="cb-overdue__counts" data-testid="overdue-counts">
        {counts.map(([key, n]) => (
          <div key={key}>
            <dt>{t(`upload.counts.${key}`)}</dt>
            <dd className="cb-num" data-testid={`overdue-count-${key}`}>
              {n}
            </dd>
          </div>
        ))}
      </dl>
      {upload.status === 'preview' && upload.cleared > 0 ? (
        <p className="cb-eisvo__notice">{t('upload.clearedNote', { count: upload.cleared })}</p>
      ) : null}
      {upload.status === 'invalid' ? <p className="cb-field__error">{t('upload.invalidNote')}</p> : null}
      {upload.status === 'superseded' ? (
        <p className="cb-eisvo__notice">{t('upload.supersededNote')}</p>
      ) : null}
      <div className="cb-field cb-overdue__filter">
        <label className="cb-field__label" htmlFor="overdue-row-filter">
          {t('upload.show')}
        </label>
        <select
          id="overdue-row-filter"
          className="cb-select"
          value={filter}
          data-testid="overdue-row-filter"
          onChange={(event) => {
            setFilter(event.target.value as RowFilter);
            setQuery(FIRST_PAGE);
          }}
        >
          {(['all', 'changes', 'errors'] as const).map((f) => (
            <option key={f} value={f}>
              {t(`upload.filter.${f}`)}
            </option>
          ))}
        </select>
      </div>
      <PagedTable
        caption={t('upload.rowsCaption')}
        columns={columns}
        rows={rows.data?.data.list}
        meta={rows.data?.data._meta}
        loading={rows.isFetching}
        rowKey={(r) => String(r.id)}
        query={query}
        onQuery={(change) => setQuery((q) => ({ ...q, ...change }))}
        testId="overdue-preview-table"
      />
      {message ? (
        <p
          className={message.error ? 'cb-field__error' : 'cb-muted'}
          role={message.error ? 'alert' : 'status'}
          data-testid="overdue-preview-message"
        >
          {message.text}
        </p>
      ) : null}
      <div className="cb-overdue__actions">
        {upload.isApply ? (
          <button
            type="button"
            className="cb-button cb-button--primary"
            disabled={busy || !online}
            data-testid="overdue-apply"
            onClick={() => setConfirm('apply')}
          >
            {t('upload.apply')}
          </button>
        ) : null}
        {upload.isDiscard ? (
          <button
            type="button"
            className="cb-button cb-button--secondary"
            disabled={busy || !online}
            data-testid="overdue-discard"
            onClick={() => setConfirm('discard')}
          >
            {t('upload.discard')}
          </button>
        ) : null}
        <button
          type="button"
          className="cb-button cb-button--secondary"
          data-testid="overdue-close"
          onClick={onClose}
        >
          {t('upload.close')}
        </button>
      </div>
      <ConfirmSheet
        open={confirm !== null}
        title={confirm === 'discard' ? t('upload.discardTitle') : t('upload.applyTitle')}
        text={
          confirm === 'discard'
            ? t('upload.discardText', { name: upload.file_name })
            : t('upload.applyText', {
                changed: upload.changed,
                cleared: upload.cleared,
                date: formatDate(upload.report_date),
              })
        }
        confirmLabel={confirm === 'discard' ? t('upload.discard') : t('upload.apply')}
        danger={confirm === 'discard'}
        busy={busy}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm !== null) void act(confirm);
        }}
      />
    </section>
  );
}

type HistoryRow = OverdueUpload & { readonly isOpen: true };

/** The uploads, newest first (the bank's EISVO roles). */
export function UploadHistory({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation('eisvo');
  const [query, setQuery] = useState<TableQuery>(FIRST_PAGE);
  const list = useOverdueUploads(query.page, true);
  const rows = useMemo(
    () => list.data?.data.list.map((u): HistoryRow => ({ ...u, isOpen: true })),
    [list.data],
  );
  const columns = useMemo<Column<HistoryRow>[]>(
    () => [
      { key: 'file_name', label: t('upload.fileName'), value: (r) => r.file_name, card: 'title' },
      {
        key: 'uploaded_at',
        label: t('upload.uploadedAt'),
        value: (r) => formatClock(r.uploaded_at),
        card: 'field',
      },
      {
        key: 'report_date',
        label: t('upload.reportDate'),
        value: (r) => formatDate(r.report_date),
        card: 'field',
      },
      {
        key: 'status',
        label: t('upload.statusLabel'),
        value: (r) => t(`upload.status.${r.status}`),
        render: (r) => <UploadStatusChip status={r.status} />,
        card: 'field',
      },
      { key: 'uploaded_by', label: t('upload.uploadedBy'), value: (r) => r.uploaded_by },
      {
        key: 'counts',
        label: t('upload.countsLabel'),
        value: (r) =>
          t('upload.countsText', {
            changed: r.changed,
            unchanged: r.unchanged,
            cleared: r.cleared,
            errors: r.errors,
          }),
        card: 'field',
      },
      {
        key: 'applied',
        label: t('upload.appliedAt'),
        value: (r) => (r.applied_at === null ? '' : `${formatClock(r.applied_at)} · ${r.applied_by ?? ''}`),
      },
      { key: 'sha256', label: 'SHA-256', value: (r) => r.sha256.slice(0, 12) },
    ],
    [t],
  );
  const actions = useMemo<RowAction<HistoryRow>[]>(
    () => [{ id: 'open', flag: 'isOpen', label: t('upload.open'), run: (r) => onOpen(r.id) }],
    [t, onOpen],
  );
  return (
    <section aria-labelledby="overdue-history-title">
      <h2 id="overdue-history-title">{t('upload.history')}</h2>
      <PagedTable
        caption={t('upload.history')}
        columns={columns}
        rows={rows}
        meta={list.data?.data._meta}
        loading={list.isFetching}
        rowKey={(r) => String(r.id)}
        query={query}
        onQuery={(change) => setQuery((q) => ({ ...q, ...change }))}
        actions={actions}
        testId="overdue-history"
      />
    </section>
  );
}
