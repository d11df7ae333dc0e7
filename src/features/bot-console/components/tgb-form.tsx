import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { maxLength, required, validate } from '../../../../contracts/validation/generic.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useMessageText } from '../../../ui/validation-text.ts';
import '../../../ui/fields.css';

export interface TextSpec {
  readonly name: string;
  readonly label: string;
  readonly max: number;
  readonly multiline?: boolean;
  readonly lang?: string;
}

export interface FormValues {
  readonly texts: Readonly<Record<string, string>>;
  readonly enable: 0 | 1;
  readonly parent_id: number | null;
}

/**
 * The bot's admin forms (texts, appeal types, consultations): every text field required in all
 * three languages (spec 3 §5, 'zapolnitePole'), with optional enable flag and parent topic. The
 * same generic rules as the server's schema run first; the server's field messages show under the
 * fields when it refuses anyway, and nothing typed is lost.
 */
export function TgbForm({
  texts,
  initial,
  withEnable,
  parents,
  onSave,
  testId,
}: {
  texts: readonly TextSpec[];
  initial: FormValues;
  withEnable?: boolean;
  parents?: readonly { id: number; name: string }[];
  onSave: (values: FormValues) => Promise<unknown>;
  testId: string;
}) {
  const { t } = useTranslation('bot');
  const messageText = useMessageText();
  const [values, setValues] = useState<FormValues>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const problems = Object.fromEntries(
    texts.flatMap((f) => {
      const problem = validate(values.texts[f.name] ?? '', [required, maxLength(f.max)]);
      return problem ? [[f.name, problem]] : [];
    }),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      const trimmed = Object.fromEntries(Object.entries(values.texts).map(([k, v]) => [k, v.trim()]));
      await onSave({ ...values, texts: trimmed });
    } catch (error) {
      setServerErrors(error instanceof ApiError ? error.fieldErrors() : {});
    } finally {
      setBusy(false);
    }
  }

  const setText = (name: string, value: string) => {
    setValues({ ...values, texts: { ...values.texts, [name]: value } });
    if (serverErrors[name]) setServerErrors({ ...serverErrors, [name]: '' });
  };

  return (
    <form className="cb-chat" noValidate onSubmit={(e) => void submit(e)} data-testid={testId}>
      {parents ? (
        <div className="cb-field">
          <label className="cb-field__label" htmlFor={`${testId}-parent`}>
            {t('admin.parent')}
          </label>
          <select
            id={`${testId}-parent`}
            className="cb-select"
            value={values.parent_id === null ? '' : String(values.parent_id)}
            onChange={(e) =>
              setValues({ ...values, parent_id: e.target.value ? Number(e.target.value) : null })
            }
          >
            <option value="">{t('admin.noParent')}</option>
            {parents.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {texts.map((f) => {
        const error =
          serverErrors[f.name] || (submitted ? messageText(problems[f.name] ?? null) : null) || null;
        const common = {
          label: f.label,
          value: values.texts[f.name] ?? '',
          required: true,
          maxLength: f.max,
          error,
          testId: `${testId}-${f.name}`,
          onChange: (v: string) => setText(f.name, v),
        };
        return f.multiline ? (
          <TextAreaField key={f.name} {...common} lang={f.lang} rows={4} />
        ) : (
          <TextField key={f.name} {...common} />
        );
      })}
      {withEnable ? (
        <div className="cb-field">
          <label className="cb-field__label" htmlFor={`${testId}-enable`}>
            {t('admin.enable')}
          </label>
          <select
            id={`${testId}-enable`}
            className="cb-select"
            data-testid={`${testId}-enable`}
            value={String(values.enable)}
            onChange={(e) => setValues({ ...values, enable: e.target.value === '1' ? 1 : 0 })}
          >
            <option value="1">{t('admin.enabled')}</option>
            <option value="0">{t('admin.disabled')}</option>
          </select>
        </div>
      ) : null}
      <SubmitButton busy={busy} testId={`${testId}-save`}>
        {t('admin.save')}
      </SubmitButton>
    </form>
  );
}
