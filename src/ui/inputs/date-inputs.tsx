import { IonIcon } from '@ionic/react';
import { calendarOutline } from 'ionicons/icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dateTextToIso,
  dateTimeTextToIso,
  DATE_TEXT_LENGTH,
  isoToDateText,
  isoToDateTimeText,
  reformatDateText,
  reformatDateTimeText,
  validateDateRange,
  validateDateText,
  validateDateTimeText,
} from '../../../contracts/validation/date.ts';
import type { ValidationMessage } from '../../../contracts/validation/messages.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { LOCALE_TAGS } from '../format.ts';
import { useMessageText } from '../validation-text.ts';
import { isoOf, monthGrid, shiftMonth } from './calendar-grid.ts';
import { MaskedField, type KitFieldProps } from './masked-field.tsx';
import { bankToday } from '../../lib/dates.ts';

export interface DateInputProps extends KitFieldProps {
  /** YYYY-MM-DD, '' while empty or not a real date. */
  readonly value: string;
  readonly onChange: (value: string, problem: ValidationMessage | null) => void;
}

/** The bank's today as numbers (the calendar marks it and opens on its month). */
function todayParts(): { year: number; month: number; day: number } {
  const [year, month, day] = bankToday().split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0 };
}

/** 2024-01-01 is a Monday: the names of seven days from it are the week, Monday first. */
function weekdayNames(): string[] {
  const format = new Intl.DateTimeFormat(LOCALE_TAGS[currentLanguage()], {
    weekday: 'short',
    timeZone: 'UTC',
  });
  return Array.from({ length: 7 }, (_, i) => format.format(Date.UTC(2024, 0, 1 + i)));
}

function monthTitle(year: number, month: number): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[currentLanguage()], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, 1));
}

/** A month calendar, Monday first; arrow buttons move by month, a day button picks the date. */
export function Calendar({
  value,
  onPick,
  labelledBy,
}: {
  value: string;
  onPick: (iso: string) => void;
  labelledBy: string;
}) {
  const { t } = useTranslation('kit');
  const picked = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const today = todayParts();
  const [shown, setShown] = useState(() =>
    picked ? { year: Number(picked[1]), month: Number(picked[2]) } : { year: today.year, month: today.month },
  );
  const titleId = useId();
  const names = weekdayNames();
  return (
    <div
      className="cb-calendar"
      role="group"
      aria-labelledby={`${labelledBy} ${titleId}`}
      data-testid="calendar"
    >
      <div className="cb-calendar__head">
        <button
          type="button"
          className="cb-field__button"
          aria-label={t('fields.previousMonth')}
          onClick={() => setShown(shiftMonth(shown.year, shown.month, -1))}
        >
          ‹
        </button>
        <span id={titleId} className="cb-calendar__title" aria-live="polite">
          {monthTitle(shown.year, shown.month)}
        </span>
        <button
          type="button"
          className="cb-field__button"
          aria-label={t('fields.nextMonth')}
          onClick={() => setShown(shiftMonth(shown.year, shown.month, 1))}
        >
          ›
        </button>
      </div>
      <table className="cb-calendar__grid">
        <thead>
          <tr>
            {names.map((name) => (
              <th key={name} scope="col" abbr={name}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(shown.year, shown.month).map((week, w) => (
            <tr key={w}>
              {week.map((day, d) => {
                if (day === null) return <td key={d} />;
                const iso = isoOf(shown.year, shown.month, day);
                return (
                  <td key={d}>
                    <button
                      type="button"
                      className={
                        iso === value ? 'cb-calendar__day cb-calendar__day--picked' : 'cb-calendar__day'
                      }
                      aria-pressed={iso === value}
                      aria-label={isoToDateText(iso) ?? iso}
                      onClick={() => onPick(iso)}
                    >
                      {day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Date (spec 1 §5): typed DD.MM.YYYY or picked from the calendar; the parent receives YYYY-MM-DD. */
export function DateInput({ value, onChange, ...field }: DateInputProps) {
  const { t } = useTranslation('kit');
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const check = (text: string) => validateDateText(text, { required: field.required === true });
  return (
    <div
      className="cb-date"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <span id={labelId} hidden>
        {field.label}
      </span>
      <MaskedField
        {...field}
        value={value}
        onChange={onChange}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('fields.dateHint')}
        maxLength={DATE_TEXT_LENGTH}
        reformat={reformatDateText}
        toValue={(text) => dateTextToIso(text) ?? ''}
        fromValue={(iso) => isoToDateText(iso) ?? ''}
        check={check}
        end={
          <button
            type="button"
            className="cb-field__button"
            aria-label={open ? t('fields.closeCalendar') : t('fields.openCalendar')}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            <IonIcon icon={calendarOutline} aria-hidden="true" />
          </button>
        }
      />
      {open ? (
        <Calendar
          value={value}
          labelledBy={labelId}
          onPick={(iso) => {
            onChange(iso, null);
            setOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}

export interface DateRange {
  readonly from: string;
  readonly to: string;
}

/** Two dates; an end before the start is reported under the range. */
export function DateRangeInput({
  label,
  value,
  onChange,
  required,
  showErrors,
  testId,
}: {
  label: string;
  value: DateRange;
  onChange: (value: DateRange, problem: ValidationMessage | null) => void;
  required?: boolean;
  showErrors?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('kit');
  const messageText = useMessageText();
  const order = messageText(validateDateRange(value.from, value.to));
  return (
    <fieldset className="cb-fieldset" data-testid={testId}>
      <legend className="cb-field__label">{label}</legend>
      <div className="cb-field-row">
        <DateInput
          label={t('fields.from')}
          value={value.from}
          required={required}
          showErrors={showErrors}
          testId={testId ? `${testId}-from` : undefined}
          onChange={(from, problem) =>
            onChange({ ...value, from }, problem ?? validateDateRange(from, value.to))
          }
        />
        <DateInput
          label={t('fields.to')}
          value={value.to}
          required={required}
          showErrors={showErrors}
          testId={testId ? `${testId}-to` : undefined}
          onChange={(to, problem) => onChange({ ...value, to }, problem ?? validateDateRange(value.from, to))}
        />
      </div>
      {order ? (
        <div className="cb-field__error" role="alert">
          {order}
        </div>
      ) : null}
    </fieldset>
  );
}

/** Date and 24-hour time, always required (spec 1 §5); the parent receives YYYY-MM-DDTHH:mm. */
export function DateTimeInput({ value, onChange, ...field }: DateInputProps) {
  const { t } = useTranslation('kit');
  return (
    <MaskedField
      {...field}
      required
      value={value}
      onChange={onChange}
      inputMode="numeric"
      autoComplete="off"
      placeholder={t('fields.dateTimeHint')}
      reformat={reformatDateTimeText}
      toValue={(text) => dateTimeTextToIso(text) ?? ''}
      fromValue={(iso) => isoToDateTimeText(iso) ?? ''}
      check={validateDateTimeText}
    />
  );
}
