// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PushPermissionState } from '../lib/push/push.ts';
import { PushNotice } from './push-notice.tsx';

afterEach(cleanup);

const texts = { denied: 'Blocked', ask: 'Allow?', enable: 'Turn on' };
const state = (over: Partial<PushPermissionState>): PushPermissionState => ({
  configured: true,
  permission: 'default',
  busy: false,
  ask: vi.fn(() => Promise.resolve()),
  ...over,
});

describe('PushNotice', () => {
  it('shows nothing while push is not configured, granted or impossible', () => {
    for (const s of [
      state({ configured: false, permission: 'denied' }),
      state({ permission: 'granted' }),
      state({ permission: 'unsupported' }),
    ]) {
      const { container } = render(<PushNotice state={s} texts={texts} testId="n" />);
      expect(container.innerHTML).toBe('');
      cleanup();
    }
  });

  it('warns when notifications are blocked', () => {
    render(<PushNotice state={state({ permission: 'denied' })} texts={texts} testId="n" />);
    expect(screen.getByTestId('n').textContent).toBe('Blocked');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers the button while undecided and asks on a tap', () => {
    const s = state({});
    render(<PushNotice state={s} texts={texts} testId="n" />);
    expect(screen.getByTestId('n-ask').textContent).toContain('Allow?');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(s.ask).toHaveBeenCalledTimes(1);
  });
});
