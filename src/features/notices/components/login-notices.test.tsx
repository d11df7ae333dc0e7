// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GuestNotice } from '../../../../contracts/api/notices.ts';
import en from '../../../../locales/en/notices.json';
import { initKitI18n } from '../../../ui/kit-test-i18n.ts';
import { LoginNotices } from './login-notices.tsx';

const fake = vi.hoisted(() => ({ data: undefined as GuestNotice[] | undefined, asked: [] as string[] }));
vi.mock('../api/notices-api.ts', () => ({
  useGuestNotices: (language: string) => {
    fake.asked.push(language);
    return { data: fake.data };
  },
}));

beforeAll(async () => {
  await initKitI18n('en');
  i18next.addResourceBundle('en', 'notices', en);
});
afterEach(() => {
  cleanup();
  fake.data = undefined;
  fake.asked = [];
});

describe('notices on the sign-in page', () => {
  it('asks for the notices of the language the guest chose', () => {
    render(<LoginNotices />);
    expect(fake.asked).toContain('en');
  });

  it('shows nothing while there are none', () => {
    fake.data = [];
    const { container } = render(<LoginNotices />);
    expect(container.innerHTML).toBe('');
  });

  it('shows each notice with its markup, an urgent one as an alert, never a script', () => {
    fake.data = [
      {
        id: 1,
        importance: 'critical',
        title: 'Pause',
        body: '<p>Paused <b>now</b><img src=x onerror="alert(1)"></p>',
      },
      { id: 2, importance: 'info', title: 'Tariffs', body: '<p>New tariffs</p>' },
    ];
    const { container } = render(<LoginNotices />);
    const urgent = screen.getByRole('alert');
    expect(urgent.textContent).toContain('Pause');
    expect(urgent.querySelector('b')?.textContent).toBe('now');
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    expect(screen.getAllByTestId('login-notice')).toHaveLength(2);
  });
});
