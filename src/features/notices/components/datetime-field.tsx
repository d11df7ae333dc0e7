import { FieldFrame } from '../../../ui/field-frame.tsx';

/** A labelled local date-and-time input (24 hours; the browser's own picker). */
export function DateTimeField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string | null;
  testId?: string;
}) {
  return (
    <FieldFrame label={props.label} required={props.required} error={props.error} testId={props.testId}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          className="cb-field__input"
          type="datetime-local"
          required={props.required}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        />
      )}
    </FieldFrame>
  );
}
