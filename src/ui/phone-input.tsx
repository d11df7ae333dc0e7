import { useState } from 'react';
import { formatLocal, localDigits, PHONE_PREFIX, toStoredPhone } from './phone.ts';
import { TextField, type TextFieldProps } from './text-field.tsx';

interface PhoneInputProps extends Omit<
  TextFieldProps,
  'type' | 'value' | 'onChange' | 'start' | 'inputMode'
> {
  /** Stored form: 998 + nine digits, '' while incomplete. */
  readonly value: string;
  readonly onChange: (stored: string) => void;
}

/** Phone field: +998 fixed, the rest typed in the mask (##)###-##-##. */
export function PhoneInput({ value, onChange, ...rest }: PhoneInputProps) {
  // The typed digits live here: an incomplete number has no stored form yet.
  const [digits, setDigits] = useState(() => localDigits(value));
  return (
    <TextField
      {...rest}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(90)123-45-67"
      value={formatLocal(digits)}
      start={
        <span className="cb-field__prefix" aria-hidden="true">
          +{PHONE_PREFIX}
        </span>
      }
      onChange={(text) => {
        let next = localDigits(text);
        // Deleting a mask character alone ("(", ")", "-") must still delete the digit before it.
        if (next === digits && text.length < formatLocal(digits).length) next = digits.slice(0, -1);
        setDigits(next);
        onChange(toStoredPhone(next));
      }}
    />
  );
}
