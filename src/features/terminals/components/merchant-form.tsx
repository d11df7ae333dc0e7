import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MERCHANT_STATUSES,
  TERMINAL_NAME_MAX,
  type MerchantBody,
} from '../../../../contracts/api/terminals.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { digitsMask, merchantProblems, type MerchantDraft, type MerchantField } from '../terminal-text.ts';

const DIGITS: Partial<Record<MerchantField, number>> = {
  merchant_id: 15,
  inn: 9,
  mfo: 5,
  account: 27,
  mcc: 4,
};

/**
 * A new merchant (solfy_terminal): merchant id, name, the organisation's INN, the settlement
 * account's bank (MFO) and number, the category code. The server finds the organisation by INN and
 * answers under the field when the account is not that organisation's.
 */
export function MerchantForm({ onSave }: { onSave: (body: MerchantBody) => Promise<unknown> }) {
  const { t } = useTranslation('terminals');
  const [draft, setDraft] = useState<MerchantDraft>({
    merchant_id: '',
    name: '',
    inn: '',
    mfo: '',
    account: '',
    mcc: '',
    status: 'active',
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const problems = merchantProblems(draft);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      await onSave({ ...draft, name: draft.name.trim(), status: draft.status as MerchantBody['status'] });
    } catch (error) {
      setServerErrors(error instanceof ApiError ? error.fieldErrors() : {});
    } finally {
      setBusy(false);
    }
  };
  const shown = (field: MerchantField) => {
    if (serverErrors[field]) return serverErrors[field];
    const problem = problems[field];
    return submitted && problem ? t(`problems.${problem}` as 'problems.code') : null;
  };

  return (
    <form
      className="cb-terminals-form"
      noValidate
      onSubmit={(e) => void submit(e)}
      data-testid="merchant-form"
    >
      {(['merchant_id', 'name', 'inn', 'mfo', 'account', 'mcc'] as const).map((field) => (
        <TextField
          key={field}
          label={t(`fields.${field}`)}
          name={field}
          required
          inputMode={DIGITS[field] ? 'numeric' : undefined}
          maxLength={DIGITS[field] ?? TERMINAL_NAME_MAX}
          value={draft[field]}
          testId={`merchant-${field}`}
          onChange={(value) => {
            const max = DIGITS[field];
            setDraft({ ...draft, [field]: max ? digitsMask(value, max) : value });
            if (serverErrors[field]) setServerErrors({ ...serverErrors, [field]: '' });
          }}
          error={shown(field)}
        />
      ))}
      <div className="cb-field">
        <label className="cb-field__label" htmlFor="merchant-status">
          {t('fields.status')}
        </label>
        <select
          id="merchant-status"
          className="cb-select"
          value={draft.status}
          onChange={(event) => setDraft({ ...draft, status: event.target.value })}
        >
          {MERCHANT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`merchantStatus.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="cb-terminals-form__actions">
        <SubmitButton busy={busy} testId="merchant-save">
          {t('actions.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
