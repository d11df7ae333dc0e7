// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_DIALOG } from '../../lib/response-handler.ts';
import { dialogs } from '../../ui/dialog-service.ts';
import { reportServerReached } from '../../offline/online.ts';
import { OfflineBanner } from './offline-banner.tsx';

afterEach(() => {
  cleanup();
  for (const d of dialogs.snapshot().dialogs) dialogs.close(d.id);
  vi.restoreAllMocks();
});

describe('OfflineBanner', () => {
  it('replaces a "no connection" dialog opened just before the browser said offline', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineBanner />);
    dialogs.open({ kind: 'message', tone: 'error', title: 'No connection', lines: [] }, CONNECTION_DIALOG);
    const other = dialogs.open({ kind: 'message', tone: 'error', title: 'Refused', lines: [] });

    online.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });

    expect(screen.getByTestId('offline-banner')).toBeTruthy();
    expect(dialogs.snapshot().dialogs.map((d) => d.id)).toEqual([other]);
  });

  it('shows while the bank cannot be reached although the browser says online, until the next answer', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineBanner />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    act(() => reportServerReached(false));
    expect(screen.getByTestId('offline-banner')).toBeTruthy();
    act(() => reportServerReached(true));
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });
});
