import './fields.css';

/** The line above a form that says why it was not sent (announced when it appears). */
export function FormSummary({ text }: { text: string | null }) {
  return text ? (
    <p className="cb-field__error" role="alert" data-testid="form-summary">
      {text}
    </p>
  ) : null;
}
