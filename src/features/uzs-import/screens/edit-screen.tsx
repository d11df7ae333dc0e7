import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  UZS_IMPORT_COLUMNS,
  type ImportErrorRow,
  type UzsImportColumn,
  type UzsImportFields,
} from '../../../../contracts/api/uzs-import.ts';
import { uzsTypeUses, type UzsTypeField } from '../../../../contracts/api/uzs-payment.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import {
  IMPORT_KINDS_UI,
  fixImportRow,
  useImportErrorRow,
  type AnyErrorRow,
  type ImportKindConfig,
} from '../api/import-api.ts';
import { useKindText } from './kind-text.ts';
import './imports.css';

const TYPE_FIELDS: readonly UzsTypeField[] = [
  'r_inn',
  'r_account_25',
  'r_account_27',
  'r_inn_27',
  'corp_card',
];
const DIGITS: ReadonlySet<UzsImportColumn> = new Set([
  'account',
  'mfo',
  'r_account',
  'r_mfo',
  'r_inn',
  'r_account_25',
  'r_account_27',
  'r_inn_27',
  'corp_card',
  'r_pinfl',
  'code',
]);

function errorsOf(row: Pick<ImportErrorRow, 'errors'>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of row.errors) out[e.attribute] ??= e.message;
  return out;
}

/** The row's fields in one column, the soum payment form's fields (the type's own shown only for it). */
function RowForm({ row }: { row: ImportErrorRow }) {
  const { t } = useTranslation('imports');
  const navigate = useNavigate();
  const [fields, setFields] = useState<UzsImportFields>(row.fields);
  const [errors, setErrors] = useState<Record<string, string>>(() => errorsOf(row));
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const type = Number(fields.type);
  const shown = UZS_IMPORT_COLUMNS.filter(
    (c) =>
      !(TYPE_FIELDS as readonly string[]).includes(c) ||
      uzsTypeUses(type, c as UzsTypeField) ||
      fields[c] !== '',
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setSummary(null);
    try {
      const result = await fixImportRow(IMPORT_KINDS_UI.uzs, { id: row.id, version: row.version, fields });
      navigate(`/uzs-import/errors/${row.upid_file}`, {
        replace: true,
        state: { fixed: result.kind === 'done' ? result.data.payment_id : null },
      });
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.fieldErrors());
        setSummary(
          error.validation.length > 0 ? t('edit.stillWrong') : (error.serverMessage ?? t('edit.failed')),
        );
      } else setSummary(t('edit.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="cb-imports__form"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="import-edit-form"
    >
      <p className="cb-imports__hint">{t('edit.row', { n: row.row_no })}</p>
      {summary ? (
        <p className="cb-field__error" role="alert" data-testid="form-summary">
          {summary}
        </p>
      ) : null}
      <div className="cb-field">
        <label className="cb-field__label" htmlFor="import-type">
          {t('fields.type')}
        </label>
        <select
          id="import-type"
          className="cb-select"
          data-testid="import-field-type"
          value={fields.type}
          aria-invalid={errors['type'] ? true : undefined}
          onChange={(event) => setFields({ ...fields, type: event.target.value })}
        >
          {['1', '2', '3', '4'].map((v) => (
            <option key={v} value={v}>
              {t(`types.${v}` as 'types.1')}
            </option>
          ))}
          {['1', '2', '3', '4'].includes(fields.type) ? null : (
            <option value={fields.type}>{fields.type}</option>
          )}
        </select>
        {errors['type'] ? <div className="cb-field__error">{errors['type']}</div> : null}
      </div>
      {shown
        .filter((c) => c !== 'type')
        .map((c) => (
          <TextField
            key={c}
            name={c}
            label={t(`columns.${c}`)}
            value={fields[c]}
            inputMode={DIGITS.has(c) ? 'numeric' : undefined}
            maxLength={1000}
            error={errors[c] ?? null}
            testId={`import-field-${c}`}
            onChange={(value) => {
              setFields({ ...fields, [c]: value });
              if (errors[c]) setErrors({ ...errors, [c]: '' });
            }}
          />
        ))}
      <div className="cb-imports__footer">
        <SubmitButton busy={busy} testId="import-fix-save">
          {t('edit.save')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** Digits-only fields of the currency kinds: the numeric keyboard on a phone. */
const FX_DIGITS: ReadonlySet<string> = new Set([
  'account',
  'contract_idn',
  'operation_code',
  'soum_account',
  'soum_mfo',
  'fx_account',
  'fx_mfo',
]);
const FX_DECIMALS: ReadonlySet<string> = new Set(['amount', 'rate_limit']);

/** A currency payment or exchange row's fields in one column; saved, it becomes the document. */
function KindRowForm({ kind, row }: { kind: ImportKindConfig; row: AnyErrorRow }) {
  const { t } = useTranslation('imports');
  const kt = useKindText(kind);
  const navigate = useNavigate();
  const [fields, setFields] = useState<Record<string, string>>(row.fields);
  const [errors, setErrors] = useState<Record<string, string>>(() => errorsOf(row));
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setSummary(null);
    try {
      await fixImportRow(kind, { id: row.id, version: row.version, fields });
      navigate(kind.errorsPath(row.upid_file), { replace: true });
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.fieldErrors());
        setSummary(
          error.validation.length > 0 ? t('edit.stillWrong') : (error.serverMessage ?? t('edit.failed')),
        );
      } else setSummary(t('edit.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="cb-imports__form"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="import-edit-form"
    >
      <p className="cb-imports__hint">{t('edit.row', { n: row.row_no })}</p>
      {summary ? (
        <p className="cb-field__error" role="alert" data-testid="form-summary">
          {summary}
        </p>
      ) : null}
      {kind.columns.map((c) => (
        <TextField
          key={c}
          name={c}
          label={t(`${kind.columnLabels}.${c}` as 'columns.number')}
          value={fields[c] ?? ''}
          inputMode={FX_DIGITS.has(c) ? 'numeric' : FX_DECIMALS.has(c) ? 'decimal' : undefined}
          maxLength={1000}
          error={errors[c] ?? null}
          testId={`import-field-${c}`}
          onChange={(value) => {
            setFields({ ...fields, [c]: value });
            if (errors[c]) setErrors({ ...errors, [c]: '' });
          }}
        />
      ))}
      <div className="cb-imports__footer">
        <SubmitButton busy={busy} testId="import-fix-save">
          {kt('editSave')}
        </SubmitButton>
      </div>
    </form>
  );
}

/**
 * /uzs-import/errors/edit?id=, /currency-import/errors/edit?id= (and /exchange-import?id=) — one
 * error row fixed in place; on success it becomes a document of the kind.
 */
export function ImportEditScreen({
  kind = IMPORT_KINDS_UI.uzs,
  rowId,
}: {
  kind?: ImportKindConfig;
  rowId?: number;
}) {
  const { t } = useTranslation('imports');
  const [params] = useSearchParams();
  const raw = rowId ?? Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const row = useImportErrorRow(kind, id);
  const back = params.get('upid_file');
  return (
    <div className="cb-page cb-page--narrow">
      <Link to={back ? kind.errorsPath(back) : kind.listPath} className="cb-imports__back">
        {t('back')}
      </Link>
      <h1>{t('edit.title')}</h1>
      {id === null || row.isError ? (
        <p role="alert">{t('notFound')}</p>
      ) : row.data ? (
        kind.id === 'uzs' ? (
          <RowForm key={`${row.data.id}:${row.data.version}`} row={row.data as ImportErrorRow} />
        ) : (
          <KindRowForm key={`${row.data.id}:${row.data.version}`} kind={kind} row={row.data} />
        )
      ) : (
        <SkeletonLines lines={8} />
      )}
    </div>
  );
}
