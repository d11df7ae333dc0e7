import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_CATEGORIES,
  APPLICATION_FILES_MAX,
  APPLICATION_SUBJECT_MAX,
  APPLICATION_TEXT_MAX,
  type ApplicationBody,
  type ApplicationCategory,
} from '../../../../contracts/api/applications.ts';
import { CHAT_FILE_ACCEPT, chatFileProblem } from '../../../../contracts/api/chat-file.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { fileToUpload, formatSize } from '../../../ui/chat/file-upload.ts';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';

type Field = 'category' | 'subject' | 'text' | 'files';

/**
 * A new application: category, subject, text and up to three files (the chat's types and size,
 * checked here first and again by the server on the bytes). Server field messages show under the
 * fields; nothing typed or picked is lost on a refusal.
 */
export function ApplicationForm({ onSave }: { onSave: (body: ApplicationBody) => Promise<unknown> }) {
  const { t } = useTranslation('applications');
  const [category, setCategory] = useState<ApplicationCategory | ''>('');
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const problems: Partial<Record<Field, string>> = {};
  if (!category) problems.category = t('problems.category');
  if (subject.trim().length < 3) problems.subject = t('problems.subject');
  if (text.trim().length < 10) problems.text = t('problems.text');
  const shown = (field: Field) =>
    serverErrors[field] ||
    Object.entries(serverErrors).find(([k, v]) => k.startsWith(`${field}.`) && v)?.[1] ||
    (submitted ? (problems[field] ?? null) : null);

  const pick = (list: FileList | null) => {
    const picked = [...(list ?? [])];
    setFileError(null);
    const next = [...files];
    for (const file of picked) {
      const problem = chatFileProblem(file.name, file.size);
      if (problem) {
        setFileError(t(`problems.file_${problem}`, { name: file.name }));
        continue;
      }
      if (next.length >= APPLICATION_FILES_MAX) {
        setFileError(t('problems.files_max', { count: APPLICATION_FILES_MAX }));
        break;
      }
      next.push(file);
    }
    setFiles(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0 || !category) return;
    setBusy(true);
    try {
      await onSave({
        category,
        subject: subject.trim(),
        text: text.trim(),
        files: await Promise.all(files.map(fileToUpload)),
      });
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
      data-testid="application-form"
    >
      <div className="cb-field" data-testid="application-category">
        <label className="cb-field__label" htmlFor="application-category">
          {t('fields.category')}
        </label>
        <select
          id="application-category"
          className="cb-select"
          required
          aria-invalid={shown('category') ? true : undefined}
          aria-describedby={shown('category') ? 'application-category-error' : undefined}
          value={category}
          onChange={(event) => setCategory(event.target.value as ApplicationCategory)}
        >
          <option value="">{t('fields.categoryPick')}</option>
          {APPLICATION_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`category.${c}`)}
            </option>
          ))}
        </select>
        {shown('category') ? (
          <div className="cb-field__error" id="application-category-error" role="alert">
            {shown('category')}
          </div>
        ) : null}
      </div>
      <TextField
        label={t('fields.subject')}
        name="subject"
        required
        maxLength={APPLICATION_SUBJECT_MAX}
        value={subject}
        testId="application-subject"
        onChange={setSubject}
        error={shown('subject')}
      />
      <TextAreaField
        label={t('fields.text')}
        name="text"
        required
        rows={6}
        maxLength={APPLICATION_TEXT_MAX}
        value={text}
        testId="application-text"
        onChange={setText}
        error={shown('text')}
      />
      <div className="cb-field">
        <label className="cb-field__label" htmlFor="application-files">
          {t('fields.files', { count: APPLICATION_FILES_MAX })}
        </label>
        <input
          id="application-files"
          type="file"
          multiple
          accept={CHAT_FILE_ACCEPT}
          data-testid="application-files"
          onChange={(event) => {
            pick(event.target.files);
            event.target.value = '';
          }}
        />
        {fileError || shown('files') ? (
          <div className="cb-field__error" role="alert">
            {fileError || shown('files')}
          </div>
        ) : null}
        {files.length > 0 ? (
          <ul className="cb-applications__files" data-testid="application-picked">
            {files.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                {file.name} · {formatSize(file.size)}{' '}
                <button
                  type="button"
                  className="cb-button cb-button--secondary"
                  onClick={() => setFiles(files.filter((_, i) => i !== index))}
                >
                  {t('actions.remove')}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="cb-applications-form__actions">
        <SubmitButton busy={busy} testId="application-send">
          {t('actions.send')}
        </SubmitButton>
      </div>
    </form>
  );
}
