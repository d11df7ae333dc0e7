/**
 * Calls of the POS terminal registry (contracts/api/terminals.ts): solfy_terminal keeps it at /solfy,
 * the bank's admins read it at /terminals. After a change the lists, the record and the change log
 * are refetched, so the log screen shows the new row at once.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  merchantCreate,
  merchantList,
  registryLogList,
  terminalCreate,
  terminalList,
  terminalStatement,
  terminalUpdate,
  terminalView,
  type MerchantBody,
  type MerchantStatus,
  type TerminalBody,
  type TerminalStatus,
  type LOG_ENTITIES,
} from '../../../../contracts/api/terminals.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';

export const TERMINAL_PAGE_SIZE = 20;
type LogEntity = (typeof LOG_ENTITIES)[number];

function refreshRegistry(): Promise<unknown> {
  return Promise.all(
    [terminalList, terminalView, merchantList, registryLogList].map((e) =>
      queryClient.invalidateQueries({ queryKey: endpointKey(e) }),
    ),
  );
}

const paging = (query: TableQuery) => ({
  page: query.page,
  pageSize: TERMINAL_PAGE_SIZE,
  sort: query.sort ?? undefined,
});

const opt = (value: string | undefined) => (value ? value : undefined);

export function useTerminalList(query: TableQuery) {
  return useQuery({
    queryKey: endpointKey(terminalList, query),
    queryFn: async ({ signal }) =>
      dataOf(
        await callApi(terminalList, {
          query: paging(query),
          body: {
            text: opt(query.filters['text']),
            status: opt(query.filters['status']) as TerminalStatus | undefined,
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useTerminal(id: string) {
  return useQuery({
    queryKey: endpointKey(terminalView, id),
    queryFn: async ({ signal }) => dataOf(await callApi(terminalView, { params: { id }, signal })),
  });
}

export async function createTerminal(body: TerminalBody) {
  const terminal = dataOf(await callApi(terminalCreate, { body, idempotencyKey: crypto.randomUUID() }));
  await refreshRegistry();
  return terminal;
}

export async function updateTerminal(id: number, body: TerminalBody) {
  const terminal = dataOf(
    await callApi(terminalUpdate, { params: { id }, body, idempotencyKey: crypto.randomUUID() }),
  );
  await refreshRegistry();
  return terminal;
}

export function useMerchantList(query: TableQuery) {
  return useQuery({
    queryKey: endpointKey(merchantList, query),
    queryFn: async ({ signal }) =>
      dataOf(
        await callApi(merchantList, {
          query: paging(query),
          body: {
            text: opt(query.filters['text']),
            status: opt(query.filters['status']) as MerchantStatus | undefined,
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export async function createMerchant(body: MerchantBody) {
  const merchant = dataOf(await callApi(merchantCreate, { body, idempotencyKey: crypto.randomUUID() }));
  await refreshRegistry();
  return merchant;
}

export function useRegistryLog(query: TableQuery) {
  return useQuery({
    queryKey: endpointKey(registryLogList, query),
    queryFn: async ({ signal }) =>
      dataOf(
        await callApi(registryLogList, {
          query: { page: query.page, pageSize: TERMINAL_PAGE_SIZE },
          body: {
            text: opt(query.filters['text']),
            entity: opt(query.filters['entity']) as LogEntity | undefined,
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useStatement(merchantId: string, from: string, to: string, page: number) {
  return useQuery({
    queryKey: endpointKey(terminalStatement, { merchantId, from, to, page }),
    queryFn: async ({ signal }) =>
      dataOf(
        await callApi(terminalStatement, {
          params: { merchant_id: merchantId },
          query: { page, pageSize: TERMINAL_PAGE_SIZE },
          body: { from, to },
          signal,
        }),
      ),
    enabled: from !== '' && to !== '' && from <= to,
    placeholderData: keepPreviousData,
  });
}
