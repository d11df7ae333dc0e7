// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow, Statement, StatementRow } from '../../../../contracts/api/accounts.ts';
import en from '../../../../locales/en/accounts.json';
import { initKitI18n } from '../../../ui/kit-test-i18n.ts';
import { StatementRows, StatementTotals } from './statement-table.tsx';

beforeAll(async () => {
  await initKitI18n('en');
  i18next.addResourceBundle('en', 'accounts', en);
});
afterEach(cleanup);

const account: AccountRow = {
  number: '20208000900100001001',
  mfo: '00014',
  bank_name: 'CorpBank',
  name: 'Main account',
  organization_name: 'Acme LLC',
  currency: 'UZS',
  kind: 'current',
  kind_name: 'Current',
  state: 'open',
  gl_code: '20208',
  opening_date: '2020-01-15',
  closing_date: null,
  incoming_balance: '1000.00',
  outgoing_balance: '1100.00',
  planned_balance: '1100.00',
  reserved: '0.00',
  available_balance: '1100.00',
  last_movement: '2026-11-20',
};
const paid: StatementRow = {
  id: 1,
  date: '2026-11-20',
  time: '10:15',
  doc_number: '17',
  debit: '150.00',
  credit: '0.00',
  details: 'Rent for November',
  mfo: '00450',
  account: '20208000100200003004',
  name: 'Landlord LLC',
  inn: '301234567',
};
const received: StatementRow = {
  ...paid,
  id: 2,
  doc_number: '18',
  debit: '0.00',
  credit: '250.00',
  details: 'Payment for goods',
  name: 'Buyer JSC',
  inn: null,
};
const statement: Statement = {
  account,
  date_from: '2026-11-01',
  date_to: '2026-11-24',
  opening_balance: '1000.00',
  debit_turnover: '150.00',
  credit_turnover: '250.00',
  closing_balance: '1100.00',
  debit_count: 1,
  credit_count: 1,
  rows: [paid, received],
};

const text = (element: Element) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

describe('the statement’s totals', () => {
  it('show the opening and closing balances and each turnover with its count, in the account’s currency', () => {
    render(<StatementTotals statement={{ ...statement, debit_count: 3 }} />);
    expect(text(screen.getByTestId('statement-opening'))).toBe('Opening balance1,000.00 UZS');
    expect(text(screen.getByTestId('statement-debit'))).toBe('Debit turnover (3)150.00 UZS');
    expect(text(screen.getByTestId('statement-credit'))).toBe('Credit turnover (1)250.00 UZS');
    expect(text(screen.getByTestId('statement-closing'))).toBe('Closing balance1,100.00 UZS');
  });
});

describe('the statement’s movements', () => {
  it('put a payment in the debit column and a receipt in the credit column, leaving the other empty', () => {
    render(<StatementRows statement={statement} wide />);
    const [out, into] = screen.getAllByTestId('statement-row').map((row) => within(row).getAllByRole('cell'));
    expect(out?.map(text)).toEqual([
      '20.11.2026 10:15',
      '17',
      'Landlord LLC20208000100200003004 · 00450 · TIN 301234567',
      '150.00 UZS',
      '',
      'Rent for November',
    ]);
    expect(into?.map(text).slice(2, 5)).toEqual(['Buyer JSC20208000100200003004 · 00450', '', '250.00 UZS']);
  });

  it('on a phone show one signed amount per card: minus for a payment, plus for a receipt', () => {
    render(<StatementRows statement={statement} wide={false} />);
    const cards = screen.getAllByTestId('statement-row');
    expect(cards.map((card) => text(card.querySelector('strong') as Element))).toEqual([
      '−150.00 UZS',
      '+250.00 UZS',
    ]);
    expect(cards.map((card) => card.querySelector('strong')?.className)).toEqual([
      'cb-acc-debit',
      'cb-acc-credit',
    ]);
    expect(text(cards[0] as Element)).toContain('20.11.2026 10:15 · № 17');
  });

  it('say there were no movements instead of an empty table', () => {
    render(<StatementRows statement={{ ...statement, rows: [] }} wide />);
    expect(screen.queryByTestId('statement-rows')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('No movements in this period.');
  });
});
