import type { ReactNode } from 'react';
import './buttons.css';

/**
 * A form's primary action as a native submit button, so Enter in any field submits (docs/ux.md) and
 * the button is a real <button> for assistive tech and tests.
 */
export function SubmitButton({
  children,
  busy,
  disabled,
  testId,
}: {
  children: ReactNode;
  busy?: boolean;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <button
      type="submit"
      className="cb-button cb-button--primary cb-button--block"
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      data-testid={testId}
    >
      {busy ? <span className="cb-button__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
