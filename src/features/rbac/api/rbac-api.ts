/**
 * Calls of the RBAC editor (contracts/api/rbac.ts, admin). The server is the authority on access;
 * after a change every list of the editor is refetched. Changes are not queued offline: a change
 * of rights applies to everyone at once and is checked against lock-out, so it waits for the network.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as api from '../../../../contracts/api/rbac.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';

export const PERMISSIONS_PAGE_SIZE = 20;

function refresh(): Promise<unknown> {
  return queryClient.invalidateQueries({ queryKey: ['rbac'] });
}

export const useRoles = () =>
  useQuery({
    queryKey: endpointKey(api.rbacRoles),
    queryFn: async ({ signal }) => dataOf(await callApi(api.rbacRoles, { signal })),
  });

export const useRole = (name: string) =>
  useQuery({
    queryKey: endpointKey(api.rbacRoleView, name),
    queryFn: async ({ signal }) => dataOf(await callApi(api.rbacRoleView, { params: { name }, signal })),
  });

export const useRules = () =>
  useQuery({
    queryKey: endpointKey(api.rbacRules),
    queryFn: async ({ signal }) => dataOf(await callApi(api.rbacRules, { signal })),
  });

export const useRule = (name: string) =>
  useQuery({
    queryKey: endpointKey(api.rbacRuleView, name),
    queryFn: async ({ signal }) => dataOf(await callApi(api.rbacRuleView, { params: { name }, signal })),
  });

export const usePermissionNames = () =>
  useQuery({
    queryKey: endpointKey(api.rbacPermissionNames),
    queryFn: async ({ signal }) => dataOf(await callApi(api.rbacPermissionNames, { signal })),
  });

export const usePermission = (name: string) =>
  useQuery({
    queryKey: endpointKey(api.rbacPermissionView, name),
    queryFn: async ({ signal }) =>
      dataOf(await callApi(api.rbacPermissionView, { params: { name }, signal })),
  });

export function usePermissions(query: TableQuery) {
  return useQuery({
    queryKey: endpointKey(api.rbacPermissions, query),
    queryFn: async ({ signal }): Promise<Paged<api.RbacPermission>> => {
      const kind = query.filters['kind'];
      return dataOf(
        await callApi(api.rbacPermissions, {
          query: { page: query.page, pageSize: PERMISSIONS_PAGE_SIZE },
          body: {
            ...(query.filters['text'] ? { text: query.filters['text'] } : {}),
            ...(query.filters['role'] ? { role: query.filters['role'] } : {}),
            ...(kind === 'group' || kind === 'endpoint' ? { group: kind === 'group' } : {}),
          },
          signal,
        }),
      );
    },
    placeholderData: keepPreviousData,
  });
}

async function changed<T>(promise: Promise<T>): Promise<T> {
  const answer = await promise;
  await refresh();
  return answer;
}

export const createRole = async (body: api.RoleCreateBody) =>
  changed(callApi(api.rbacRoleCreate, { body }).then(dataOf));
export const updateRole = async (name: string, body: api.RoleUpdateBody) =>
  changed(callApi(api.rbacRoleUpdate, { params: { name }, body }).then(dataOf));
export const createPermission = async (body: api.PermissionCreateBody) =>
  changed(callApi(api.rbacPermissionCreate, { body }).then(dataOf));
export const updatePermission = async (name: string, body: api.PermissionUpdateBody) =>
  changed(callApi(api.rbacPermissionUpdate, { params: { name }, body }).then(dataOf));
export const createRule = async (body: api.RuleCreateBody) =>
  changed(callApi(api.rbacRuleCreate, { body }).then(dataOf));
export const updateRule = async (name: string, body: api.RuleUpdateBody) =>
  changed(callApi(api.rbacRuleUpdate, { params: { name }, body }).then(dataOf));
