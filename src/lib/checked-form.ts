import { useState } from 'react';
import type { ValidationMessage } from '../../contracts/validation/messages.ts';
import { useDirtyForm } from '../offline/dirty-forms.ts';
import { useMessageText } from '../ui/validation-text.ts';
import { ApiError } from './api-client.ts';

/** What a form's check says of its values: passed (with what it made of them) or the problem of each field. */
export type FormCheck<V> =
  | { readonly ok: true }
  | { readonly ok: false; readonly problems: Partial<Record<keyof V, ValidationMessage>> };

/**
 * The state every checked document form keeps: the values, whether they changed (leaving asks
 * first), whether sending was tried (the form's own problems show from then on), the server's
 * field messages (each cleared as its field changes) and the summary above the form.
 * `submit` checks, saves and, on a refusal, keeps what was typed and shows why.
 */
export function useCheckedForm<V extends object, C extends FormCheck<V>>(
  initial: V,
  judge: (values: V) => C,
  refusedText: string,
) {
  const messageText = useMessageText();
  const [values, setValues] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useDirtyForm(dirty);

  const set = (change: Partial<V>) => {
    setValues((current) => ({ ...current, ...change }));
    setDirty(true);
    const cleared = Object.keys(change).filter((k) => serverErrors[k]);
    if (cleared.length > 0)
      setServerErrors((e) => ({ ...e, ...Object.fromEntries(cleared.map((k) => [k, ''])) }));
  };

  const check = judge(values);
  const problems: Partial<Record<keyof V, ValidationMessage>> = check.ok ? {} : check.problems;
  /** The server's message for the field, else (once sending was tried) the form's own. */
  const errorOf = (field: keyof V & string): string | null =>
    serverErrors[field] || (submitted ? messageText(problems[field] ?? null) : null);
  /** The server's message for a field whose input checks itself (shown with `showErrors`). */
  const serverErrorOf = (field: keyof V & string): string | null => serverErrors[field] || null;

  /** Saves the checked values; what `save` answers runs once the form is no longer dirty. */
  const submit = async (save: (passed: Extract<C, { ok: true }>) => Promise<(() => void) | void>) => {
    setSubmitted(true);
    setSummary(null);
    if (!check.ok) {
      setSummary(messageText({ key: 'requiredAll' }));
      return;
    }
    setBusy(true);
    try {
      const after = await save(check as Extract<C, { ok: true }>);
      setDirty(false);
      after?.();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setServerErrors(error.fieldErrors());
      setSummary(
        error.validation.length > 0
          ? messageText({ key: 'requiredAll' })
          : (error.serverMessage ?? refusedText),
      );
    } finally {
      setBusy(false);
    }
  };

  return {
    values,
    setValues,
    dirty,
    setDirty,
    busy,
    summary,
    set,
    errorOf,
    serverErrorOf,
    /** Inputs that check themselves show their problems once sending was tried. */
    common: { showErrors: submitted },
    submit,
  };
}
