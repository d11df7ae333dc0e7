// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OverdraftRow } from '../../../../contracts/api/credits.ts';
import en from '../../../../locales/en/creditRequests.json';
import { initKitI18n } from '../../../ui/kit-test-i18n.ts';
import { OverdraftDecision, OverdraftQueue } from './overdraft-queue.tsx';

const fake = vi.hoisted(() => ({
  row: null as OverdraftRow | null,
  approved: [] as [number, number][],
  refused: [] as [number, number, string][],
}));
vi.mock('../api/overdraft-decisions.ts', () => ({
  useOverdraftQueue: () => ({
    isPending: false,
    isError: false,
    data: { list: fake.row ? [fake.row] : [], _meta: { currentPage: 1, pageCount: 1 } },
  }),
  useOverdraftDecision: () => ({ isPending: false, isError: false, data: fake.row }),
  approveOverdraft: (r: OverdraftRow) => {
    fake.approved.push([r.id, r.version]);
    return Promise.resolve(r);
  },
  refuseOverdraft: (r: OverdraftRow, reason: string) => {
    fake.refused.push([r.id, r.version, reason]);
    return Promise.resolve(r);
  },
}));

const sent: OverdraftRow = {
  id: 7,
  version: 3,
  number: 'OD-2-0003',
  account: '20208000900100001001',
  mfo: '00873',
  organization_name: 'MChJ Samarqand Savdo',
  currency: 'UZS',
  amount: '200000000.00',
  term_months: 12,
  status: 3,
  status_name: 'Sent to the bank',
  created_at: '25.11.2026 10:00',
  signed_at: '25.11.2026 11:00',
  sent_at: '25.11.2026 12:00',
  decided_at: null,
  refuse_reason: null,
  valid_to: null,
  isSign: false,
  isSend: false,
  isDelete: false,
  isApprove: true,
  isRefuse: true,
};

beforeAll(async () => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  await initKitI18n('en');
  i18next.addResourceBundle('en', 'creditRequests', en);
});
beforeEach(() => {
  fake.row = sent;
  fake.approved = [];
  fake.refused = [];
});
afterEach(cleanup);

const show = (node: ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

describe('the credit officer’s overdraft decisions', () => {
  it('lists the applications as phone cards that open one', () => {
    show(<OverdraftQueue page={1} onPage={() => undefined} />);
    const card = screen.getByTestId('overdraft-row-7');
    expect(card.textContent).toContain('OD-2-0003');
    expect(card.textContent).toContain('Sent to the bank');
    expect(card.querySelector('a')?.getAttribute('href')).toBe('/credit-request?tab=overdraft&id=7');
  });

  it('approves after the question, on the version shown', async () => {
    show(<OverdraftDecision id={7} />);
    fireEvent.click(screen.getByTestId('overdraft-approve'));
    const sheet = screen.getByTestId('confirm-sheet');
    expect(sheet.textContent).toContain('for 12 months');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Approve the limit' }));
    await waitFor(() => expect(fake.approved).toEqual([[7, 3]]));
  });

  it('refuses only with a reason', async () => {
    show(<OverdraftDecision id={7} />);
    fireEvent.click(screen.getByTestId('overdraft-refuse'));
    fireEvent.click(screen.getByTestId('overdraft-prompt-ok'));
    expect(fake.refused).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), { target: { value: 'Low turnover' } });
    fireEvent.click(screen.getByTestId('overdraft-prompt-ok'));
    await waitFor(() => expect(fake.refused).toEqual([[7, 3, 'Low turnover']]));
  });

  it('offers no decision on a decided application and shows its reason', () => {
    fake.row = {
      ...sent,
      status: 5,
      status_name: 'Refused',
      isApprove: false,
      isRefuse: false,
      refuse_reason: 'Low turnover',
    };
    show(<OverdraftDecision id={7} />);
    expect(screen.queryByTestId('overdraft-approve')).toBeNull();
    expect(screen.queryByTestId('overdraft-refuse')).toBeNull();
    const shown = screen.getByTestId('overdraft-decision').textContent;
    expect(shown).toContain('Low turnover');
    expect(shown).toContain('25.11.2026 12:00');
  });
});
