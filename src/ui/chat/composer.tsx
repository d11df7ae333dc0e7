import { IonIcon } from '@ionic/react';
import { attachOutline } from 'ionicons/icons';
import { useId, useRef, useState, type FormEvent } from 'react';
import { CHAT_FILE_ACCEPT, chatFileProblem, type ChatFileUpload } from '../../../contracts/api/chat-file.ts';
import { fileToUpload, formatSize } from './file-upload.ts';
import '../buttons.css';
import '../fields.css';
import './chat.css';

export interface ComposerLabels {
  readonly message: string;
  readonly attach: string;
  readonly removeFile: string;
  readonly send: string;
  readonly required: string;
  readonly fileType: string;
  readonly fileSize: string;
}

export interface ComposerValue {
  readonly message: string;
  readonly file?: ChatFileUpload;
}

/**
 * The message box of a chat: text (trimmed), one attachment shown as a removable chip, send.
 * Nothing goes out unless the text is non-blank or a file is attached (spec 3 §5). The box is
 * cleared only when `onSend` resolves true, so a refused send keeps what was typed.
 */
export function Composer({
  labels,
  onSend,
  disabled,
  rows = 5,
  testId = 'composer',
}: {
  labels: ComposerLabels;
  onSend: (value: ComposerValue) => Promise<boolean>;
  disabled?: boolean;
  rows?: number;
  testId?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function pick(picked: File | undefined) {
    if (!picked) return;
    const problem = chatFileProblem(picked.name, picked.size);
    if (problem !== null) {
      setError(problem === 'type' ? labels.fileType : labels.fileSize);
      return;
    }
    setError(null);
    setFile(picked);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const message = text.trim();
    if (message === '' && file === null) {
      setError(labels.required);
      return;
    }
    setBusy(true);
    try {
      const upload = file === null ? undefined : await fileToUpload(file);
      if (await onSend({ message, ...(upload ? { file: upload } : {}) })) {
        setText('');
        setFile(null);
        setError(null);
        if (input.current) input.current.value = '';
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="cb-chat__composer" onSubmit={(e) => void submit(e)} data-testid={testId} noValidate>
      <label className="cb-visually-hidden" htmlFor={id}>
        {labels.message}
      </label>
      <textarea
        id={id}
        className="cb-field__input cb-chat__input"
        rows={rows}
        placeholder={labels.message}
        value={text}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={`${testId}-text`}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit(e);
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="cb-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="cb-chat__composer-bar">
        <input
          ref={input}
          type="file"
          hidden
          accept={CHAT_FILE_ACCEPT}
          data-testid={`${testId}-file`}
          onChange={(e) => pick(e.target.files?.[0])}
        />
        <button
          type="button"
          className="cb-button cb-button--secondary"
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          <IonIcon icon={attachOutline} aria-hidden="true" /> {labels.attach}
        </button>
        {file ? (
          <span className="cb-chat__chip" data-testid={`${testId}-chip`}>
            {file.name} <span className="cb-chat__size">{formatSize(file.size)}</span>
            <button
              type="button"
              className="cb-chat__chip-remove"
              aria-label={labels.removeFile}
              onClick={() => {
                setFile(null);
                if (input.current) input.current.value = '';
              }}
            >
              ×
            </button>
          </span>
        ) : null}
        <button
          type="submit"
          className="cb-button cb-button--primary cb-chat__send"
          disabled={disabled || busy}
          data-testid={`${testId}-send`}
        >
          {labels.send}
        </button>
      </div>
    </form>
  );
}
