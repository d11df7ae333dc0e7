// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Claim, ClaimValues } from '../../../../contracts/api/payment-claims.ts';
import { createClaim, editClaim } from '../api/claims.ts';
import { ClaimCreateScreen, ClaimEditScreen } from './claim-form-screens.tsx';

const values = { number: '7', amount: '1500.00', debtor_name: 'MChJ Orzu' } as ClaimValues;
const claim = { id: 31, version: 4, direction: 'outgoing', isEdit: true } as Claim;

vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));
vi.mock('../api/claims.ts', () => ({
  createClaim: vi.fn(),
  editClaim: vi.fn(),
  useClaimView: () => ({ isPending: false, fetchStatus: 'idle', data: { data: claim, asOf: null } }),
}));
// The form's own checks are tested with it; here it only hands the screen what was typed (and, like
// the form, keeps it when the save is refused).
vi.mock('../components/claim-form.tsx', () => ({
  ClaimForm: ({ onSave }: { onSave: (values: ClaimValues) => Promise<unknown> }) => (
    <button type="button" data-testid="save" onClick={() => void onSave(values).catch(() => undefined)} />
  ),
}));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

const open = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/payments-required/create" element={<ClaimCreateScreen />} />
        <Route path="/payments-required/edit" element={<ClaimEditScreen />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  vi.mocked(createClaim).mockReset();
  vi.mocked(editClaim).mockReset();
});
afterEach(cleanup);

describe('claim form screens: one write path, the page follows the answer', () => {
  it('a created claim opens its page', async () => {
    vi.mocked(createClaim).mockResolvedValue({ kind: 'done', data: claim });
    open('/payments-required/create');
    fireEvent.click(screen.getByTestId('save'));
    expect((await screen.findByTestId('where')).textContent).toBe('/payments-required/outgoing/detail/31');
    const body = vi.mocked(createClaim).mock.calls[0]?.[0];
    expect(body).toMatchObject(values);
    expect(body?.client_reference).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a queued create opens the outbox', async () => {
    vi.mocked(createClaim).mockResolvedValue({ kind: 'queued', entry: { id: 'row-1' } as never });
    open('/payments-required/create');
    fireEvent.click(screen.getByTestId('save'));
    expect((await screen.findByTestId('where')).textContent).toBe('/outbox');
  });

  it('the same form sends the same client_reference again (a twice-sent create stays one claim)', async () => {
    vi.mocked(createClaim).mockRejectedValueOnce(new Error('refused'));
    vi.mocked(createClaim).mockResolvedValueOnce({ kind: 'queued', entry: { id: 'row-2' } as never });
    open('/payments-required/create');
    fireEvent.click(screen.getByTestId('save'));
    await vi.waitFor(() => expect(createClaim).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByTestId('save'));
    await screen.findByTestId('where');
    const [first, second] = vi.mocked(createClaim).mock.calls.map(([body]) => body.client_reference);
    expect(second).toBe(first);
  });

  it('an edit sends the version the user saw; answered, the claim’s page; queued, the outbox', async () => {
    vi.mocked(editClaim).mockResolvedValue({ kind: 'done', data: claim });
    open('/payments-required/edit?id=31');
    fireEvent.click(screen.getByTestId('save'));
    expect((await screen.findByTestId('where')).textContent).toBe('/payments-required/outgoing/detail/31');
    expect(editClaim).toHaveBeenCalledWith({ id: 31, ...values }, 4);
    cleanup();

    vi.mocked(editClaim).mockResolvedValue({ kind: 'queued', entry: { id: 'row-3' } as never });
    open('/payments-required/edit?id=31');
    fireEvent.click(screen.getByTestId('save'));
    expect((await screen.findByTestId('where')).textContent).toBe('/outbox');
  });
});
