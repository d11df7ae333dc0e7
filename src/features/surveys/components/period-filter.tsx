/**
 * The period of a ratings or NPS screen, kept in the URL (from, to; YYYY-MM-DD), by default the last
 * 90 days. A range whose end is before its start is shown as a problem and not applied.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bankDaysAgo, bankToday } from '../../../lib/dates.ts';
import { DateRangeInput } from '../../../ui/inputs/date-inputs.tsx';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';
import type { Period } from '../api/surveys-api.ts';

export const DEFAULT_DAYS = 90;

export function periodOf(query: TableQuery): Period {
  return { from: query.filters['from'] || bankDaysAgo(DEFAULT_DAYS), to: query.filters['to'] || bankToday() };
}

export function PeriodFilter({
  period,
  onChange,
}: {
  period: Period;
  onChange: (filters: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation('surveys');
  const [value, setValue] = useState(period);
  return (
    <DateRangeInput
      label={t('period')}
      value={value}
      onChange={(next, problem) => {
        setValue(next);
        if (problem === null && next.from && next.to) onChange({ from: next.from, to: next.to });
      }}
      testId="survey-period"
    />
  );
}
