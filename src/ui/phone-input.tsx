import { useLayoutEffect, useRef, useState } from 'react';
import {
  isStoredPhone,
  PHONE_PREFIX,
  phoneTextToStored,
  reformatPhone,
  storedPhoneToText,
} from '../../contracts/validation/phone.ts';
import { TextField, type TextFieldProps } from './text-field.tsx';

interface PhoneInputProps extends Omit<
  TextFieldProps,
  'type' | 'value' | 'onChange' | 'start' | 'inputMode'
> {
  /** Stored form: 998 + nine digits, '' while incomplete. */
  readonly value: string;
  readonly onChange: (stored: string) => void;
}

/** Phone field (spec 1 §5): +998 fixed, the rest typed in the mask (##)###-##-## of the contracts. */
export function PhoneInput({ value, onChange, ...rest }: PhoneInputProps) {
  // The typed text lives here: an incomplete number has no stored form yet.
  const [text, setText] = useState(() => (isStoredPhone(value) ? storedPhoneToText(value) : ''));
  const pendingCaret = useRef<{ input: HTMLInputElement; caret: number } | null>(null);

  // Reformatting rewrites the value; put the caret back after the digit it followed.
  useLayoutEffect(() => {
    const pending = pendingCaret.current;
    if (!pending) return;
    pending.input.setSelectionRange(pending.caret, pending.caret);
    pendingCaret.current = null;
  }, [text]);

  return (
    <TextField
      {...rest}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(90)123-45-67"
      value={text}
      start={
        <span className="cb-field__prefix" aria-hidden="true">
          +{PHONE_PREFIX}
        </span>
      }
      onChange={(raw, input) => {
        const edit = reformatPhone(raw, input.selectionStart ?? raw.length);
        pendingCaret.current = { input, caret: edit.caret };
        setText(edit.text);
        onChange(phoneTextToStored(edit.text) ?? '');
      }}
    />
  );
}
