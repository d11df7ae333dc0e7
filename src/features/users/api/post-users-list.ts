import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ROLES, type Role } from '../../../../contracts/roles.ts';
import {
  USER_STATES,
  usersList,
  type UserFilter,
  type UserRow,
  type UserState,
} from '../../../../contracts/api/users.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';

export const USERS_PAGE_SIZE = 20;
/** Filter names kept in the address (`/users?text=&role=&organization=&state=&page=`). */
export const USER_FILTERS = ['text', 'role', 'organization', 'state'] as const;

/** The address's filter as the call's body: unknown roles or states are dropped, not sent. */
export function filterOf(query: TableQuery): UserFilter {
  const { text, role, organization, state } = query.filters;
  return {
    ...(text ? { text } : {}),
    ...(role && (ROLES as readonly string[]).includes(role) ? { role: role as Role } : {}),
    ...(organization ? { organization } : {}),
    ...(state && (USER_STATES as readonly string[]).includes(state) ? { state: state as UserState } : {}),
  };
}

export async function postUsersList(query: TableQuery, signal?: AbortSignal): Promise<Paged<UserRow>> {
  return dataOf(
    await callApi(usersList, {
      query: { page: query.page, pageSize: USERS_PAGE_SIZE, sort: query.sort ?? undefined },
      body: filterOf(query),
      signal,
    }),
  );
}

export function useUsersList(query: TableQuery) {
  return useQuery({
    queryKey: endpointKey(usersList, query),
    queryFn: ({ signal }) => postUsersList(query, signal),
    placeholderData: keepPreviousData,
  });
}
