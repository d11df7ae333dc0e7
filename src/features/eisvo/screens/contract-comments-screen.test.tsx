// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VerificationRow } from '../../../../contracts/api/eisvo.ts';
import { saveContractComments } from '../api/post-contract-update.ts';
import { ContractCommentsScreen } from './contract-comments-screen.tsx';

const idn = '123456789012345678901234567';
const row: VerificationRow = {
  order_num: 1,
  field: 'amount',
  cntr: '100',
  clause: '2.1',
  desc: 'Amount',
  value: '100',
  client: '',
  done: false,
  basis: 'b1',
};

vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));
vi.mock('../../../lib/media-query.ts', () => ({ useMediaQuery: () => false, WIDE_QUERY: '' }));
vi.mock('../api/get-contract-verification.ts', () => ({
  useContractVerification: () => ({
    isPending: false,
    isError: false,
    data: { data: { items: [row], isEdit: true }, asOf: null },
  }),
}));
vi.mock('../api/get-contract-basis-list.ts', () => ({
  useContractBasisList: () => ({ data: { data: { items: [] }, asOf: null } }),
}));
vi.mock('../api/post-contract-update.ts', () => ({ saveContractComments: vi.fn() }));

const open = () =>
  render(
    <MemoryRouter initialEntries={[`/eisvo/${idn}/comments`]}>
      <Routes>
        <Route path="/eisvo/:idn/comments" element={<ContractCommentsScreen />} />
      </Routes>
    </MemoryRouter>,
  );

async function typeAndSave(): Promise<string | null> {
  open();
  fireEvent.change(screen.getByTestId('comment-amount'), { target: { value: 'Checked' } });
  fireEvent.click(screen.getByTestId('comments-save'));
  return (await screen.findByTestId('comments-notice')).textContent;
}

beforeEach(() => {
  vi.mocked(saveContractComments).mockReset();
});
afterEach(cleanup);

describe('contract comments: one write path, the notice follows the answer', () => {
  it('answered: saved, and the typed comments are cleared', async () => {
    vi.mocked(saveContractComments).mockResolvedValue({ kind: 'done', data: {} as never });
    expect(await typeAndSave()).toBe('comments.saved');
    expect(saveContractComments).toHaveBeenCalledWith({ contract_idn: idn, comments: { amount: 'Checked' } });
    expect((screen.getByTestId('comment-amount') as HTMLTextAreaElement).value).toBe('');
  });

  it('not answered at once: queued in the outbox', async () => {
    vi.mocked(saveContractComments).mockResolvedValue({ kind: 'queued', entry: { id: 'row-1' } as never });
    expect(await typeAndSave()).toBe('comments.queued');
  });

  it('refused: no notice, what was typed stays', async () => {
    vi.mocked(saveContractComments).mockRejectedValue(new Error('refused'));
    open();
    fireEvent.change(screen.getByTestId('comment-amount'), { target: { value: 'Checked' } });
    fireEvent.click(screen.getByTestId('comments-save'));
    await vi.waitFor(() => expect(saveContractComments).toHaveBeenCalled());
    await vi.waitFor(() =>
      expect((screen.getByTestId('comments-save') as HTMLButtonElement).disabled).toBe(false),
    );
    expect(screen.queryByTestId('comments-notice')).toBeNull();
    expect((screen.getByTestId('comment-amount') as HTMLTextAreaElement).value).toBe('Checked');
  });
});
