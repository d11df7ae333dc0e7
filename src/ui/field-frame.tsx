import { useId, type ReactNode } from 'react';
import './fields.css';

export interface FieldFrameProps {
  readonly label: string;
  readonly required?: boolean;
  /** Shown under the field in the danger colour and announced as the field's error. */
  readonly error?: string | null;
  readonly hint?: ReactNode;
  readonly testId?: string;
  /** Draws the control itself, wired to the label and to the hint and error texts. */
  readonly children: (control: {
    id: string;
    describedBy: string | undefined;
    invalid: true | undefined;
  }) => ReactNode;
}

/** Label (required marked with an asterisk), box, hint and error around any one control. */
export function FieldFrame(props: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [props.error ? errorId : null, props.hint ? hintId : null].filter(Boolean).join(' ');
  return (
    // The test id names the whole field (label, box, control, messages); tests reach the control inside.
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
        {props.children({
          id,
          describedBy: describedBy || undefined,
          invalid: props.error ? true : undefined,
        })}
      </div>
      {props.hint ? (
        <div id={hintId} className="cb-field__hint">
          {props.hint}
        </div>
      ) : null}
      {props.error ? (
        <div id={errorId} className="cb-field__error" role="alert">
          {props.error}
        </div>
      ) : null}
    </div>
  );
}
