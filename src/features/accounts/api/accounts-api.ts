import { useQuery } from '@tanstack/react-query';
import {
  accountList,
  accountStatement,
  accountStatementFile,
  accountView,
  type StatementFormat,
} from '../../../../contracts/api/accounts.ts';
import { downloadApi, endpointKey } from '../../../lib/api-client.ts';
import { keptCall } from '../../../offline/kept-call.ts';
import type { StatementRange } from '../../../lib/statement-range.ts';

const AREA = 'accounts';

/** The organisation's accounts, kept for offline reading. */
export function useAccounts() {
  return useQuery({
    queryKey: endpointKey(accountList),
    queryFn: ({ signal }) => keptCall(accountList, { body: {}, signal }, { area: AREA }),
    networkMode: 'always',
  });
}

export function useAccountView(account: string, mfo: string) {
  return useQuery({
    queryKey: endpointKey(accountView, account, mfo),
    queryFn: ({ signal }) => keptCall(accountView, { body: { account, mfo }, signal }, { area: AREA }),
    networkMode: 'always',
  });
}

/**
 * A statement for a range. The last one viewed of each account is kept, so offline the account's
 * last statement is shown (with its own range and when it was fetched), whatever range is asked.
 */
export function useStatement(account: string, mfo: string, range: StatementRange, enabled: boolean) {
  return useQuery({
    queryKey: endpointKey(accountStatement, account, mfo, range.from, range.to),
    queryFn: ({ signal }) =>
      keptCall(
        accountStatement,
        { body: { account, mfo, date_from: range.from, date_to: range.to }, signal },
        { area: AREA, key: `statement:${account}:${mfo}` },
      ),
    enabled,
    networkMode: 'always',
  });
}

export function downloadStatement(
  account: string,
  mfo: string,
  range: StatementRange,
  format: StatementFormat,
) {
  return downloadApi(accountStatementFile, {
    body: { account, mfo, date_from: range.from, date_to: range.to, format },
  });
}
