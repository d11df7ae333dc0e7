import type { AccountRow } from '../../../../contracts/api/accounts.ts';
import { formatDate } from '../../../lib/dates.ts';
import type { Column } from '../../../ui/paged-table/paged-table.tsx';

export type AccountColumnField =
  | 'number'
  | 'name'
  | 'currency'
  | 'incoming_balance'
  | 'outgoing_balance'
  | 'reserved'
  | 'available_balance'
  | 'planned_balance'
  | 'last_movement';

/** An account's page and its statement. */
export const accountDetailPath = (a: Pick<AccountRow, 'number' | 'mfo'>) =>
  `/accounts/detail/${a.number}/${a.mfo}`;
export const accountStatementPath = (a: Pick<AccountRow, 'number' | 'mfo'>) =>
  `/accounts/stmt/${a.number}/${a.mfo}`;

/**
 * The accounts list's columns, in the table's order and as the exports carry them: the balances
 * as the server's decimals, the last movement as a date (empty when there was none).
 */
export function accountColumns(label: (field: AccountColumnField) => string): Column<AccountRow>[] {
  return [
    { key: 'number', label: label('number'), value: (a) => a.number },
    { key: 'name', label: label('name'), value: (a) => a.name },
    { key: 'currency', label: label('currency'), value: (a) => a.currency },
    { key: 'incoming', label: label('incoming_balance'), value: (a) => a.incoming_balance, numeric: true },
    { key: 'outgoing', label: label('outgoing_balance'), value: (a) => a.outgoing_balance, numeric: true },
    { key: 'reserved', label: label('reserved'), value: (a) => a.reserved, numeric: true },
    {
      key: 'available',
      label: label('available_balance'),
      value: (a) => a.available_balance,
      numeric: true,
    },
    { key: 'planned', label: label('planned_balance'), value: (a) => a.planned_balance, numeric: true },
    {
      key: 'last',
      label: label('last_movement'),
      value: (a) => (a.last_movement ? formatDate(a.last_movement) : ''),
    },
  ];
}
