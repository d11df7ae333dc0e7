/**
 * The action bar of a signed money document (sign, passkey sign, send, delete): one run at a time,
 * and every failure said the same way in every area — the signing client's error opens its dialog,
 * a cancelled passkey says so, a refusal shows the server's message, and a document that changed
 * since it was shown (412) is reloaded with a note to look again. A queued action (offline) says it
 * waits in the outbox.
 */
import { useState } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { PasskeyCancelledError } from '../lib/passkey-signing.ts';
import { SigningClientError } from '../lib/signing-client.ts';

export type DocumentNote = { readonly text: string; readonly testId: string } | null;

export interface DocumentActionTexts {
  readonly signFailed: string;
  readonly passkeyCancelled: string;
  /** Shown when the server answers 412: the document changed since it was shown. */
  readonly changed: string;
  /** Shown for a refusal without a message of the server's. */
  readonly refused: string;
  readonly queued: string;
}

export interface DocumentActionOptions {
  /** The notes' test id stem: `<stem>-error`, `<stem>-queued`, `<stem>-done`. */
  readonly noteTestId: string;
  readonly texts: DocumentActionTexts;
  readonly onNote: (note: DocumentNote) => void;
  /** Reloads the document and its list after a 412. */
  readonly refresh: () => Promise<unknown>;
}

export interface DocumentActions {
  readonly busy: boolean;
  /** The signing client's failure, for SigningErrorDialog; null when none. */
  readonly signerError: SigningClientError | null;
  readonly closeSignerError: () => void;
  /** Runs one action; its note (or the failure's) goes to onNote. */
  readonly run: (action: () => Promise<DocumentNote>) => Promise<void>;
  /** The note of a finished action: `done` when it reached the bank, the queued note when offline. */
  readonly outcome: (kind: 'done' | 'queued', done: string) => DocumentNote;
}

export function useDocumentActions({
  noteTestId,
  texts,
  onNote,
  refresh,
}: DocumentActionOptions): DocumentActions {
  const [busy, setBusy] = useState(false);
  const [signerError, setSignerError] = useState<SigningClientError | null>(null);
  const error = (text: string) => onNote({ text, testId: `${noteTestId}-error` });

  const run = async (action: () => Promise<DocumentNote>) => {
    setBusy(true);
    onNote(null);
    try {
      onNote(await action());
    } catch (failure) {
      if (failure instanceof SigningClientError) {
        setSignerError(failure);
        error(texts.signFailed);
      } else if (failure instanceof PasskeyCancelledError) {
        error(texts.passkeyCancelled);
      } else if (failure instanceof ApiError) {
        const changed = failure.outcome.kind === 'response' && failure.outcome.httpStatus === 412;
        if (changed) await refresh();
        error(changed ? texts.changed : (failure.serverMessage ?? texts.refused));
      } else throw failure;
    } finally {
      setBusy(false);
    }
  };
  const outcome = (kind: 'done' | 'queued', done: string): DocumentNote =>
    kind === 'queued'
      ? { text: texts.queued, testId: `${noteTestId}-queued` }
      : { text: done, testId: `${noteTestId}-done` };

  return { busy, signerError, closeSignerError: () => setSignerError(null), run, outcome };
}
