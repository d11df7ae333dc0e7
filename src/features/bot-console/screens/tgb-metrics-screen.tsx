import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../ui/inputs/date-inputs.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { downloadMetric, useAppealTypes } from '../api/tgb-admin.ts';
import { AdminPage } from '../components/admin-bits.tsx';
import '../../../ui/fields.css';
import { bankToday } from '../../../lib/dates.ts';

/**
 * /tgb-metrics — statistics export (spec 3 §5): start date, end date (both today by default) and
 * appeal type, all required; the values chosen here are the ones sent (the spec's defect fixed).
 */
export function TgbMetricsScreen() {
  const { t } = useTranslation('bot');
  const types = useAppealTypes();
  // Today (the bank's day) is the spec's default for both dates.
  const [start, setStart] = useState(() => bankToday());
  const [end, setEnd] = useState(() => bankToday());
  const [typeId, setTypeId] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const order = start !== '' && end !== '' && start > end;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (start === '' || end === '' || typeId === '' || order) return;
    setBusy(true);
    try {
      await downloadMetric({ start_date: start, end_date: end, appeal_type_id: Number(typeId) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AdminPage title={t('admin.metrics')} testId="tgb-metrics">
      <form
        className="cb-chat cb-page--narrow"
        noValidate
        onSubmit={(e) => void submit(e)}
        data-testid="tgb-metrics-form"
      >
        <DateInput
          label={t('admin.startDate')}
          value={start}
          onChange={setStart}
          required
          showErrors={submitted}
          testId="tgb-metrics-start"
        />
        <DateInput
          label={t('admin.endDate')}
          value={end}
          onChange={setEnd}
          required
          showErrors={submitted}
          error={order ? t('admin.dateOrder') : null}
          testId="tgb-metrics-end"
        />
        <div className={submitted && typeId === '' ? 'cb-field cb-field--invalid' : 'cb-field'}>
          <label className="cb-field__label" htmlFor="tgb-metrics-type">
            {t('admin.appealType')} <span aria-hidden="true">*</span>
          </label>
          <select
            id="tgb-metrics-type"
            className="cb-select"
            data-testid="tgb-metrics-type"
            value={typeId}
            required
            aria-invalid={submitted && typeId === '' ? true : undefined}
            onChange={(e) => setTypeId(e.target.value)}
          >
            <option value="">{t('admin.chooseType')}</option>
            {(types.data ?? []).map((type) => (
              <option key={type.id} value={String(type.id)}>
                {type.name_ru}
              </option>
            ))}
          </select>
          {submitted && typeId === '' ? (
            <p className="cb-field__error" role="alert">
              {t('close.required')}
            </p>
          ) : null}
        </div>
        <SubmitButton busy={busy} testId="tgb-metrics-export">
          {t('admin.export')}
        </SubmitButton>
      </form>
    </AdminPage>
  );
}
