import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_SIDES,
  DICTIONARIES,
  DICT_NAME_MAX,
  STATUS_COLORS,
  STATUS_SCOPES,
  dictProblems,
  type DictBody,
  type DictEntry,
  type DictField,
  type DictKind,
} from '../../../../contracts/api/reference-data.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextField } from '../../../ui/text-field.tsx';

const NAMES = [
  ['name_ru', 'ru'],
  ['name_en', 'en'],
  ['name_uz', 'uz'],
] as const;

const CHOICES = { scope: STATUS_SCOPES, color: STATUS_COLORS, side: ACCOUNT_SIDES } as const;

/**
 * Create and edit form of one dictionary's entry: the code, the name in each language, the kind's
 * own fields (a currency's letter code and exponent, a status's document family and colour, a
 * balance account's side) and whether it is offered. Runs the contract's rules as the server does;
 * the server's field messages (a duplicate code) show under the fields.
 */
export function DictForm({
  kind,
  initial,
  onSave,
}: {
  kind: DictKind;
  initial?: DictEntry;
  onSave: (body: DictBody) => Promise<unknown>;
}) {
  const { t } = useTranslation('reference');
  const spec = DICTIONARIES[kind];
  const uses = (f: 'letter' | 'exponent' | 'scope' | 'color' | 'side') => spec.extras.includes(f);
  const [body, setBody] = useState<DictBody>(() => ({
    code: initial?.code ?? '',
    name_ru: initial?.name_ru ?? '',
    name_en: initial?.name_en ?? '',
    name_uz: initial?.name_uz ?? '',
    active: initial?.active ?? true,
    letter: uses('letter') ? (initial?.letter ?? '') : null,
    exponent: uses('exponent') ? (initial?.exponent ?? 2) : null,
    scope: uses('scope') ? (initial?.scope ?? STATUS_SCOPES[0]) : null,
    color: uses('color') ? (initial?.color ?? STATUS_COLORS[0]) : null,
    side: uses('side') ? (initial?.side ?? ACCOUNT_SIDES[0]) : null,
  }));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const problems = dictProblems(kind, body);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      await onSave(body);
    } catch (error) {
      setServerErrors(error instanceof ApiError ? error.fieldErrors() : {});
    } finally {
      setBusy(false);
    }
  };

  const shown = (field: DictField) =>
    serverErrors[field] ||
    (submitted && problems[field] ? t(`dict.problems.${problems[field] ?? 'invalid'}`) : null);
  const change = (field: DictField, value: string | number | boolean | null) => {
    setBody({ ...body, [field]: value });
    if (serverErrors[field]) setServerErrors({ ...serverErrors, [field]: '' });
  };

  const select = (field: keyof typeof CHOICES) => (
    <div className="cb-field" key={field}>
      <label className="cb-field__label" htmlFor={`dict-${field}`}>
        {t(`dict.fields.${field}`)}
      </label>
      <select
        id={`dict-${field}`}
        className="cb-select"
        data-testid={`dict-${field}`}
        value={String(body[field] ?? '')}
        onChange={(event) => change(field, event.target.value)}
      >
        {CHOICES[field].map((value) => (
          <option key={value} value={value}>
            {t(`dict.${field}.${value}` as 'dict.scope.salary')}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form
      className="cb-reference-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="dict-form"
    >
      {uses('scope') ? select('scope') : null}
      <TextField
        label={t('dict.fields.code')}
        name="code"
        inputMode="numeric"
        required
        maxLength={5}
        hint={t(`dict.codeHint.${kind}`)}
        value={body.code}
        testId="dict-code"
        onChange={(value) => change('code', value.replace(/\D/g, ''))}
        error={shown('code')}
      />
      {uses('letter') ? (
        <TextField
          label={t('dict.fields.letter')}
          name="letter"
          required
          maxLength={3}
          hint={t('dict.letterHint')}
          value={body.letter ?? ''}
          testId="dict-letter"
          onChange={(value) => change('letter', value.toUpperCase().replace(/[^A-Z]/g, ''))}
          error={shown('letter')}
        />
      ) : null}
      {uses('exponent') ? (
        <div className="cb-field">
          <label className="cb-field__label" htmlFor="dict-exponent">
            {t('dict.fields.exponent')}
          </label>
          <select
            id="dict-exponent"
            className="cb-select"
            data-testid="dict-exponent"
            value={String(body.exponent ?? 2)}
            onChange={(event) => change('exponent', Number(event.target.value))}
          >
            {[0, 1, 2, 3].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <div className="cb-field__hint">{t('dict.exponentHint')}</div>
        </div>
      ) : null}
      {NAMES.map(([field, lang]) => (
        <div key={field} lang={lang}>
          <TextField
            label={t(`dict.fields.${field}`)}
            name={field}
            required
            maxLength={DICT_NAME_MAX}
            value={body[field]}
            testId={`dict-${field}`}
            onChange={(value) => change(field, value)}
            error={shown(field)}
          />
        </div>
      ))}
      {uses('color') ? select('color') : null}
      {uses('side') ? select('side') : null}
      <div className="cb-field">
        <label className="cb-field__label" htmlFor="dict-active">
          {t('dict.fields.active')}
        </label>
        <select
          id="dict-active"
          className="cb-select"
          data-testid="dict-active"
          value={String(body.active)}
          onChange={(event) => change('active', event.target.value === 'true')}
        >
          <option value="true">{t('state.active')}</option>
          <option value="false">{t('state.inactive')}</option>
        </select>
        <div className="cb-field__hint">{t('dict.activeHint')}</div>
      </div>
      <div className="cb-reference-form__actions">
        <SubmitButton busy={busy} testId="dict-save">
          {t('actions.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
