// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UzsPaymentRow } from '../../../../contracts/api/uzs-payment.ts';
import { PaymentActions } from './payment-actions.tsx';
import { PaymentStatusChip } from './payment-status-chip.tsx';

const outbox = vi.hoisted(() => ({ waiting: [] as readonly unknown[] }));
vi.mock('../offline/use-queued-actions.ts', () => ({ useQueuedActions: () => outbox.waiting }));
vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const entered = {
  id: 41,
  version: 2,
  status_id: 2,
  statusName: 'Введён',
  isSign: true,
  IsSignSend: true,
  isRecallApprove: true,
  isCopy: true,
  isReturn: true,
} as UzsPaymentRow;

function show(row: UzsPaymentRow) {
  render(
    <MemoryRouter>
      <PaymentStatusChip row={row} />
      <PaymentActions payment={row} onDeleted={() => undefined} />
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  outbox.waiting = [];
});

describe('a payment with an action waiting in the outbox (issue 17 point 2)', () => {
  it('offers its actions when nothing waits', () => {
    show(entered);
    expect(screen.queryByTestId('payment-queued-chip')).toBeNull();
    expect(screen.queryByTestId('payment-queued')).toBeNull();
    expect(screen.getByTestId('payment-sign')).toHaveProperty('disabled', false);
    expect(screen.getByTestId('payment-sign-send')).toHaveProperty('disabled', false);
  });

  it('says "waiting to send", and every action that would change it is disabled with the reason', () => {
    outbox.waiting = [{ id: 'row-1', kind: 'uzsPaymentSign', state: 'pending' }];
    show(entered);
    expect(screen.getByTestId('payment-status').textContent).toBe('Введён');
    expect(screen.getByTestId('payment-queued-chip').textContent).toBe('pending.chip');
    expect(screen.getByTestId('payment-queued').textContent).toContain('pending.note');
    for (const action of ['sign', 'sign-send', 'recall', 'return']) {
      const button = screen.getByTestId(`payment-${action}`);
      expect(button).toHaveProperty('disabled', true);
      expect(button.getAttribute('aria-describedby')).toBe('payment-queued-note');
    }
    // Reading and copying do not conflict with the queued action.
    expect(screen.getByTestId('payment-print')).toHaveProperty('disabled', false);
    expect(screen.getByTestId('payment-copy')).toHaveProperty('disabled', false);
  });
});

describe('return to the preparer', () => {
  it('is offered only by isReturn', () => {
    show(entered);
    expect(screen.getByTestId('payment-return').textContent).toBe('actions.return');
    cleanup();
    show({ ...entered, isReturn: false });
    expect(screen.queryByTestId('payment-return')).toBeNull();
  });
});
