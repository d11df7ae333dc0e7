// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCaptcha, login, logout } from '../../contracts/api/security.ts';
import { notificationView } from '../../contracts/api/shell.ts';
import { dialogs } from '../ui/dialog-service.ts';
import { ApiError, buildQuery, callApi, dataOf, sendPrepared } from './api-client.ts';
import { session } from './session.ts';
import { useServerReachable } from '../offline/online.ts';

describe('buildQuery', () => {
  it('keeps only non-empty parameters', () => {
    expect(buildQuery({ page: 2, pageSize: 20, sort: '', filter: undefined, x: null })).toBe(
      '?page=2&pageSize=20',
    );
    expect(buildQuery({})).toBe('');
    expect(buildQuery(undefined)).toBe('');
    expect(buildQuery({ ids: [1, 2], flag: false })).toBe('?ids=1&ids=2&flag=false');
  });
});

describe('callApi', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
    for (const d of dialogs.snapshot().dialogs) dialogs.close(d.id);
  });

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('sends JSON with the bearer token, Accept, Language and an Idempotency-Key on POST', async () => {
    vi.spyOn(session, 'current').mockReturnValue({ accessToken: 'tok' } as ReturnType<
      typeof session.current
    >);
    fetchMock.mockResolvedValue(json(200, { status: 'success', data: { accessToken: 'a' } }));
    const body = {
      username: 'u',
      password: 'p',
      code: '12345',
      captchaId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    };
    const outcome = await callApi(login, { body });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v2/security/login');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify(body));
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Language')).toBe('ru-RU');
    expect(headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(dataOf(outcome)).toEqual({ accessToken: 'a' });
  });

  it('sends no token, body or key on a guest GET and fills path parameters', async () => {
    vi.spyOn(session, 'current').mockReturnValue(null);
    fetchMock.mockResolvedValue(json(200, { status: 'success', data: {} }));
    await callApi(getCaptcha);
    await callApi(notificationView, { params: { id: 5 } });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('Idempotency-Key')).toBe(false);
    expect(headers.has('Content-Type')).toBe(false);
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/v2/notification/view/5');
  });

  it('reports no response as its own outcome and opens the connection dialog', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const outcome = await callApi(getCaptcha);
    expect(outcome).toEqual({ kind: 'network' });
    expect(dialogs.snapshot().dialogs).toHaveLength(1);
    expect(() => dataOf(outcome)).toThrow(ApiError);
  });

  it('a read for a screen (with an abort signal) that finds no network opens no dialog; the banner learns it', async () => {
    const seen: boolean[] = [];
    const { result, unmount } = renderHook(() => useServerReachable());
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const outcome = await callApi(getCaptcha, { signal: new AbortController().signal });
    expect(outcome).toEqual({ kind: 'network' });
    expect(dialogs.snapshot().dialogs).toHaveLength(0);
    seen.push(result.current);
    // The next answer, whatever it says, means the bank is reachable again.
    fetchMock.mockResolvedValueOnce(json(404, { status: 'error', message: 'Не найдено' }));
    await callApi(getCaptcha, { signal: new AbortController().signal });
    seen.push(result.current);
    expect(seen).toEqual([false, true]);
    unmount();
  });

  it('reports an aborted call without a dialog', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    expect(await callApi(getCaptcha, { signal: controller.signal })).toEqual({ kind: 'aborted' });
    expect(dialogs.snapshot().dialogs).toHaveLength(0);
  });

  it('can skip the handler (logout) and still returns the outcome', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    expect(await callApi(logout, { body: {}, handle: false })).toEqual({ kind: 'network' });
    expect(dialogs.snapshot().dialogs).toHaveLength(0);
  });

  it('turns an error envelope into an ApiError carrying message and field errors', async () => {
    fetchMock.mockResolvedValue(
      json(422, {
        status: 'error',
        message: 'Неверный код',
        validation: [
          { attribute: 'code', message: 'Код не совпадает' },
          { attribute: 'code', message: 'второе' },
        ],
      }),
    );
    const outcome = await callApi(getCaptcha);
    try {
      dataOf(outcome);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      const apiError = error as ApiError;
      expect(apiError.serverMessage).toBe('Неверный код');
      expect(apiError.fieldErrors()).toEqual({ code: 'Код не совпадает' });
    }
  });

  it('sends a prepared request byte for byte with its key and If-Match, without any dialog', async () => {
    vi.spyOn(session, 'current').mockReturnValue({ accessToken: 'tok' } as ReturnType<
      typeof session.current
    >);
    fetchMock.mockResolvedValueOnce(json(412, { status: 'error', message: 'changed' }));
    const key = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    const request = {
      method: 'PUT',
      url: '/api/v2/x/1',
      bodyText: '{"a":1}',
      idempotencyKey: key,
      ifMatch: '3',
    } as const;
    const outcome = await sendPrepared(request);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v2/x/1');
    expect(init?.body).toBe('{"a":1}');
    const headers = new Headers(init?.headers);
    expect(headers.get('Idempotency-Key')).toBe(key);
    expect(headers.get('If-Match')).toBe('3');
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(outcome).toMatchObject({ kind: 'response', httpStatus: 412 });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await sendPrepared(request)).toEqual({ kind: 'network' });
    expect(dialogs.snapshot().dialogs).toEqual([]);
  });

  it('keeps a non-JSON body as text and no envelope', async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    const outcome = await callApi(getCaptcha);
    expect(outcome).toMatchObject({
      kind: 'response',
      httpStatus: 502,
      envelope: null,
      body: '<html>bad gateway</html>',
    });
  });
});
