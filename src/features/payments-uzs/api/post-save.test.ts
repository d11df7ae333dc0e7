// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UzsPaymentSaveBody } from '../../../../contracts/api/uzs-payment.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { dialogs } from '../../../ui/dialog-service.ts';
import { postSaveNew } from './post-save.ts';

const body = {
  client_reference: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  sum: '1700.00',
} as UzsPaymentSaveBody;

const json = (status: number, envelope: unknown) =>
  new Response(JSON.stringify(envelope), { status, headers: { 'Content-Type': 'application/json' } });

const row = (id: number, version: number, sum: string) => ({ status: 'success', data: { id, version, sum } });

describe('postSaveNew: a correction after a lost answer', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    for (const d of dialogs.snapshot().dialogs) dialogs.close(d.id);
  });

  const sent = (call: number) => {
    const [, init] = fetchMock.mock.calls[call] ?? [];
    return {
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
      headers: new Headers(init?.headers),
    };
  };

  it('a new reference saves once, as a new payment', async () => {
    fetchMock.mockResolvedValueOnce(json(200, row(5, 1, '1700.00')));
    await expect(postSaveNew(body)).resolves.toMatchObject({ id: 5, sum: '1700.00' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sent(0).body.id).toBeUndefined();
  });

  it('422 naming the saved payment turns the corrected fields into an edit of the saved payment at its version', async () => {
    fetchMock
      .mockResolvedValueOnce(json(422, { status: 'error', message: 'saved', data: { id: 5, version: 1 } }))
      .mockResolvedValueOnce(json(200, row(5, 2, '1700.00')));
    await expect(postSaveNew(body)).resolves.toMatchObject({ id: 5, version: 2, sum: '1700.00' });
    expect(sent(1).body).toMatchObject({ id: 5, sum: '1700.00' });
    expect(sent(1).headers.get('If-Match')).toBe('1');
  });

  it('a saved payment somebody has changed since is not overwritten: the refusal reaches the form', async () => {
    fetchMock.mockResolvedValueOnce(
      json(422, { status: 'error', message: 'saved', data: { id: 5, version: 3 } }),
    );
    await expect(postSaveNew(body)).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
