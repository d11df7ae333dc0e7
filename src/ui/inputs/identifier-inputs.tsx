/**
 * Digit fields of spec 1 §5 and spec 2 §5 on the kit's MaskedField: account (25 or 27 digits with a
 * counter; the budget kinds have one length), card number in groups of four, expiry MM/YY, inn,
 * mfo, passport series and number (the phone is ../phone-input.tsx). Every rule comes from contracts/validation.
 */
import { useTranslation } from 'react-i18next';
import {
  accountCounter,
  accountMaxLength,
  validateAccount,
  type AccountKind,
} from '../../../contracts/validation/account.ts';
import {
  cardExpiryToWire,
  cardNumberDigits,
  CARD_NUMBER_MASK,
  formatCardExpiry,
  maskCardNumber,
  reformatCardExpiry,
  reformatCardNumber,
  validateCardExpiry,
  validateCardNumber,
} from '../../../contracts/validation/card.ts';
import {
  INN_LENGTH,
  MFO_LENGTH,
  normalizePassportSeries,
  PASSPORT_NUMBER_LENGTH,
  PASSPORT_SERIES_LENGTH,
  validateInn,
  validateMfo,
  validatePassportNumber,
  validatePassportSeries,
} from '../../../contracts/validation/identifiers.ts';
import { onlyDigits, reformatDigits } from '../../../contracts/validation/mask.ts';
import type { ValidationMessage } from '../../../contracts/validation/messages.ts';
import { MaskedField, type KitFieldProps } from './masked-field.tsx';
import { bankToday } from '../../lib/dates.ts';

export interface DigitInputProps extends KitFieldProps {
  readonly value: string;
  readonly onChange: (value: string, problem: ValidationMessage | null) => void;
}

const options = (required: boolean | undefined) => ({ required: required === true });

export function AccountInput({ kind = 'account', ...props }: DigitInputProps & { kind?: AccountKind }) {
  const { t } = useTranslation('kit');
  const max = accountMaxLength(kind);
  return (
    <MaskedField
      {...props}
      inputMode="numeric"
      autoComplete="off"
      reformat={(text, caret) => reformatDigits(text, caret, max)}
      toValue={onlyDigits}
      fromValue={(value) => value}
      check={(text) => validateAccount(text, { ...options(props.required), kind })}
      below={(text) => (
        <span className="cb-field__counter" aria-live="polite">
          {t('fields.counter', accountCounter(text, kind))}
        </span>
      )}
    />
  );
}

export function CardInput(props: DigitInputProps) {
  return (
    <MaskedField
      {...props}
      inputMode="numeric"
      autoComplete="cc-number"
      placeholder={CARD_NUMBER_MASK.replace(/#/g, '0')}
      reformat={reformatCardNumber}
      toValue={cardNumberDigits}
      fromValue={(value) => reformatCardNumber(value, value.length).text}
      check={(text) => validateCardNumber(text, options(props.required))}
    />
  );
}

/** A card number for reading: first 4, next 2 and last 4 digits only (spec 1 §9). */
export function CardNumber({ number }: { number: string }) {
  return <span className="cb-digits">{maskCardNumber(number)}</span>;
}

/** Expiry typed MM/YY; the parent receives the four digits MMYY. */
export function ExpiryInput(props: DigitInputProps) {
  return (
    <MaskedField
      {...props}
      inputMode="numeric"
      autoComplete="cc-exp"
      placeholder="MM/YY"
      reformat={reformatCardExpiry}
      toValue={(text) => cardExpiryToWire(text) ?? ''}
      fromValue={formatCardExpiry}
      check={(text) => validateCardExpiry(text, { ...options(props.required), today: bankToday() })}
    />
  );
}

export function InnInput(props: DigitInputProps) {
  return (
    <MaskedField
      {...props}
      inputMode="numeric"
      autoComplete="off"
      reformat={(text, caret) => reformatDigits(text, caret, INN_LENGTH)}
      toValue={onlyDigits}
      fromValue={(value) => value}
      check={(text) => validateInn(text, options(props.required))}
    />
  );
}

export function MfoInput(props: DigitInputProps) {
  return (
    <MaskedField
      {...props}
      inputMode="numeric"
      autoComplete="off"
      reformat={(text, caret) => reformatDigits(text, caret, MFO_LENGTH)}
      toValue={onlyDigits}
      fromValue={(value) => value}
      check={(text) => validateMfo(text, options(props.required))}
    />
  );
}

export interface PassportValue {
  /** Two Latin letters, upper-case. */
  readonly series: string;
  /** Seven digits. */
  readonly number: string;
}

/** Series (letters, upper-cased as typed) and number (7 digits) side by side. */
export function PassportInputs({
  value,
  onChange,
  required,
  showErrors,
  testId,
  errors,
}: {
  value: PassportValue;
  onChange: (value: PassportValue) => void;
  required?: boolean;
  showErrors?: boolean;
  testId?: string;
  errors?: { series?: string | null; number?: string | null };
}) {
  const { t } = useTranslation('kit');
  return (
    <div className="cb-field-row" data-testid={testId}>
      <div className="cb-field-row__narrow">
        <MaskedField
          label={t('fields.passportSeries')}
          required={required}
          showErrors={showErrors}
          error={errors?.series}
          testId={testId ? `${testId}-series` : undefined}
          maxLength={PASSPORT_SERIES_LENGTH}
          autoComplete="off"
          value={value.series}
          onChange={(series) => onChange({ ...value, series })}
          reformat={(text, caret) => {
            const series = normalizePassportSeries(text);
            return { text: series, caret: Math.min(caret, series.length) };
          }}
          toValue={(text) => text}
          fromValue={normalizePassportSeries}
          check={(text) => validatePassportSeries(text, options(required))}
        />
      </div>
      <MaskedField
        label={t('fields.passportNumber')}
        required={required}
        showErrors={showErrors}
        error={errors?.number}
        testId={testId ? `${testId}-number` : undefined}
        inputMode="numeric"
        autoComplete="off"
        value={value.number}
        onChange={(number) => onChange({ ...value, number })}
        reformat={(text, caret) => reformatDigits(text, caret, PASSPORT_NUMBER_LENGTH)}
        toValue={onlyDigits}
        fromValue={(v) => v}
        check={(text) => validatePassportNumber(text, options(required))}
      />
    </div>
  );
}
