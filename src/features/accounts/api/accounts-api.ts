import { useQuery } from '@tanstack/react-query';
import {
  accountList,
  accountStatement,
  accountStatementFile,
  accountView,
  type StatementFormat,
} from '../../../../contracts/api/accounts.ts';
import { callApi, dataOf, downloadApi, endpointKey } from '../../../lib/api-client.ts';
import { keptRead } from '../../../offline/kept-read.ts';
import type { StatementRange } from '../../../lib/statement-range.ts';

const AREA = 'accounts';

/** The organisation's accounts, kept for offline reading. */
export function useAccounts() {
  return useQuery({
    queryKey: endpointKey(accountList),
    queryFn: ({ signal }) =>
      keptRead(AREA, 'list', async (quiet) => ({
        rows: dataOf(await callApi(accountList, { ...quiet, body: {}, signal })),
      })),
    networkMode: 'always',
  });
}

export function useAccountView(account: string, mfo: string) {
  return useQuery({
    queryKey: endpointKey(accountView, account, mfo),
    queryFn: ({ signal }) =>
      keptRead(AREA, `view:${account}:${mfo}`, async (quiet) =>
        dataOf(await callApi(accountView, { ...quiet, body: { account, mfo }, signal })),
      ),
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
      keptRead(AREA, `statement:${account}:${mfo}`, async (quiet) =>
        dataOf(
          await callApi(accountStatement, {
            ...quiet,
            body: { account, mfo, date_from: range.from, date_to: range.to },
            signal,
          }),
        ),
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
