import type { ReactNode } from 'react';
import './fields.css';

export interface SelectOption {
  readonly value: string;
  /** The React key when values may repeat (the same number in two banks). */
  readonly key?: string;
  readonly label: ReactNode;
}

export interface SelectFieldProps {
  /** The select's id, also the label's target. */
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly options: readonly SelectOption[];
  readonly onChange: (value: string) => void;
  /** The first, empty option ("choose …" or "all"); none when left out. */
  readonly emptyLabel?: string;
  /** Marks the label with " *" (the form's own rules decide what is missing). */
  readonly required?: boolean;
  readonly error?: string | null;
  readonly testId?: string;
  /** A select that depends on another choice (a district before its region). */
  readonly disabled?: boolean;
}

/** Options of a reference list of ids and names (statuses, types). */
export function namedOptions(items: readonly { id: number; name: string }[] | undefined): SelectOption[] {
  return (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));
}

/** A labelled native select with its error under it (reference lists, pickers, list filters). */
export function SelectField({
  id,
  label,
  value,
  options,
  onChange,
  emptyLabel,
  required,
  error,
  testId,
  disabled,
}: SelectFieldProps) {
  return (
    <div className="cb-field">
      <label className="cb-field__label" htmlFor={id}>
        {required ? `${label} *` : label}
      </label>
      <select
        id={id}
        className="cb-select"
        data-testid={testId}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {emptyLabel === undefined ? null : <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.key ?? option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? <div className="cb-field__error">{error}</div> : null}
    </div>
  );
}
