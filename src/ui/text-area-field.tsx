import { FieldFrame } from './field-frame.tsx';

/** Spec 1 §9: a text area shows 3 rows by default. */
const DEFAULT_ROWS = 3;

/** A labelled multi-line field (required marked with an asterisk, error announced under it). */
export function TextAreaField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  required?: boolean;
  maxLength?: number;
  rows?: number;
  error?: string | null;
  name?: string;
  lang?: string;
  testId?: string;
}) {
  return (
    <FieldFrame label={props.label} required={props.required} error={props.error} testId={props.testId}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          className="cb-field__input cb-field__textarea"
          name={props.name}
          lang={props.lang}
          rows={props.rows ?? DEFAULT_ROWS}
          required={props.required}
          maxLength={props.maxLength}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          onBlur={props.onBlur}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        />
      )}
    </FieldFrame>
  );
}
