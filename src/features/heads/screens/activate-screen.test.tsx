// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Session from '../../../lib/session.ts';
import { ActivateScreen } from './activate-screen.tsx';

const state = vi.hoisted(() => ({ role: 'passive_user', devicesEnabled: [] as boolean[] }));
vi.mock('../../../lib/session.ts', async (original) => ({
  ...(await original<typeof Session>()),
  useSession: () => ({ user: { id: 5, role: state.role } }),
}));
vi.mock('../api/heads-api.ts', () => ({
  useDevices: (enabled = true) => {
    state.devicesEnabled.push(enabled);
    return { data: undefined };
  },
}));
vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

afterEach(() => {
  cleanup();
  state.devicesEnabled = [];
});

describe('/activate for a role that cannot sign (issue 17 point 14)', () => {
  it('says what activation gives and who may use it, and asks the server nothing it would refuse', () => {
    render(<ActivateScreen />);
    const card = screen.getByTestId('activate-not-signer');
    expect(card.textContent).toContain('notSignerGives');
    expect(card.textContent).toContain('roles.head');
    expect(card.textContent).toContain('roles.accountant_sign');
    expect(state.devicesEnabled.every((enabled) => !enabled)).toBe(true);
  });
});
