import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './fields.css';

/** Spec 1 §5: a search fires 300 ms after typing stops, 1000 ms for inputs with a delayed request. */
export const SEARCH_DELAY = 300;
export const DELAYED_REQUEST_DELAY = 1000;

/**
 * A search field that fires on Enter at once, or after the delay once typing stops. A text equal
 * to the search in effect never fires, so Enter and the timer together send one request.
 */
export function SearchBox({
  label,
  value,
  onSearch,
  delayedRequest,
  testId,
}: {
  label: string;
  /** The search in effect (from the URL); the field starts from it and follows its changes. */
  value: string;
  onSearch: (text: string) => void;
  delayedRequest?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('kit');
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  const delay = delayedRequest ? DELAYED_REQUEST_DELAY : SEARCH_DELAY;

  const fire = (next: string) => {
    const trimmed = next.trim();
    if (trimmed !== value) onSearch(trimmed);
  };
  const fireRef = useRef(fire);
  useEffect(() => {
    fireRef.current = fire;
  });

  useEffect(() => {
    const timer = setTimeout(() => fireRef.current(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);

  return (
    <div className="cb-field cb-search" data-testid={testId}>
      <label className="cb-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="cb-field__box">
        <input
          id={id}
          className="cb-field__input"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              fire(text);
            }
          }}
        />
        {text !== '' ? (
          <button
            type="button"
            className="cb-field__button"
            aria-label={t('fields.clear')}
            onClick={() => {
              setText('');
              fire('');
            }}
          >
            ×
          </button>
        ) : null}
      </div>
    </div>
  );
}
