import {
  isStoredPhone,
  PHONE_PREFIX,
  phoneTextToStored,
  reformatPhone,
  storedPhoneToText,
  validatePhone,
} from '../../contracts/validation/phone.ts';
import type { DigitInputProps } from './inputs/identifier-inputs.tsx';
import { MaskedField } from './inputs/masked-field.tsx';

/** Phone (spec 1 §5): +998 fixed, the rest in (##)###-##-##; the parent receives 998 + nine digits or ''. */
export function PhoneInput(props: DigitInputProps) {
  return (
    <MaskedField
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(90)123-45-67"
      start={
        <span className="cb-field__prefix" aria-hidden="true">
          +{PHONE_PREFIX}
        </span>
      }
      reformat={reformatPhone}
      toValue={(text) => phoneTextToStored(text) ?? ''}
      fromValue={(value) => (isStoredPhone(value) ? storedPhoneToText(value) : '')}
      check={(text) => validatePhone(text, { required: props.required === true })}
    />
  );
}
