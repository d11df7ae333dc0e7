import { useQuery } from '@tanstack/react-query';
import {
  userView,
  usersAssignableRoles,
  type AssignableRole,
  type UserDetails,
} from '../../../../contracts/api/users.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';

export async function getUser(id: string, signal?: AbortSignal): Promise<UserDetails> {
  return dataOf(await callApi(userView, { params: { id }, signal }));
}

export function useUser(id: string) {
  return useQuery({ queryKey: endpointKey(userView, id), queryFn: ({ signal }) => getUser(id, signal) });
}

/** Roles added in the RBAC editor that a user may be given (with the catalogue role each is based on). */
export function useAssignableRoles() {
  return useQuery({
    queryKey: endpointKey(usersAssignableRoles),
    queryFn: async ({ signal }): Promise<AssignableRole[]> =>
      dataOf(await callApi(usersAssignableRoles, { signal })),
  });
}
