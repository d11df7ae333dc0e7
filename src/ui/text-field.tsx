import type { HTMLAttributes, KeyboardEvent, ReactNode } from 'react';
import { FieldFrame } from './field-frame.tsx';

export interface TextFieldProps {
  readonly label: string;
  readonly value: string;
  /** The input comes along for fields that place the caret after reformatting (masks). */
  readonly onChange: (value: string, input: HTMLInputElement) => void;
  readonly onBlur?: () => void;
  readonly onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  readonly disabled?: boolean;
  readonly name?: string;
  readonly type?: 'text' | 'password' | 'tel' | 'email';
  readonly inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  readonly autoComplete?: string;
  readonly required?: boolean;
  readonly maxLength?: number;
  readonly placeholder?: string;
  /** Shown under the field in the danger colour and announced as the field's error. */
  readonly error?: string | null;
  readonly hint?: ReactNode;
  readonly testId?: string;
  /** Content before the value (a fixed prefix such as +998). */
  readonly start?: ReactNode;
  /** Content after the value (a show/hide button). */
  readonly end?: ReactNode;
}

/**
 * A labelled native input. Native rather than ion-input so the label is always visible, the
 * test ids sit on the real <input>, and the sign-in screen stays light.
 */
export function TextField(props: TextFieldProps) {
  return (
    <FieldFrame
      label={props.label}
      required={props.required}
      error={props.error}
      hint={props.hint}
      testId={props.testId}
    >
      {({ id, describedBy, invalid }) => (
        <>
          {props.start}
          <input
            id={id}
            className="cb-field__input"
            name={props.name}
            type={props.type ?? 'text'}
            inputMode={props.inputMode}
            autoComplete={props.autoComplete}
            required={props.required}
            maxLength={props.maxLength}
            placeholder={props.placeholder}
            value={props.value}
            onChange={(event) => props.onChange(event.target.value, event.target)}
            onBlur={props.onBlur}
            onKeyDown={props.onKeyDown}
            disabled={props.disabled}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
          {props.end}
        </>
      )}
    </FieldFrame>
  );
}
