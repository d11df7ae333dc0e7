// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UzsPaymentRow } from '../../../../contracts/api/uzs-payment.ts';
import { SignSheet } from './sign-sheet.tsx';

const calls = vi.hoisted(() => ({
  signed: 0,
  sent: [] as number[][],
  /** What signOnePayment answers next: the server's rows, or 'queued'. */
  one: 'done' as 'done' | 'queued',
  onePayments: [] as number[],
  batches: 0,
}));
vi.mock('react-i18next', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key),
  }),
}));
vi.mock('../../../lib/signing-client.ts', () => ({
  SigningClientError: class extends Error {},
  openSigningClient: () =>
    Promise.resolve({
      signMessage: () => {
        calls.signed += 1;
        return Promise.resolve({ signature: 'c2ln', version: 'v2' });
      },
      close: () => undefined,
    }),
}));
vi.mock('../api/post-sign.ts', () => ({
  postSign: () => {
    calls.batches += 1;
    return Promise.resolve({ rows: [] });
  },
}));
vi.mock('../api/payment-writes.ts', () => ({
  writeDeps: () => ({}),
  refuseIfQueued: () => Promise.resolve(),
  signOnePayment: (_deps: unknown, payment: UzsPaymentRow) => {
    calls.onePayments.push(payment.id);
    return Promise.resolve(
      calls.one === 'queued'
        ? { kind: 'queued', entry: { id: 'row-1' } }
        : { kind: 'done', data: { rows: [{ ...payment, status_id: 4, isSend: true }] } },
    );
  },
}));
vi.mock('../api/post-send.ts', () => ({
  postSend: (rows: readonly UzsPaymentRow[]) => {
    calls.sent.push(rows.map((r) => r.id));
    return Promise.resolve({ rows: [] });
  },
}));

const row = {
  id: 31,
  version: 2,
  number: '17',
  date: '2026-11-25',
  r_name: 'MChJ Orzu',
  sum: '1500.00',
  status_id: 2,
} as UzsPaymentRow;

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => {
  cleanup();
  calls.signed = 0;
  calls.sent = [];
  calls.one = 'done';
  calls.onePayments = [];
  calls.batches = 0;
});

describe('SignSheet (issue 17 point 7)', () => {
  it('opens on a review and asks the signing client nothing until the user confirms', async () => {
    render(<SignSheet rows={[row]} thenSend={false} onClose={() => undefined} />);
    expect(screen.getByTestId('sign-sheet').dataset['phase']).toBe('review');
    expect(screen.getByTestId('sign-review').textContent).toContain('MChJ Orzu');
    expect(calls.signed).toBe(0);
    fireEvent.click(screen.getByTestId('sign-confirm'));
    await waitFor(() => expect(screen.getByTestId('sign-sheet').dataset['phase']).toBe('done'));
    expect(calls.signed).toBe(1);
  });

  it('after a signature without sending offers to send now, and sends the signed version', async () => {
    render(<SignSheet rows={[row]} thenSend={false} onClose={() => undefined} />);
    fireEvent.click(screen.getByTestId('sign-confirm'));
    fireEvent.click(await screen.findByTestId('sign-send-now'));
    await waitFor(() => expect(screen.getByTestId('sign-done').textContent).toBe('sign.doneSent'));
    expect(calls.sent).toEqual([[31]]);
  });

  it('one payment goes on the one write path; without an answer the sheet says it waits in the outbox', async () => {
    calls.one = 'queued';
    render(<SignSheet rows={[row]} thenSend onClose={() => undefined} />);
    fireEvent.click(screen.getByTestId('sign-confirm'));
    await waitFor(() => expect(screen.getByTestId('sign-sheet').dataset['phase']).toBe('queued'));
    expect(screen.getByTestId('sign-queued').textContent).toBe('sign.queuedSend');
    expect(calls.onePayments).toEqual([31]);
    expect(calls.batches).toBe(0);
  });

  it('several payments are signed in one call and sent with the versions shown', async () => {
    const other = { ...row, id: 32, version: 5, r_name: 'MChJ Baraka' } as UzsPaymentRow;
    render(<SignSheet rows={[row, other]} thenSend onClose={() => undefined} />);
    fireEvent.click(screen.getByTestId('sign-confirm'));
    await waitFor(() => expect(screen.getByTestId('sign-done').textContent).toBe('sign.doneSent'));
    expect(calls.batches).toBe(1);
    expect(calls.onePayments).toEqual([]);
    expect(calls.sent).toEqual([[31, 32]]);
  });
});
