// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { PasskeyCancelledError } from '../lib/passkey-signing.ts';
import { SigningClientError } from '../lib/signing-client.ts';
import { useDocumentActions, type DocumentNote } from './document-actions.ts';

afterEach(cleanup);

const texts = {
  signFailed: 'not signed',
  passkeyCancelled: 'cancelled',
  changed: 'changed meanwhile',
  refused: 'refused',
  queued: 'queued',
};
const refusal = (httpStatus: number, message?: string) =>
  new ApiError({
    kind: 'response',
    httpStatus,
    envelope: message === undefined ? null : { status: 'error', message },
    body: null,
  });

function setup() {
  const notes: DocumentNote[] = [];
  const refresh = vi.fn(async () => {});
  const hook = renderHook(() =>
    useDocumentActions({ noteTestId: 'x-note', texts, onNote: (n) => notes.push(n), refresh }),
  );
  return { notes, refresh, hook };
}

describe('useDocumentActions', () => {
  it('says done or queued, and is busy only while an action runs', async () => {
    const { notes, hook } = setup();
    await act(() => hook.result.current.run(async () => hook.result.current.outcome('done', 'Signed.')));
    await act(() => hook.result.current.run(async () => hook.result.current.outcome('queued', 'Signed.')));
    expect(notes).toEqual([
      null,
      { text: 'Signed.', testId: 'x-note-done' },
      null,
      { text: 'queued', testId: 'x-note-queued' },
    ]);
    expect(hook.result.current.busy).toBe(false);
  });

  it('reloads after a 412 and says the document changed; a refusal shows the server message', async () => {
    const { notes, refresh, hook } = setup();
    await act(() => hook.result.current.run(() => Promise.reject(refusal(412, 'stale'))));
    expect(refresh).toHaveBeenCalledTimes(1);
    await act(() => hook.result.current.run(() => Promise.reject(refusal(403, 'Not yours.'))));
    await act(() => hook.result.current.run(() => Promise.reject(refusal(500))));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(notes.filter((n) => n !== null)).toEqual([
      { text: 'changed meanwhile', testId: 'x-note-error' },
      { text: 'Not yours.', testId: 'x-note-error' },
      { text: 'refused', testId: 'x-note-error' },
    ]);
  });

  it('keeps the signing client error for its dialog and says a cancelled passkey', async () => {
    const { notes, hook } = setup();
    const failure = new SigningClientError('no-connection');
    await act(() => hook.result.current.run(() => Promise.reject(failure)));
    expect(hook.result.current.signerError).toBe(failure);
    act(() => hook.result.current.closeSignerError());
    expect(hook.result.current.signerError).toBeNull();
    await act(() => hook.result.current.run(() => Promise.reject(new PasskeyCancelledError())));
    expect(notes.filter((n) => n !== null).map((n) => n?.text)).toEqual(['not signed', 'cancelled']);
  });

  it('lets an unexpected error through', async () => {
    const { hook } = setup();
    await expect(
      act(() => hook.result.current.run(() => Promise.reject(new TypeError('bug')))),
    ).rejects.toThrow('bug');
    expect(hook.result.current.busy).toBe(false);
  });
});
