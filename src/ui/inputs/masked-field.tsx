import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { TextEdit } from '../../../contracts/validation/mask.ts';
import type { ValidationMessage } from '../../../contracts/validation/messages.ts';
import { TextField, type TextFieldProps } from '../text-field.tsx';
import { useMessageText } from '../validation-text.ts';

export interface KitFieldProps extends Pick<
  TextFieldProps,
  'label' | 'name' | 'required' | 'testId' | 'hint' | 'disabled' | 'onKeyDown'
> {
  /** A server's message for the field; shown instead of the field's own check. */
  readonly error?: string | null;
  /** Show the field's own problem before it was left once (the form was submitted). */
  readonly showErrors?: boolean;
}

export interface MaskedFieldProps
  extends
    KitFieldProps,
    Pick<
      TextFieldProps,
      'inputMode' | 'type' | 'autoComplete' | 'placeholder' | 'maxLength' | 'start' | 'end'
    > {
  /** The wire form ('' when nothing whole is typed). */
  readonly value: string;
  readonly onChange: (value: string, problem: ValidationMessage | null) => void;
  /** Reformats the text after a key press or paste and maps the caret (a contracts rule). */
  readonly reformat: (text: string, caret: number) => TextEdit;
  readonly toValue: (text: string) => string;
  readonly fromValue: (value: string) => string;
  readonly check: (text: string) => ValidationMessage | null;
  /** Extra content under the field (a counter, the amount in words). */
  readonly below?: (text: string) => ReactNode;
}

/**
 * The one typed-field mechanism of the kit: the text is reformatted by a contracts rule on every
 * change (typing and pasting alike), the caret is put back after the character it followed, the
 * parent gets the wire form and the rule's problem, and the problem shows once the field was left
 * (or the form submitted). A new value from the parent (a loaded record, a reset) replaces the text.
 */
export function MaskedField({
  value,
  onChange,
  reformat,
  toValue,
  fromValue,
  check,
  below,
  error,
  showErrors,
  hint,
  ...rest
}: MaskedFieldProps) {
  const messageText = useMessageText();
  const [text, setText] = useState(() => fromValue(value));
  const [seen, setSeen] = useState(value);
  const [touched, setTouched] = useState(false);
  const pendingCaret = useRef<{ input: HTMLInputElement; caret: number } | null>(null);

  if (value !== seen) {
    setSeen(value);
    if (value !== toValue(text)) setText(fromValue(value));
  }

  useLayoutEffect(() => {
    const pending = pendingCaret.current;
    if (!pending) return;
    if (document.activeElement === pending.input)
      pending.input.setSelectionRange(pending.caret, pending.caret);
    pendingCaret.current = null;
  }, [text]);

  const own = touched || showErrors ? messageText(check(text)) : null;
  const extra = below?.(text);
  return (
    <TextField
      {...rest}
      value={text}
      error={error || own}
      hint={
        hint || extra ? (
          <>
            {hint}
            {extra}
          </>
        ) : undefined
      }
      onBlur={() => setTouched(true)}
      onChange={(raw, input) => {
        const edit = reformat(raw, input.selectionStart ?? raw.length);
        pendingCaret.current = { input, caret: edit.caret };
        // The input shows the raw text until React re-renders; write the reformatted one now so the caret lands right.
        input.value = edit.text;
        input.setSelectionRange(edit.caret, edit.caret);
        setText(edit.text);
        const next = toValue(edit.text);
        setSeen(next);
        onChange(next, check(edit.text));
      }}
    />
  );
}
