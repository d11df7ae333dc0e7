// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrganizationSettings } from '../../../../contracts/api/organization-settings.ts';
import { OrganizationSigning } from './organization-signing.tsx';

const api = vi.hoisted(() => ({
  settings: undefined as OrganizationSettings | undefined,
  mutate: vi.fn(),
}));
vi.mock('../api/organization-settings.ts', () => ({
  useOrganizationSettings: () => ({ data: api.settings }),
  useSetDualControl: () => ({ mutate: api.mutate, isPending: false }),
}));
vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const base: OrganizationSettings = {
  id: 7,
  name: 'OOO «Toshkent Tekstil Invest»',
  inn: '301245678',
  legal_form: 'legal_entity',
  dual_control: true,
  must_sign_b: false,
  eds_only: false,
  isChangeDualControl: false,
};

beforeEach(() => api.mutate.mockReset());
afterEach(cleanup);

describe('OrganizationSigning', () => {
  it('shows dual control read-only to whoever may not change it', () => {
    api.settings = base;
    render(<OrganizationSigning />);
    const value = screen.getByTestId('settings-dual-control');
    expect(value.tagName).toBe('DD');
    expect(value.textContent).toBe('organization.yes');
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByTestId('settings-organization').textContent).toContain(
      'organization.dualControlReadOnly',
    );
  });

  it('gives the head a switch that asks the server to change it', () => {
    api.settings = { ...base, isChangeDualControl: true };
    render(<OrganizationSigning />);
    const toggle = screen.getByRole('switch');
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    expect(api.mutate).toHaveBeenCalledWith({ id: 7, dualControl: false });
  });
});
