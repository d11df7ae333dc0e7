import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TICKER_MESSAGE_MAX,
  type Ticker,
  type TickerBody,
  type TickerStatus,
} from '../../../../contracts/api/tickers.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import { useMessageText } from '../../../ui/validation-text.ts';
import { MESSAGE_FIELDS, TICKER_LANGUAGES, tickerProblems } from '../ticker-text.ts';

/**
 * Create and edit form: status and the text in all three languages (each required). The same
 * generic rules as the server's schema run before sending; the server's field messages show under
 * the fields when it refuses anyway. Nothing typed is lost on a refusal.
 */
export function TickerForm({
  initial,
  onSave,
  submitLabel,
}: {
  initial?: Ticker;
  onSave: (body: TickerBody) => Promise<unknown>;
  submitLabel: string;
}) {
  const { t } = useTranslation('tickers');
  const messageText = useMessageText();
  const [body, setBody] = useState<TickerBody>(() => ({
    status: initial?.status ?? 1,
    message_ru: initial?.message_ru ?? '',
    message_en: initial?.message_en ?? '',
    message_uz: initial?.message_uz ?? '',
  }));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const problems = tickerProblems(body);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      await onSave({ ...body, ...Object.fromEntries(MESSAGE_FIELDS.map((f) => [f, body[f].trim()])) });
    } catch (error) {
      setServerErrors(error instanceof ApiError ? error.fieldErrors() : {});
    } finally {
      setBusy(false);
    }
  };

  const summary = submitted && Object.keys(problems).length > 0 ? messageText({ key: 'requiredAll' }) : null;
  return (
    <form
      className="cb-ticker-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="ticker-form"
    >
      {summary ? (
        <p className="cb-field__error" role="alert" data-testid="form-summary">
          {summary}
        </p>
      ) : null}
      <div className="cb-field">
        <label className="cb-field__label" htmlFor="ticker-status">
          {t('fields.status')}
        </label>
        <select
          id="ticker-status"
          className="cb-select"
          data-testid="ticker-status"
          value={String(body.status)}
          onChange={(event) => setBody({ ...body, status: Number(event.target.value) as TickerStatus })}
        >
          <option value="1">{t('status.1')}</option>
          <option value="0">{t('status.0')}</option>
        </select>
        <div className="cb-field__hint">{t('activeHint')}</div>
      </div>
      {MESSAGE_FIELDS.map((field, i) => (
        <TextAreaField
          key={field}
          label={t(`fields.${field}`)}
          lang={TICKER_LANGUAGES[i]}
          name={field}
          required
          maxLength={TICKER_MESSAGE_MAX}
          value={body[field]}
          testId={`ticker-${field}`}
          onChange={(value) => {
            setBody({ ...body, [field]: value });
            if (serverErrors[field]) setServerErrors({ ...serverErrors, [field]: '' });
          }}
          onBlur={() => setTouched(new Set(touched).add(field))}
          error={
            serverErrors[field] ||
            (submitted || touched.has(field) ? messageText(problems[field] ?? null) : null)
          }
        />
      ))}
      <div className="cb-ticker-form__actions">
        <SubmitButton busy={busy} testId="ticker-save">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
