/**
 * The multiclient area's calls (contracts/api/multiclient.ts). Reads are TanStack queries keyed by
 * the contract paths; changes are direct calls with their own Idempotency-Key (api-client), bank
 * staff administration being an online task (like /users), after which the lists refetch.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  accControlLists,
  accControlSave,
  accControlSaveAll,
  allowList,
  childAccess,
  childAddSave,
  childAjaxCustomerId,
  childDelete,
  childList,
  mclientOrganizations,
  mclientSelectOrganization,
  multiStateList,
  multiStatement,
  type MultiStatementBody,
  modeList,
  multiclientCreate,
  multiclientList,
  multiclientUpdate,
  multiclientView,
  muserBlock,
  muserCreate,
  muserDelete,
  muserList,
  muserResetPassword,
  muserSettings,
  muserSettingsSave,
  muserUnblock,
  muserUpdate,
  muserView,
  permissionList,
  type AccControlItem,
  type AccControlSaveAllBody,
  type ChildAccessBody,
  type ChildAddBody,
  type MulticlientBody,
  type MuserBody,
  type MuserCreateBody,
  type MuserRow,
  type SettingsSaveBody,
} from '../../../../contracts/api/multiclient.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { queryClient, REFERENCE_LIST } from '../../../lib/query-client.ts';
import { session } from '../../../lib/session.ts';
import { userStore } from '../../../offline/user-store.ts';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';

export const MC_PAGE_SIZE = 20;

const refresh = () =>
  Promise.all(
    [multiclientList, multiclientView, childList, muserList, muserView, muserSettings, accControlLists].map(
      (e) => queryClient.invalidateQueries({ queryKey: endpointKey(e) }),
    ),
  );

async function changed<T>(outcome: Promise<T>): Promise<T> {
  const answer = await outcome;
  await refresh();
  return answer;
}

// Parents

export function useParents(query: TableQuery) {
  const text = query.filters['text'] ?? '';
  return useQuery({
    queryKey: endpointKey(multiclientList, query),
    queryFn: async ({ signal }) =>
      dataOf(
        await callApi(multiclientList, {
          query: { page: query.page, pageSize: MC_PAGE_SIZE },
          body: text ? { text } : {},
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useParent(id: number) {
  return useQuery({
    queryKey: endpointKey(multiclientView, id),
    queryFn: async ({ signal }) => dataOf(await callApi(multiclientView, { params: { id }, signal })),
    enabled: id > 0,
  });
}

export const createParent = async (body: MulticlientBody) =>
  changed(callApi(multiclientCreate, { body }).then(dataOf));
export const updateParent = async (id: number, body: MulticlientBody) =>
  changed(callApi(multiclientUpdate, { params: { id }, body }).then(dataOf));

// Children

export function useChildren(id: number, query: TableQuery) {
  return useQuery({
    queryKey: endpointKey(childList, id, query.page),
    queryFn: async ({ signal }) =>
      dataOf(
        await callApi(childList, {
          params: { id },
          query: { page: query.page, pageSize: MC_PAGE_SIZE },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    enabled: id > 0,
  });
}

/** The organisation's name for a customer id; refusals answer under the field (no dialog). */
export async function lookupCustomer(customerid: string) {
  return dataOf(await callApi(childAjaxCustomerId, { body: { customerid }, handle: false }));
}

export const addChild = (id: number, body: ChildAddBody) =>
  changed(callApi(childAddSave, { params: { id }, body }).then(dataOf));
export const setChildAccess = (id: number, childId: number, body: ChildAccessBody) =>
  changed(callApi(childAccess, { params: { id, childId }, body }).then(dataOf));
export const deleteChild = (id: number, childId: number) =>
  changed(callApi(childDelete, { params: { id, childId } }).then(dataOf));

// Lookup lists

function useLookup(e: typeof allowList | typeof permissionList | typeof modeList) {
  return useQuery({
    queryKey: endpointKey(e),
    queryFn: async ({ signal }) => dataOf(await callApi(e, { signal })),
    staleTime: 60 * 60_000,
    meta: REFERENCE_LIST,
  });
}
export const useAllowList = () => useLookup(allowList);
export const usePermissionList = () => useLookup(permissionList);
export const useModeList = () => useLookup(modeList);

// Users

export function useMembers(id: number, page: number) {
  return useQuery({
    queryKey: endpointKey(muserList, id, page),
    queryFn: async ({ signal }) =>
      dataOf(await callApi(muserList, { params: { id }, query: { page, pageSize: MC_PAGE_SIZE }, signal })),
    placeholderData: keepPreviousData,
    enabled: id > 0,
  });
}

export function useMember(id: number, userId: number) {
  return useQuery({
    queryKey: endpointKey(muserView, id, userId),
    queryFn: async ({ signal }) => dataOf(await callApi(muserView, { params: { id, userId }, signal })),
    enabled: id > 0 && userId > 0,
  });
}

export const createMember = (id: number, body: MuserCreateBody) =>
  changed(callApi(muserCreate, { params: { id }, body }).then(dataOf));
export const updateMember = (id: number, userId: number, body: MuserBody) =>
  changed(callApi(muserUpdate, { params: { id, userId }, body }).then(dataOf));

export type MemberAction = 'block' | 'unblock' | 'reset' | 'delete';

export function runMemberAction(action: MemberAction, id: number, userId: number): Promise<MuserRow> {
  const params = { id, userId };
  const call =
    action === 'block'
      ? callApi(muserBlock, { params })
      : action === 'unblock'
        ? callApi(muserUnblock, { params })
        : action === 'reset'
          ? callApi(muserResetPassword, { params })
          : callApi(muserDelete, { params });
  return changed(call.then(dataOf));
}

export function useSettings(id: number, userId: number) {
  return useQuery({
    queryKey: endpointKey(muserSettings, id, userId),
    queryFn: async ({ signal }) => dataOf(await callApi(muserSettings, { params: { id, userId }, signal })),
    enabled: id > 0 && userId > 0,
  });
}

export const saveSettings = (id: number, userId: number, body: SettingsSaveBody) =>
  changed(callApi(muserSettingsSave, { params: { id, userId }, body }).then(dataOf));

// Account control

export function useAccControl(id: number, userId: number, organizationId: number | null) {
  return useQuery({
    queryKey: endpointKey(accControlLists, id, userId, organizationId),
    queryFn: async ({ signal }) =>
      dataOf(
        await callApi(accControlLists, {
          params: { id, userId },
          body: organizationId === null ? {} : { organization_id: organizationId },
          signal,
        }),
      ),
    enabled: id > 0 && userId > 0,
  });
}

export const saveAccControl = (id: number, userId: number, rows: AccControlItem[]) =>
  changed(callApi(accControlSave, { params: { id, userId }, body: { rows } }).then(dataOf));
export const saveAccControlAll = (id: number, body: AccControlSaveAllBody) =>
  changed(callApi(accControlSaveAll, { params: { id }, body }).then(dataOf));

// The multiclient's own children

export function useMyChildren() {
  return useQuery({
    queryKey: endpointKey(mclientOrganizations),
    queryFn: async ({ signal }) => dataOf(await callApi(mclientOrganizations, { signal })),
  });
}

/**
 * Switches the organisation every screen acts for: the server moves the session, then every answer
 * cached for the previous organisation goes — the memory cache and the encrypted kept reads — so
 * nothing of it shows for the next one, online or offline.
 */
export async function selectOrganization(organizationId: number): Promise<void> {
  const user = dataOf(
    await callApi(mclientSelectOrganization, { body: { organization_id: organizationId } }),
  );
  await userStore()
    .cache.clear()
    .catch((error: unknown) => console.warn('kept reads not cleared', error));
  await session.switchOrganization(user);
}

// The multi-statement across children

export function useMultiStateList() {
  return useQuery({
    queryKey: endpointKey(multiStateList),
    queryFn: async ({ signal }) => dataOf(await callApi(multiStateList, { signal })),
    staleTime: 60 * 60_000,
    meta: REFERENCE_LIST,
  });
}

export function useMultiStatement(body: MultiStatementBody | null) {
  return useQuery({
    queryKey: endpointKey(multiStatement, body),
    queryFn: async ({ signal }) => dataOf(await callApi(multiStatement, { body: body ?? undefined, signal })),
    enabled: body !== null,
  });
}
