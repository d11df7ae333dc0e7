import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TERMINAL_ADDRESS_MAX,
  TERMINAL_MODEL_MAX,
  TERMINAL_NAME_MAX,
  TERMINAL_STATUSES,
  commissionFromText,
  commissionText,
  type Terminal,
  type TerminalBody,
} from '../../../../contracts/api/terminals.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { digitsMask, terminalProblems, type TerminalDraft, type TerminalField } from '../terminal-text.ts';

/**
 * Add and edit form of a POS terminal: the terminal id (8 letters or digits, shown in capitals), the
 * merchant it pays to (15 digits; the server answers under the field when no such merchant is in the
 * caller's scope), name, address, model, commission percent and status. The server's field messages
 * show under the fields; nothing typed is lost on a refusal.
 */
export function TerminalForm({
  initial,
  onSave,
}: {
  initial?: Terminal;
  onSave: (body: TerminalBody) => Promise<unknown>;
}) {
  const { t } = useTranslation('terminals');
  const [draft, setDraft] = useState<TerminalDraft>(() => ({
    code: initial?.code ?? '',
    merchant_id: initial?.merchant_id ?? '',
    name: initial?.name ?? '',
    address: initial?.address ?? '',
    model: initial?.model ?? '',
    commission: initial ? commissionText(initial.commission_bp) : '',
    status: initial?.status ?? 'active',
  }));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const problems = terminalProblems(draft);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      await onSave({
        code: draft.code.trim().toUpperCase(),
        merchant_id: draft.merchant_id.trim(),
        name: draft.name.trim(),
        address: draft.address.trim(),
        model: draft.model.trim(),
        commission_bp: commissionFromText(draft.commission) ?? 0,
        status: draft.status as TerminalBody['status'],
      });
    } catch (error) {
      setServerErrors(error instanceof ApiError ? error.fieldErrors() : {});
    } finally {
      setBusy(false);
    }
  };

  const shown = (field: TerminalField) => {
    const server = serverErrors[field] || (field === 'commission' ? serverErrors['commission_bp'] : '');
    if (server) return server;
    const problem = problems[field];
    return (submitted || touched.has(field)) && problem ? t(`problems.${problem}` as 'problems.code') : null;
  };
  const change = (field: TerminalField, value: string) => {
    const masked =
      field === 'code'
        ? value
            .toUpperCase()
            .replace(/[^A-Z0-9]/g, '')
            .slice(0, 8)
        : field === 'merchant_id'
          ? digitsMask(value, 15)
          : value;
    setDraft({ ...draft, [field]: masked });
    const serverField = field === 'commission' ? 'commission_bp' : field;
    if (serverErrors[field] || serverErrors[serverField])
      setServerErrors({ ...serverErrors, [field]: '', [serverField]: '' });
  };
  const field = (name: TerminalField, props: { max?: number; numeric?: boolean; hint?: string } = {}) => (
    <TextField
      label={t(`fields.${name}`)}
      name={name}
      required
      maxLength={props.max}
      inputMode={props.numeric ? 'numeric' : undefined}
      hint={props.hint}
      value={draft[name]}
      testId={`terminal-${name}`}
      onChange={(value) => change(name, value)}
      onBlur={() => setTouched(new Set(touched).add(name))}
      error={shown(name)}
    />
  );

  return (
    <form
      className="cb-terminals-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="terminal-form"
    >
      {field('code', { max: 8, hint: t('hints.code') })}
      {field('merchant_id', { max: 15, numeric: true, hint: t('hints.merchant_id') })}
      {field('name', { max: TERMINAL_NAME_MAX })}
      {field('address', { max: TERMINAL_ADDRESS_MAX })}
      {field('model', { max: TERMINAL_MODEL_MAX })}
      {field('commission', { max: 5, hint: t('hints.commission') })}
      <div className="cb-field">
        <label className="cb-field__label" htmlFor="terminal-status">
          {t('fields.status')}
        </label>
        <select
          id="terminal-status"
          className="cb-select"
          data-testid="terminal-status"
          value={draft.status}
          onChange={(event) => setDraft({ ...draft, status: event.target.value })}
        >
          {TERMINAL_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="cb-terminals-form__actions">
        <SubmitButton busy={busy} testId="terminal-save">
          {t('actions.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
