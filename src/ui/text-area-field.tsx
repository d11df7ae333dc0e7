import { useId } from 'react';
import './fields.css';

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
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={props.error ? 'cb-field cb-field--invalid' : 'cb-field'} data-testid={props.testId}>
      <label className="cb-field__label" htmlFor={id}>
        {props.label}
        {props.required ? (
          <span className="cb-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <div className="cb-field__box">
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
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
        />
      </div>
      {props.error ? (
        <div id={errorId} className="cb-field__error" role="alert">
          {props.error}
        </div>
      ) : null}
    </div>
  );
}
