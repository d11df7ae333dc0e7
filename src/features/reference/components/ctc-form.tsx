import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CTC_NAME_MAX,
  type Ctc,
  type CtcBody,
} from '../../../../contracts/api/currency-transaction-codes.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { CTC_NAME_FIELDS, ctcProblems, type CtcField } from '../ctc-text.ts';
import { mfoMask } from '../mfo-text.ts';

const LANGS = { name_ru: 'ru', name_en: 'en', name_uz: 'uz' } as const;

/**
 * Create and edit form of a currency transaction code: the code (5 digits), its name in each
 * language and whether the currency payment form offers it. The server's field messages (a
 * duplicate code) show under the fields; nothing typed is lost on a refusal.
 */
export function CtcForm({ initial, onSave }: { initial?: Ctc; onSave: (body: CtcBody) => Promise<unknown> }) {
  const { t } = useTranslation('reference');
  const [body, setBody] = useState<CtcBody>(() => ({
    code: initial?.code ?? '',
    name_ru: initial?.name_ru ?? '',
    name_en: initial?.name_en ?? '',
    name_uz: initial?.name_uz ?? '',
    active: initial?.active ?? true,
  }));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const problems = ctcProblems(body);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      await onSave({
        ...body,
        code: body.code.trim(),
        name_ru: body.name_ru.trim(),
        name_en: body.name_en.trim(),
        name_uz: body.name_uz.trim(),
      });
    } catch (error) {
      setServerErrors(error instanceof ApiError ? error.fieldErrors() : {});
    } finally {
      setBusy(false);
    }
  };

  const shown = (field: CtcField) =>
    serverErrors[field] ||
    ((submitted || touched.has(field)) && problems[field]
      ? t(field === 'code' ? 'ctc.problems.code' : 'ctc.problems.name')
      : null);
  const change = (field: CtcField, value: string) => {
    setBody({ ...body, [field]: field === 'code' ? mfoMask(value) : value });
    if (serverErrors[field]) setServerErrors({ ...serverErrors, [field]: '' });
  };

  return (
    <form
      className="cb-reference-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="ctc-form"
    >
      <TextField
        label={t('ctc.fields.code')}
        name="code"
        inputMode="numeric"
        required
        maxLength={5}
        hint={t('ctc.codeHint')}
        value={body.code}
        testId="ctc-code"
        onChange={(value) => change('code', value)}
        onBlur={() => setTouched(new Set(touched).add('code'))}
        error={shown('code')}
      />
      {CTC_NAME_FIELDS.map((field) => (
        <div key={field} lang={LANGS[field]}>
          <TextField
            label={t(`ctc.fields.${field}`)}
            name={field}
            required
            maxLength={CTC_NAME_MAX}
            value={body[field]}
            testId={`ctc-${field}`}
            onChange={(value) => change(field, value)}
            onBlur={() => setTouched(new Set(touched).add(field))}
            error={shown(field)}
          />
        </div>
      ))}
      <div className="cb-field">
        <label className="cb-field__label" htmlFor="ctc-active">
          {t('ctc.fields.active')}
        </label>
        <select
          id="ctc-active"
          className="cb-select"
          data-testid="ctc-active"
          value={String(body.active)}
          onChange={(event) => setBody({ ...body, active: event.target.value === 'true' })}
        >
          <option value="true">{t('state.active')}</option>
          <option value="false">{t('state.inactive')}</option>
        </select>
        <div className="cb-field__hint">{t('ctc.activeHint')}</div>
      </div>
      <div className="cb-reference-form__actions">
        <SubmitButton busy={busy} testId="ctc-save">
          {t('actions.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
