import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NOTICE_BODY_MAX,
  NOTICE_IMPORTANCES,
  NOTICE_TITLE_MAX,
  type LoginNotice,
  type LoginNoticeBody,
  type NoticeImportance,
} from '../../../../contracts/api/notices.ts';
import { LANGUAGES, type Language } from '../../../../contracts/envelope.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { RichText } from '../../../ui/rich-text.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useMessageText } from '../../../ui/validation-text.ts';
import { fromLocalInput, toLocalInput } from '../notice-time.ts';
import { bodyRules, problemsOf, titleRules } from '../notice-rules.ts';
import { DateTimeField } from './datetime-field.tsx';

interface Draft {
  language: Language;
  importance: NoticeImportance;
  title: string;
  body: string;
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/**
 * A notice before sign-in: its language, importance, title, rich text and active period. The
 * same rules as the server's run first; the server's field messages show under the fields when it
 * refuses anyway (a period that ends before it starts, a text that is only markup), and nothing
 * typed is lost.
 */
export function LoginNoticeForm({
  initial,
  onSave,
}: {
  initial?: LoginNotice;
  onSave: (body: LoginNoticeBody) => Promise<unknown>;
}) {
  const { t } = useTranslation('notices');
  const messageText = useMessageText();
  const [draft, setDraft] = useState<Draft>(() => ({
    language: initial?.language ?? 'ru',
    importance: initial?.importance ?? 'info',
    title: initial?.title ?? '',
    body: initial?.body ?? '',
    from: toLocalInput(initial?.active_from ?? new Date().toISOString()),
    to: toLocalInput(initial?.active_to ?? new Date(Date.now() + 7 * DAY_MS).toISOString()),
  }));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const from = fromLocalInput(draft.from);
  const to = fromLocalInput(draft.to);
  const problems: Record<string, string | null> = Object.fromEntries(
    Object.entries(
      problemsOf(draft as unknown as Record<string, string>, { title: titleRules, body: bodyRules }),
    ).map(([field, problem]) => [field, messageText(problem)]),
  );
  if (from === null) problems['active_from'] = t('errors.dateTime');
  if (to === null) problems['active_to'] = t('errors.dateTime');
  else if (from !== null && to <= from) problems['active_to'] = t('errors.periodOrder');
  const invalid = Object.values(problems).some(Boolean);

  const set = (change: Partial<Draft>, field: string) => {
    setDraft({ ...draft, ...change });
    if (serverErrors[field]) setServerErrors({ ...serverErrors, [field]: '' });
  };
  const error = (field: string) => serverErrors[field] || (submitted ? (problems[field] ?? null) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (invalid || from === null || to === null) return;
    setBusy(true);
    try {
      await onSave({
        language: draft.language,
        importance: draft.importance,
        title: draft.title.trim(),
        body: draft.body.trim(),
        active_from: from,
        active_to: to,
      });
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
      data-testid="login-notice-form"
    >
      {submitted && invalid ? (
        <p className="cb-field__error" role="alert" data-testid="form-summary">
          {messageText({ key: 'requiredAll' })}
        </p>
      ) : null}
      <div className="cb-notice-form__row">
        <SelectField
          id="notice-language"
          label={t('fields.language')}
          required
          value={draft.language}
          options={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
          onChange={(value) => set({ language: value as Language }, 'language')}
          error={serverErrors['language']}
          testId="notice-language"
        />
        <SelectField
          id="notice-importance"
          label={t('fields.importance')}
          required
          value={draft.importance}
          options={NOTICE_IMPORTANCES.map((i) => ({ value: i, label: t(`importance.${i}`) }))}
          onChange={(value) => set({ importance: value as NoticeImportance }, 'importance')}
          error={serverErrors['importance']}
          testId="notice-importance"
        />
      </div>
      <TextField
        label={t('fields.title')}
        required
        maxLength={NOTICE_TITLE_MAX}
        value={draft.title}
        onChange={(value) => set({ title: value }, 'title')}
        error={error('title')}
        testId="notice-title"
      />
      <TextAreaField
        label={t('fields.body')}
        required
        rows={6}
        maxLength={NOTICE_BODY_MAX}
        value={draft.body}
        onChange={(value) => set({ body: value }, 'body')}
        error={error('body')}
        testId="notice-body"
      />
      <p className="cb-field__hint">{t('richTextHint')}</p>
      {draft.body.trim() ? (
        <div className="cb-notice-preview" aria-label={t('preview')}>
          <RichText html={draft.body} />
        </div>
      ) : null}
      <div className="cb-notice-form__row">
        <DateTimeField
          label={t('fields.active_from')}
          required
          value={draft.from}
          onChange={(value) => set({ from: value }, 'active_from')}
          error={error('active_from')}
          testId="notice-from"
        />
        <DateTimeField
          label={t('fields.active_to')}
          required
          value={draft.to}
          onChange={(value) => set({ to: value }, 'active_to')}
          error={error('active_to')}
          testId="notice-to"
        />
      </div>
      <div className="cb-notice-form__actions">
        <SubmitButton busy={busy} testId="notice-save">
          {t('actions.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
