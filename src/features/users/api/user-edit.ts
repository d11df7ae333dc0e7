/** Create, edit and reset password of a user (contracts/api/users.ts); the list and record refetch after. */
import {
  userCreate,
  userResetPassword,
  usersList,
  userUpdate,
  userView,
  type UserCreateBody,
  type UserDetails,
  type UserUpdateBody,
  type UserWithPassword,
} from '../../../../contracts/api/users.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

async function refresh(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: endpointKey(usersList) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(userView) }),
  ]);
}

export async function createUser(body: UserCreateBody): Promise<UserWithPassword> {
  const created = dataOf(await callApi(userCreate, { body }));
  await refresh();
  return created;
}

export async function updateUser(id: number, body: UserUpdateBody): Promise<UserDetails> {
  const user = dataOf(await callApi(userUpdate, { params: { id }, body }));
  await refresh();
  return user;
}

export async function resetUserPassword(id: number): Promise<UserWithPassword> {
  const reset = dataOf(await callApi(userResetPassword, { params: { id }, body: {} }));
  await refresh();
  return reset;
}
