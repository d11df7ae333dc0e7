import { describe, expect, it } from 'vitest';
import type { AccountRow } from '../../../../contracts/api/accounts.ts';
import { accountColumns, accountDetailPath, accountStatementPath } from './account-columns.ts';

const account: AccountRow = {
  number: '20208000900100001001',
  mfo: '00014',
  bank_name: 'CorpBank',
  name: 'Main account',
  organization_name: 'Acme LLC',
  currency: 'USD',
  kind: 'current',
  kind_name: 'Current',
  state: 'open',
  gl_code: '20208',
  opening_date: '2020-01-15',
  closing_date: null,
  incoming_balance: '1000.00',
  outgoing_balance: '1100.50',
  planned_balance: '850.00',
  reserved: '200.00',
  available_balance: '900.50',
  last_movement: '2026-11-20',
};

describe('the accounts list’s columns', () => {
  const columns = accountColumns((field) => `<${field}>`);

  it('come in the table’s order, each labelled by its own field', () => {
    expect(columns.map((c) => [c.key, c.label])).toEqual([
      ['number', '<number>'],
      ['name', '<name>'],
      ['currency', '<currency>'],
      ['incoming', '<incoming_balance>'],
      ['outgoing', '<outgoing_balance>'],
      ['reserved', '<reserved>'],
      ['available', '<available_balance>'],
      ['planned', '<planned_balance>'],
      ['last', '<last_movement>'],
    ]);
  });

  it('export each balance as the server’s decimal, right-aligned, and the last movement as a date', () => {
    expect(columns.map((c) => c.value(account))).toEqual([
      '20208000900100001001',
      'Main account',
      'USD',
      '1000.00',
      '1100.50',
      '200.00',
      '900.50',
      '850.00',
      '20.11.2026',
    ]);
    expect(columns.filter((c) => c.numeric).map((c) => c.key)).toEqual([
      'incoming',
      'outgoing',
      'reserved',
      'available',
      'planned',
    ]);
  });

  it('leave the last movement empty for an account that never moved', () => {
    const last = columns.find((c) => c.key === 'last');
    expect(last?.value({ ...account, last_movement: null })).toBe('');
  });

  it('lead to the account’s page and its statement by number and bank code', () => {
    expect(accountDetailPath(account)).toBe('/accounts/detail/20208000900100001001/00014');
    expect(accountStatementPath(account)).toBe('/accounts/stmt/20208000900100001001/00014');
  });
});
