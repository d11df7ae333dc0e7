// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationView, type NotificationItem } from '../../../../contracts/api/shell.ts';
import type * as ApiClient from '../../../lib/api-client.ts';
import { callApi, type ApiOutcome } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { getNotification, notificationViewKeys, useNotification } from './get-notification.ts';

vi.mock('../../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  callApi: vi.fn(),
}));

const notice: NotificationItem = {
  id: 7,
  title: 'New tariffs',
  body: 'From December the tariffs change.',
  format: 'text',
  createdAt: '2026-11-24T09:00:00Z',
  isRead: false,
};
const answer = (outcome: ApiOutcome<unknown>) => vi.mocked(callApi).mockResolvedValue(outcome);
const success = (data: unknown): ApiOutcome<unknown> => ({
  kind: 'response',
  httpStatus: 200,
  envelope: { status: 'success', data },
  body: null,
});
const notFound: ApiOutcome<unknown> = {
  kind: 'response',
  httpStatus: 404,
  envelope: { status: 'error', message: 'Not found' },
  body: null,
};

// The screen's own client (the app's one waits for a session); the list is refreshed on the app's.
let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

beforeEach(() => {
  vi.mocked(callApi).mockReset();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('one notification', () => {
  it('is asked for by its id and read from the answer’s data', async () => {
    answer(success(notice));
    await expect(getNotification('7')).resolves.toEqual(notice);
    expect(callApi).toHaveBeenCalledWith(notificationView, { params: { id: '7' }, signal: undefined });
  });

  it('fails when the server does not find it', async () => {
    answer(notFound);
    await expect(getNotification('8')).rejects.toThrow('Not found');
  });

  it('once opened, refreshes the cached list of notifications once (the server marked it read)', async () => {
    answer(success(notice));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { result, rerender } = renderHook(() => useNotification('7'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(notice);
    expect(client.getQueryData(notificationViewKeys.one('7'))).toEqual(notice);
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['notification', 'all'] }));
    rerender();
    rerender();
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('leaves the list alone when it could not be opened', async () => {
    answer(notFound);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { result } = renderHook(() => useNotification('8'), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(invalidate).not.toHaveBeenCalled();
  });
});
