import type { ReactNode } from 'react';
import { UZS_NAME_MAX, UZS_NUMBER_MAX } from '../../../contracts/api/uzs-payment.ts';
import { DateInput } from '../../ui/inputs/date-inputs.tsx';
import { AccountInput, InnInput, MfoInput } from '../../ui/inputs/identifier-inputs.tsx';
import { TextField } from '../../ui/text-field.tsx';

/** The inputs check their own format and show it once sending was tried. */
interface Checked {
  showErrors: boolean;
}

/**
 * The document part of a soum form: anything the form puts first (the payment type), then number
 * and date side by side. Test ids are `<prefix>-number` and `<prefix>-date`.
 */
export function UzsNumberDate({
  legend,
  labels,
  number,
  date,
  errors,
  common,
  testIdPrefix,
  onChange,
  children,
}: {
  legend: string;
  labels: { number: string; date: string };
  number: string;
  date: string;
  errors: { number: string | null; date: string | null };
  common: Checked;
  testIdPrefix: string;
  onChange: (change: { number?: string; date?: string }) => void;
  children?: ReactNode;
}) {
  return (
    <fieldset className="cb-fieldset">
      <legend className="cb-field__label">{legend}</legend>
      {children}
      <div className="cb-field-row">
        <TextField
          label={labels.number}
          value={number}
          required
          maxLength={UZS_NUMBER_MAX}
          error={errors.number}
          testId={`${testIdPrefix}-number`}
          onChange={(value) => onChange({ number: value })}
        />
        <DateInput
          label={labels.date}
          value={date}
          required
          {...common}
          error={errors.date}
          testId={`${testIdPrefix}-date`}
          onChange={(value) => onChange({ date: value })}
        />
      </div>
    </fieldset>
  );
}

type PartyPart = 'account' | 'mfo' | 'inn' | 'name';

/**
 * The other side of a soum document (recipient or debtor): account, bank mfo, inn and name, each
 * bound to the form's own field (`fields`). Test ids are `<prefix>-account` and so on.
 */
export function UzsPartyFields<K extends string>({
  fields,
  labels,
  values,
  errors,
  mfoHint,
  innRequired,
  common,
  testIdPrefix,
  onChange,
}: {
  fields: Record<PartyPart, K>;
  labels: Record<PartyPart, string>;
  values: Record<K, string>;
  errors: Record<PartyPart, string | null>;
  mfoHint: ReactNode;
  innRequired: boolean;
  common: Checked;
  testIdPrefix: string;
  onChange: (change: Partial<Record<K, string>>) => void;
}) {
  const change = (part: PartyPart) => (value: string) =>
    onChange({ [fields[part]]: value } as Partial<Record<K, string>>);
  return (
    <>
      <AccountInput
        label={labels.account}
        value={values[fields.account]}
        required
        {...common}
        error={errors.account}
        testId={`${testIdPrefix}-account`}
        onChange={change('account')}
      />
      <MfoInput
        label={labels.mfo}
        value={values[fields.mfo]}
        required
        {...common}
        error={errors.mfo}
        hint={mfoHint}
        testId={`${testIdPrefix}-mfo`}
        onChange={change('mfo')}
      />
      <InnInput
        label={labels.inn}
        value={values[fields.inn]}
        required={innRequired}
        {...common}
        error={errors.inn}
        testId={`${testIdPrefix}-inn`}
        onChange={change('inn')}
      />
      <TextField
        label={labels.name}
        value={values[fields.name]}
        required
        maxLength={UZS_NAME_MAX}
        error={errors.name}
        testId={`${testIdPrefix}-name`}
        onChange={change('name')}
      />
    </>
  );
}
