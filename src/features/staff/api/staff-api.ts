/**
 * Calls of the bank's staff consoles (contracts/api/staff.ts) and the admin's logs
 * (contracts/api/error-log.ts). Each write carries its own Idempotency-Key (api-client); after
 * an action the console's list is refetched.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  errorLogList,
  errorLogView,
  keyLogList,
  KEY_LOG_KINDS,
  type KeyLogKind,
} from '../../../../contracts/api/error-log.ts';
import {
  bankOrganizationsList,
  staffBlock,
  staffLinkOrganization,
  staffList,
  staffResetPassword,
  staffSetBranch,
  staffUnblock,
  type StaffKind,
  type StaffOneTimePassword,
  type StaffRow,
} from '../../../../contracts/api/staff.ts';
import { USER_STATES, type UserState } from '../../../../contracts/api/users.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';

export const STAFF_PAGE_SIZE = 20;
export const STAFF_FILTERS = ['text', 'state', 'inn'] as const;
export const ORGANIZATION_FILTERS = ['text'] as const;
export const ERROR_FILTERS = ['text', 'status'] as const;
export const KEY_LOG_FILTERS = ['text', 'kind'] as const;

const paging = (query: TableQuery) => ({
  page: query.page,
  pageSize: STAFF_PAGE_SIZE,
  sort: query.sort ?? undefined,
});

export function useStaffList(kind: StaffKind, query: TableQuery) {
  const { text, state, inn } = query.filters;
  const body = {
    kind,
    ...(text ? { text } : {}),
    ...(state && (USER_STATES as readonly string[]).includes(state) ? { state: state as UserState } : {}),
    ...(inn && /^\d{9}$/.test(inn) ? { inn } : {}),
  };
  return useQuery({
    queryKey: endpointKey(staffList, { kind, ...query }),
    queryFn: async ({ signal }) => dataOf(await callApi(staffList, { query: paging(query), body, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useBankOrganizations(query: TableQuery) {
  const text = query.filters['text'];
  return useQuery({
    queryKey: endpointKey(bankOrganizationsList, query),
    queryFn: async ({ signal }) =>
      dataOf(
        await callApi(bankOrganizationsList, {
          query: { page: query.page, pageSize: STAFF_PAGE_SIZE },
          body: text ? { text } : {},
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

async function settle<T>(value: T): Promise<T> {
  await queryClient.invalidateQueries({ queryKey: endpointKey(staffList) });
  return value;
}

export async function blockStaff(id: number, reason: string): Promise<StaffRow> {
  return settle(dataOf(await callApi(staffBlock, { params: { id }, body: reason ? { reason } : {} })));
}

export async function unblockStaff(id: number): Promise<StaffRow> {
  return settle(dataOf(await callApi(staffUnblock, { params: { id }, body: {} })));
}

export async function resetStaffPassword(id: number): Promise<StaffOneTimePassword> {
  return settle(dataOf(await callApi(staffResetPassword, { params: { id }, body: {} })));
}

export async function linkStaffOrganization(id: number, inn: string): Promise<StaffRow> {
  return settle(dataOf(await callApi(staffLinkOrganization, { params: { id }, body: { inn } })));
}

export async function setStaffBranch(id: number, branchMfo: string | null): Promise<StaffRow> {
  return settle(dataOf(await callApi(staffSetBranch, { params: { id }, body: { branch_mfo: branchMfo } })));
}

export function useErrorLog(query: TableQuery) {
  const { text, status } = query.filters;
  const code = Number(status);
  return useQuery({
    queryKey: endpointKey(errorLogList, query),
    queryFn: async ({ signal }) =>
      dataOf(
        await callApi(errorLogList, {
          query: { page: query.page, pageSize: STAFF_PAGE_SIZE },
          body: {
            ...(text ? { text } : {}),
            ...(Number.isInteger(code) && code >= 400 && code <= 599 ? { status: code } : {}),
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useErrorRecord(id: string) {
  return useQuery({
    queryKey: endpointKey(errorLogView, id),
    queryFn: async ({ signal }) => dataOf(await callApi(errorLogView, { params: { id }, signal })),
  });
}

export function useKeyLogs(query: TableQuery) {
  const { text, kind } = query.filters;
  return useQuery({
    queryKey: endpointKey(keyLogList, query),
    queryFn: async ({ signal }) =>
      dataOf(
        await callApi(keyLogList, {
          query: { page: query.page, pageSize: STAFF_PAGE_SIZE },
          body: {
            ...(text ? { text } : {}),
            ...(kind && (KEY_LOG_KINDS as readonly string[]).includes(kind)
              ? { kind: kind as KeyLogKind }
              : {}),
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
