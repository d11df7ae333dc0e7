import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MFO_NAME_MAX, type MfoBank, type MfoBody } from '../../../../contracts/api/mfo.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { mfoMask, mfoProblems } from '../mfo-text.ts';

/**
 * Create and edit form of a bank: MFO (5 digits), name, active. The same rules as the server's
 * schema run before sending; the server's field messages (duplicate MFO, MFO of a bank in use)
 * show under the fields. Nothing typed is lost on a refusal.
 */
export function MfoForm({
  initial,
  onSave,
}: {
  initial?: MfoBank;
  onSave: (body: MfoBody) => Promise<unknown>;
}) {
  const { t } = useTranslation('reference');
  const [body, setBody] = useState<MfoBody>(() => ({
    mfo: initial?.mfo ?? '',
    name: initial?.name ?? '',
    active: initial?.active ?? true,
  }));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const problems = mfoProblems(body);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      await onSave({ ...body, mfo: body.mfo.trim(), name: body.name.trim() });
    } catch (error) {
      setServerErrors(error instanceof ApiError ? error.fieldErrors() : {});
    } finally {
      setBusy(false);
    }
  };

  const shown = (field: 'mfo' | 'name') =>
    serverErrors[field] ||
    ((submitted || touched.has(field)) && problems[field] ? t(`problems.${field}`) : null);

  return (
    <form
      className="cb-reference-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="mfo-form"
    >
      <TextField
        label={t('fields.mfo')}
        name="mfo"
        inputMode="numeric"
        required
        maxLength={5}
        hint={t('mfoHint')}
        value={body.mfo}
        testId="mfo-code"
        onChange={(value) => {
          setBody({ ...body, mfo: mfoMask(value) });
          if (serverErrors['mfo']) setServerErrors({ ...serverErrors, mfo: '' });
        }}
        onBlur={() => setTouched(new Set(touched).add('mfo'))}
        error={shown('mfo')}
      />
      <TextField
        label={t('fields.name')}
        name="name"
        required
        maxLength={MFO_NAME_MAX}
        value={body.name}
        testId="mfo-name"
        onChange={(value) => {
          setBody({ ...body, name: value });
          if (serverErrors['name']) setServerErrors({ ...serverErrors, name: '' });
        }}
        onBlur={() => setTouched(new Set(touched).add('name'))}
        error={shown('name')}
      />
      <div className="cb-field">
        <label className="cb-field__label" htmlFor="mfo-active">
          {t('fields.active')}
        </label>
        <select
          id="mfo-active"
          className="cb-select"
          data-testid="mfo-active"
          value={String(body.active)}
          onChange={(event) => setBody({ ...body, active: event.target.value === 'true' })}
        >
          <option value="true">{t('state.active')}</option>
          <option value="false">{t('state.inactive')}</option>
        </select>
        <div className="cb-field__hint">{t('activeHint')}</div>
      </div>
      <div className="cb-reference-form__actions">
        <SubmitButton busy={busy} testId="mfo-save">
          {t('actions.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
