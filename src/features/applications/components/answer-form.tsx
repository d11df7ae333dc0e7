import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_TEXT_MAX,
  type Application,
  type ApplicationAnswerBody,
} from '../../../../contracts/api/applications.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';

type Decision = ApplicationAnswerBody['status'];

/**
 * The contact centre's answer at /application: take the application in work, or answer or reject
 * it with a text (final; the server refuses a second answer under `status`).
 */
export function AnswerForm({
  application,
  onSave,
}: {
  application: Application;
  onSave: (body: ApplicationAnswerBody) => Promise<unknown>;
}) {
  const { t } = useTranslation('applications');
  const [status, setStatus] = useState<Decision>(application.status === 'new' ? 'in_progress' : 'answered');
  const [answer, setAnswer] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const needsText = status !== 'in_progress';
  const problem = needsText && answer.trim() === '' ? t('problems.answer') : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem) return;
    setBusy(true);
    try {
      await onSave({ status, ...(answer.trim() ? { answer: answer.trim() } : {}) });
      setAnswer('');
      setSubmitted(false);
    } catch (error) {
      setServerErrors(error instanceof ApiError ? error.fieldErrors() : {});
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="cb-applications-form"
      noValidate
      onSubmit={(e) => void submit(e)}
      data-testid="answer-form"
    >
      <h2>{t('answer.title')}</h2>
      <div className="cb-field">
        <label className="cb-field__label" htmlFor="answer-status">
          {t('answer.decision')}
        </label>
        <select
          id="answer-status"
          className="cb-select"
          data-testid="answer-status"
          value={status}
          onChange={(event) => setStatus(event.target.value as Decision)}
        >
          {application.status === 'new' ? <option value="in_progress">{t('answer.take')}</option> : null}
          <option value="answered">{t('answer.answer')}</option>
          <option value="rejected">{t('answer.reject')}</option>
        </select>
        {serverErrors['status'] ? (
          <div className="cb-field__error" role="alert">
            {serverErrors['status']}
          </div>
        ) : null}
      </div>
      <TextAreaField
        label={t('fields.answer')}
        name="answer"
        required={needsText}
        rows={5}
        maxLength={APPLICATION_TEXT_MAX}
        value={answer}
        testId="answer-text"
        onChange={(value) => {
          setAnswer(value);
          if (serverErrors['answer']) setServerErrors({ ...serverErrors, answer: '' });
        }}
        error={serverErrors['answer'] || (submitted ? problem : null)}
      />
      <div className="cb-applications-form__actions">
        <SubmitButton busy={busy} testId="answer-save">
          {t('actions.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
