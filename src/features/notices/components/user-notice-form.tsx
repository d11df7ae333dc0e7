import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NOTICE_BODY_MAX,
  NOTICE_TITLE_MAX,
  type UserNotice,
  type UserNoticeBody,
} from '../../../../contracts/api/notices.ts';
import { LANGUAGES } from '../../../../contracts/envelope.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useMessageText } from '../../../ui/validation-text.ts';
import { useNoticeOrganizations } from '../api/notices-api.ts';
import { bodyRules, problemsOf, titleRules } from '../notice-rules.ts';

type TextField = `${'title' | 'body'}_${(typeof LANGUAGES)[number]}`;
const TEXT_FIELDS = LANGUAGES.flatMap((l) => [`title_${l}`, `body_${l}`] as TextField[]);
const RULES = Object.fromEntries(TEXT_FIELDS.map((f) => [f, f.startsWith('title') ? titleRules : bodyRules]));

/**
 * A notice after sign-in: for every organisation or one, with a title and rich text in each of
 * ru, en and uz (all required, as on the server). Server field messages show under the fields.
 */
export function UserNoticeForm({
  initial,
  onSave,
}: {
  initial?: UserNotice;
  onSave: (body: UserNoticeBody) => Promise<unknown>;
}) {
  const { t } = useTranslation('notices');
  const messageText = useMessageText();
  const organizations = useNoticeOrganizations();
  const [organization, setOrganization] = useState(
    initial?.organization_id === null || initial === undefined ? '' : String(initial.organization_id),
  );
  const [texts, setTexts] = useState<Record<TextField, string>>(
    () => Object.fromEntries(TEXT_FIELDS.map((f) => [f, initial?.[f] ?? ''])) as Record<TextField, string>,
  );
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const problems = problemsOf(texts, RULES);
  const invalid = Object.keys(problems).length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (invalid) return;
    setBusy(true);
    try {
      const trimmed = Object.fromEntries(TEXT_FIELDS.map((f) => [f, texts[f].trim()])) as Record<
        TextField,
        string
      >;
      await onSave({ organization_id: organization === '' ? null : Number(organization), ...trimmed });
    } catch (caught) {
      setServerErrors(caught instanceof ApiError ? caught.fieldErrors() : {});
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="cb-notice-form"
      noValidate
      onSubmit={(e) => void submit(e)}
      data-testid="user-notice-form"
    >
      {submitted && invalid ? (
        <p className="cb-field__error" role="alert" data-testid="form-summary">
          {messageText({ key: 'requiredAll' })}
        </p>
      ) : null}
      <SelectField
        id="notice-organization"
        label={t('fields.organization')}
        value={organization}
        emptyLabel={t('user.everyone')}
        options={(organizations.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
        onChange={(value) => {
          setOrganization(value);
          setServerErrors({ ...serverErrors, organization_id: '' });
        }}
        error={serverErrors['organization_id']}
        testId="notice-organization"
      />
      {LANGUAGES.map((language) => (
        <fieldset key={language} className="cb-fieldset" lang={language}>
          <legend>{t(`languages.${language}`)}</legend>
          <TextField
            label={t(`fields.title_${language}`)}
            required
            maxLength={NOTICE_TITLE_MAX}
            value={texts[`title_${language}`]}
            onChange={(value) => {
              setTexts({ ...texts, [`title_${language}`]: value });
              setServerErrors({ ...serverErrors, [`title_${language}`]: '' });
            }}
            error={
              serverErrors[`title_${language}`] ||
              (submitted ? messageText(problems[`title_${language}`] ?? null) : null)
            }
            testId={`notice-title_${language}`}
          />
          <TextAreaField
            label={t(`fields.body_${language}`)}
            required
            rows={5}
            maxLength={NOTICE_BODY_MAX}
            value={texts[`body_${language}`]}
            onChange={(value) => {
              setTexts({ ...texts, [`body_${language}`]: value });
              setServerErrors({ ...serverErrors, [`body_${language}`]: '' });
            }}
            error={
              serverErrors[`body_${language}`] ||
              (submitted ? messageText(problems[`body_${language}`] ?? null) : null)
            }
            testId={`notice-body_${language}`}
          />
        </fieldset>
      ))}
      <p className="cb-field__hint">{t('richTextHint')}</p>
      <div className="cb-notice-form__actions">
        <SubmitButton busy={busy} testId="notice-save">
          {t('actions.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
