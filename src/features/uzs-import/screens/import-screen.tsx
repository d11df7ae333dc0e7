import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  IMPORT_ACCEPT,
  IMPORT_EXTENSIONS,
  IMPORT_MAX_BYTES,
  IMPORT_STATUS,
  importExtension,
  type ImportFile,
} from '../../../../contracts/api/uzs-import.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { ConfirmSheet } from '../../../ui/confirm-sheet.tsx';
import { PagedTable, type Column, type RowAction } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { StatusChip, type ChipTone } from '../../../ui/status-chip.tsx';
import {
  IMPORT_KINDS_UI,
  deleteImport,
  downloadTemplate,
  fileToBase64,
  uploadImport,
  useImportFiles,
  useImportStatuses,
  type ImportKindConfig,
} from '../api/import-api.ts';
import { kindAmount, useKindText } from './kind-text.ts';
import '../../../ui/buttons.css';
import './imports.css';

const FILTERS = ['status'] as const;

const TONES: Record<number, ChipTone> = {
  [IMPORT_STATUS.awaiting]: 'neutral',
  [IMPORT_STATUS.inProgress]: 'info',
  [IMPORT_STATUS.processed]: 'success',
  [IMPORT_STATUS.error]: 'danger',
};

export function ImportStatusChip({ file }: { file: ImportFile }) {
  const { t } = useTranslation('imports');
  const progress =
    file.status === IMPORT_STATUS.inProgress
      ? ` ${t('progress', { done: file.done, total: file.error_info.total })}`
      : '';
  return (
    <StatusChip
      label={`${file.statusName}${progress}`}
      tone={TONES[file.status] ?? 'neutral'}
      testId="import-status"
    />
  );
}

interface Pending {
  readonly name: string;
  readonly content: string;
  readonly key: string;
}

/**
 * /uzs-import, /currency-import, /exchange-import — upload a file of documents of the kind, the
 * template, the files with status, totals and delete.
 */
export function ImportScreen({ kind = IMPORT_KINDS_UI.uzs }: { kind?: ImportKindConfig }) {
  const { t } = useTranslation('imports');
  const kt = useKindText(kind);
  const navigate = useNavigate();
  const language = currentLanguage();
  const { user } = useSession();
  const writer = roleAllowed(user?.role ?? '', kind.writers);
  const { query, update } = useTableQuery(FILTERS);
  const list = useImportFiles(kind, query);
  const statuses = useImportStatuses();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [duplicate, setDuplicate] = useState<{ pending: Pending; of: ImportFile } | null>(null);
  const [deleting, setDeleting] = useState<ImportFile | null>(null);

  const send = async (pending: Pending, confirm: boolean) => {
    setBusy(true);
    setMessage(null);
    try {
      const result = await uploadImport(kind, {
        file_name: pending.name,
        content: pending.content,
        ...(confirm ? { confirm_duplicate: true } : {}),
      });
      if (result.kind === 'queued') setMessage({ text: t('upload.queued'), error: false });
      else if (result.data.file === null && result.data.duplicate_of !== null)
        setDuplicate({ pending, of: result.data.duplicate_of });
      else setMessage({ text: t('upload.stored', { name: pending.name }), error: false });
    } catch (error) {
      const text =
        error instanceof ApiError
          ? (error.validation[0]?.message ?? error.serverMessage ?? t('upload.failed'))
          : t('upload.failed');
      setMessage({ text, error: true });
    } finally {
      setBusy(false);
    }
  };

  const picked = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file === undefined) return;
    const ext = importExtension(file.name);
    // The first check here; the server repeats it on the bytes.
    if (ext === 'xls') return setMessage({ text: t('upload.xls'), error: true });
    if (!(IMPORT_EXTENSIONS as readonly string[]).includes(ext))
      return setMessage({ text: t('upload.type'), error: true });
    if (file.size > IMPORT_MAX_BYTES) return setMessage({ text: t('upload.tooLarge'), error: true });
    await send({ name: file.name, content: await fileToBase64(file), key: crypto.randomUUID() }, false);
  };

  const columns = useMemo<Column<ImportFile>[]>(
    () => [
      { key: 'file_name', label: t('fields.file_name'), value: (r) => r.file_name, card: 'title' },
      {
        key: 'status',
        label: t('fields.status'),
        value: (r) => r.statusName,
        render: (r) => <ImportStatusChip file={r} />,
        card: 'field',
      },
      {
        key: 'totals',
        label: t('fields.totals'),
        value: (r) =>
          t('totals', { total: r.error_info.total, payments: r.payments, errors: r.error_info.error }),
        card: 'field',
      },
      {
        key: 'amount_payment',
        label: t('fields.amount_payment'),
        value: (r) => kindAmount(kind, r.amount_payment, language),
        numeric: true,
        card: 'field',
      },
      {
        key: 'created_at',
        label: t('fields.created_at'),
        value: (r) => formatDateTime(r.created_at),
      },
    ],
    [t, language, kind],
  );
  const actions = useMemo<RowAction<ImportFile>[]>(
    () => [
      {
        id: 'errors',
        flag: 'isListError',
        label: t('actions.errors'),
        run: (r) => navigate(kind.errorsPath(r.upid_file)),
      },
      // Each kind's documents list filters by file: open it there to sign the file's documents together.
      {
        id: 'payments',
        flag: 'isPayments',
        label: kind.id === 'uzs' ? t('actions.payments') : kt('fileDocuments'),
        run: (r) => navigate(kind.filePath(r.upid_file)),
      },
      {
        id: 'delete',
        flag: 'isDelete',
        label: t('actions.delete'),
        danger: true,
        run: (r) => setDeleting(r),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- kt follows kind and t
    [t, navigate, kind],
  );

  return (
    <div className="cb-page">
      <h1>{kt('title')}</h1>
      <p className="cb-imports__intro">{kt('intro')}</p>
      <div className="cb-imports__bar">
        {writer ? (
          <>
            <input
              ref={input}
              type="file"
              accept={IMPORT_ACCEPT}
              className="cb-imports__file"
              data-testid="import-file"
              aria-label={t('upload.pick')}
              onChange={(event) => void picked(event)}
            />
            <button
              type="button"
              className="cb-button cb-button--primary"
              disabled={busy}
              aria-busy={busy || undefined}
              data-testid="import-upload"
              onClick={() => input.current?.click()}
            >
              {busy ? <span className="cb-button__spinner" aria-hidden="true" /> : null}
              {t('upload.pick')}
            </button>
          </>
        ) : null}
        <button
          type="button"
          className="cb-button cb-button--secondary"
          data-testid="import-template"
          onClick={() =>
            void downloadTemplate(kind).then((ok) => {
              if (!ok) setMessage({ text: t('template.failed'), error: true });
            })
          }
        >
          {t('template.download')}
        </button>
        <Link to={kind.documentsPath} className="cb-button cb-button--secondary" data-testid="import-to-sign">
          {kt('toPayments')}
        </Link>
      </div>
      <p className="cb-imports__hint">{t('upload.hint')}</p>
      {message ? (
        <p
          className={message.error ? 'cb-field__error' : 'cb-imports__ok'}
          role={message.error ? 'alert' : 'status'}
          data-testid="import-message"
        >
          {message.text}
        </p>
      ) : null}
      <div className="cb-field cb-imports__filter">
        <label className="cb-field__label" htmlFor="imports-status">
          {t('fields.status')}
        </label>
        <select
          id="imports-status"
          className="cb-select"
          data-testid="imports-status"
          value={query.filters['status'] ?? ''}
          onChange={(event) => update({ filters: { status: event.target.value } })}
        >
          <option value="">{t('allStatuses')}</option>
          {(statuses.data ?? []).map((s) => (
            <option key={s.id} value={String(s.id)}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <PagedTable
        caption={t('files')}
        columns={columns}
        rows={list.data?.list}
        meta={list.data?._meta}
        loading={list.isFetching}
        rowKey={(r) => r.upid_file}
        query={query}
        onQuery={update}
        actions={actions}
        testId="imports-table"
      />
      <ConfirmSheet
        open={duplicate !== null}
        title={t('duplicate.title')}
        text={
          duplicate
            ? t('duplicate.text', {
                name: duplicate.of.file_name,
                date: formatDateTime(duplicate.of.created_at),
              })
            : ''
        }
        confirmLabel={t('duplicate.confirm')}
        busy={busy}
        onCancel={() => setDuplicate(null)}
        onConfirm={() => {
          const again = duplicate;
          setDuplicate(null);
          if (again) void send({ ...again.pending, key: crypto.randomUUID() }, true);
        }}
      />
      <ConfirmSheet
        open={deleting !== null}
        title={t('delete.title')}
        text={deleting ? t('delete.text', { name: deleting.file_name, n: deleting.payments }) : ''}
        confirmLabel={t('actions.delete')}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const file = deleting;
          setDeleting(null);
          if (file)
            void deleteImport(kind, file.upid_file, file.file_name)
              .then(() => setMessage({ text: t('delete.done', { name: file.file_name }), error: false }))
              .catch((error: unknown) =>
                setMessage({
                  text:
                    error instanceof ApiError
                      ? (error.serverMessage ?? t('delete.failed'))
                      : t('delete.failed'),
                  error: true,
                }),
              );
        }}
      />
    </div>
  );
}
