import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  APPLICATION_DELIVERIES,
  APPLICATION_EMAIL_MAX,
  APPLICATION_LANGUAGES,
  APPLICATION_MAX_COPIES,
  APPLICATION_NOTE_MAX,
  APPLICATION_PURPOSES,
  applicationProblems,
  type ApplicationBody,
  type StatementApplication,
} from '../../../../contracts/api/statement-applications.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { bankToday, formatDate, formatDateTime } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useMediaQuery, WIDE_QUERY } from '../../../lib/media-query.ts';
import { rangeFromSearch, rangeSearch } from '../../../lib/statement-range.ts';
import { useDirtyForm } from '../../../offline/dirty-forms.ts';
import { useOnline } from '../../../offline/online.ts';
import { dialogs } from '../../../ui/dialog-service.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { FormSummary } from '../../../ui/form-summary.tsx';
import { DateRangeInput } from '../../../ui/inputs/date-inputs.tsx';
import { AccountNumber } from '../../../ui/money.tsx';
import { saveFile } from '../../../ui/save-file.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { StatusChip } from '../../../ui/status-chip.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useAccountView } from '../api/accounts-api.ts';
import { downloadApplication, submitApplication, useApplications } from '../api/applications-api.ts';
import { APPLICATION_TONES, applicationErrorKey, distinctErrors } from '../components/application-view.ts';
import '../../../ui/buttons.css';
import '../../../ui/fields.css';
import '../../../ui/data-list.css';
import '../components/accounts.css';

type Values = Omit<ApplicationBody, 'account' | 'mfo'>;

function PrintButton({ application }: { application: StatementApplication }) {
  const { t } = useTranslation('accounts');
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const outcome = await downloadApplication(application.id);
      if (outcome.kind === 'file') saveFile(outcome.blob, outcome.filename);
      else if (outcome.kind === 'unnamed') {
        dialogs.open({ kind: 'message', tone: 'error', title: t('statement.unnamed'), lines: [] });
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="cb-button cb-button--secondary"
      disabled={!online || busy}
      aria-busy={busy || undefined}
      data-testid={`application-pdf-${application.number}`}
      onClick={() => void run()}
    >
      {t('application.pdf')}
    </button>
  );
}

function ApplicationList({ rows, wide }: { rows: readonly StatementApplication[]; wide: boolean }) {
  const { t } = useTranslation('accounts');
  if (rows.length === 0) return <p data-testid="applications-none">{t('application.none')}</p>;
  const period = (a: StatementApplication) => `${formatDate(a.date_from)} — ${formatDate(a.date_to)}`;
  const delivery = (a: StatementApplication) =>
    a.delivery === 'email'
      ? `${t('application.delivery.email')}: ${a.email}`
      : t('application.delivery.branch');
  const status = (a: StatementApplication) => (
    <StatusChip
      label={t(`application.status.${a.status}`)}
      tone={APPLICATION_TONES[a.status]}
      testId={`application-status-${a.number}`}
    />
  );
  if (wide) {
    return (
      <table className="cb-data-table" data-testid="applications">
        <thead>
          <tr>
            <th scope="col">{t('application.number')}</th>
            <th scope="col">{t('application.submitted')}</th>
            <th scope="col">{t('application.period')}</th>
            <th scope="col">{t('application.purpose')}</th>
            <th scope="col">{t('application.deliveryLabel')}</th>
            <th scope="col">{t('application.copies')}</th>
            <th scope="col">{t('application.statusLabel')}</th>
            <th scope="col">
              <span className="cb-visually-hidden">{t('application.pdf')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((a) => (
            <tr key={a.id} data-testid="application-row">
              <td>{a.number}</td>
              <td>{formatDateTime(a.created_at)}</td>
              <td>{period(a)}</td>
              <td>{t(`application.purposes.${a.purpose}`)}</td>
              <td>{delivery(a)}</td>
              <td>{a.copies}</td>
              <td>{status(a)}</td>
              <td>
                <PrintButton application={a} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <ul className="cb-data-cards" data-testid="applications">
      {rows.map((a) => (
        <li key={a.id} className="cb-data-card" data-testid="application-row">
          <div className="cb-data-card__head">
            <strong>{a.number}</strong>
            {status(a)}
          </div>
          <dl className="cb-data-fields cb-data-fields--spaced">
            <div>
              <dt>{t('application.period')}</dt>
              <dd>{period(a)}</dd>
            </div>
            <div>
              <dt>{t('application.submitted')}</dt>
              <dd>{formatDateTime(a.created_at)}</dd>
            </div>
            <div>
              <dt>{t('application.purpose')}</dt>
              <dd>{t(`application.purposes.${a.purpose}`)}</dd>
            </div>
            <div>
              <dt>{t('application.deliveryLabel')}</dt>
              <dd>{delivery(a)}</dd>
            </div>
            <div>
              <dt>{t('application.copies')}</dt>
              <dd>{a.copies}</dd>
            </div>
          </dl>
          <div>
            <PrintButton application={a} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * /accounts/stmt/:account/:mfo/application-for-discharge — the client asks the bank for a
 * certified (signed and stamped) statement of the account for a period, and sees the account's
 * applications with their status and the form to print, sign and bring to the bank.
 */
export function ApplicationScreen() {
  const { t } = useTranslation('accounts');
  const { account = '', mfo = '' } = useParams();
  const [search] = useSearchParams();
  const wide = useMediaQuery(WIDE_QUERY);
  const online = useOnline();
  const view = useAccountView(account, mfo);
  const list = useApplications(account, mfo);
  const range = rangeFromSearch(search);
  const initial: Values = {
    date_from: range.from,
    date_to: range.to,
    purpose: 'tax',
    purpose_note: '',
    language: currentLanguage(),
    delivery: 'branch',
    email: '',
    copies: 1,
  };
  const [values, setValues] = useState<Values>(initial);
  const [dirty, setDirty] = useState(false);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  useDirtyForm(dirty);

  const problems = applicationProblems(values, {
    today: bankToday(),
    openingDate: view.data?.data.opening_date ?? null,
  });
  const errorOf = (field: string): string | null => {
    if (serverErrors[field]) return serverErrors[field];
    const problem = tried ? problems.find((p) => p.attribute === field) : undefined;
    return problem ? t(applicationErrorKey(problem)) : null;
  };
  const set = (change: Partial<Values>) => {
    setValues((current) => ({ ...current, ...change }));
    setDirty(true);
    setDone(null);
    setServerErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(change)) delete next[key];
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setSummary(null);
    if (problems.length > 0 || !values.date_from || !values.date_to) {
      setSummary(t('application.check'));
      return;
    }
    setBusy(true);
    try {
      const created = await submitApplication({ account, mfo, ...values });
      setDirty(false);
      setTried(false);
      setDone(t('application.done', { number: created.number }));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setServerErrors(error.fieldErrors());
      setSummary(
        error.validation.length > 0
          ? t('application.check')
          : (error.serverMessage ?? t('application.refused')),
      );
    } finally {
      setBusy(false);
    }
  };

  const dateErrors = distinctErrors([errorOf('date_from'), errorOf('date_to')]);

  return (
    <div className="cb-page" data-testid="application">
      <h1>{t('application.title')}</h1>
      <p>
        <AccountNumber number={account} /> · {t('fields.mfo')} {mfo}
        {view.data ? ` · ${view.data.data.currency} · ${view.data.data.organization_name}` : ''}
      </p>
      <p className="cb-acc-intro">{t('application.intro')}</p>
      <form
        className="cb-acc-form"
        noValidate
        data-testid="application-form"
        onSubmit={(e) => void submit(e)}
      >
        <FormSummary text={summary} />
        {done ? (
          <p className="cb-acc-done" role="status" data-testid="application-done">
            {done}
          </p>
        ) : null}
        <DateRangeInput
          label={t('application.period')}
          value={{ from: values.date_from, to: values.date_to }}
          required
          showErrors={tried}
          testId="application-range"
          onChange={(value) => set({ date_from: value.from, date_to: value.to })}
        />
        {dateErrors.map((text) => (
          <p key={text} className="cb-field__error" role="alert" data-testid="application-period-error">
            {text}
          </p>
        ))}
        <SelectField
          id="application-purpose"
          label={t('application.purpose')}
          required
          value={values.purpose}
          options={APPLICATION_PURPOSES.map((p) => ({ value: p, label: t(`application.purposes.${p}`) }))}
          testId="application-purpose"
          onChange={(purpose) => set({ purpose: purpose as Values['purpose'] })}
        />
        <TextAreaField
          label={values.purpose === 'other' ? t('application.noteOther') : t('application.note')}
          value={values.purpose_note}
          required={values.purpose === 'other'}
          maxLength={APPLICATION_NOTE_MAX}
          rows={2}
          error={errorOf('purpose_note')}
          testId="application-note"
          onChange={(purpose_note) => set({ purpose_note })}
        />
        <div className="cb-field-row">
          <SelectField
            id="application-language"
            label={t('application.language')}
            required
            value={values.language}
            options={APPLICATION_LANGUAGES.map((l) => ({ value: l, label: t(`application.languages.${l}`) }))}
            testId="application-language"
            onChange={(language) => set({ language: language as Values['language'] })}
          />
          <SelectField
            id="application-copies"
            label={t('application.copies')}
            required
            value={String(values.copies)}
            options={Array.from({ length: APPLICATION_MAX_COPIES }, (_, i) => ({
              value: String(i + 1),
              label: String(i + 1),
            }))}
            testId="application-copies"
            onChange={(copies) => set({ copies: Number(copies) })}
          />
        </div>
        <fieldset className="cb-fieldset" data-testid="application-delivery">
          <legend className="cb-field__label">{t('application.deliveryLabel')} *</legend>
          {APPLICATION_DELIVERIES.map((d) => (
            <label key={d} className="cb-acc-choice">
              <input
                type="radio"
                name="application-delivery"
                value={d}
                checked={values.delivery === d}
                data-testid={`application-delivery-${d}`}
                onChange={() => set({ delivery: d })}
              />{' '}
              {t(`application.delivery.${d}`)}
            </label>
          ))}
        </fieldset>
        {values.delivery === 'email' ? (
          <TextField
            label={t('application.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={APPLICATION_EMAIL_MAX}
            value={values.email}
            error={errorOf('email')}
            testId="application-email"
            onChange={(email) => set({ email })}
          />
        ) : null}
        <SubmitButton busy={busy} disabled={!online} testId="application-submit">
          {t('application.submit')}
        </SubmitButton>
        {online ? null : <p className="cb-acc-intro">{t('application.offline')}</p>}
      </form>
      <section className="cb-acc-apps" aria-labelledby="applications-title">
        <h2 id="applications-title">{t('application.listTitle')}</h2>
        {list.isPending ? (
          <SkeletonLines lines={3} />
        ) : list.isError || !list.data ? (
          <EmptyState text={t('missing')} />
        ) : (
          <ApplicationList rows={list.data} wide={wide} />
        )}
      </section>
      <p>
        <Link to={`/accounts/stmt/${account}/${mfo}${rangeSearch(range)}`} data-testid="application-back">
          {t('application.back')}
        </Link>
      </p>
    </div>
  );
}
