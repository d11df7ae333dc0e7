/** Calls of the notices screens (contracts/api/notices.ts) and the caches they refresh. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  guestNotices,
  loginNoticeCreate,
  loginNoticeDelete,
  loginNoticesList,
  loginNoticeUpdate,
  loginNoticeView,
  noticeOrganizations,
  userNoticeCreate,
  userNoticeDelete,
  userNoticesList,
  userNoticeUpdate,
  userNoticeView,
  type LoginNoticeBody,
  type NoticeImportance,
  type UserNoticeBody,
} from '../../../../contracts/api/notices.ts';
import { notificationsAll } from '../../../../contracts/api/shell.ts';
import type { Language } from '../../../../contracts/envelope.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { queryClient, REFERENCE_LIST } from '../../../lib/query-client.ts';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';

export const NOTICES_PAGE_SIZE = 20;
const LANGS: readonly string[] = ['ru', 'en', 'uz'];
const IMPORTANCES: readonly string[] = ['info', 'warning', 'critical'];

function refresh(): Promise<unknown> {
  return Promise.all(
    [loginNoticesList, loginNoticeView, guestNotices, userNoticesList, userNoticeView, notificationsAll].map(
      (e) => queryClient.invalidateQueries({ queryKey: endpointKey(e) }),
    ),
  );
}

// ---- before sign-in ----

export function useLoginNotices(query: TableQuery) {
  const { language, importance, active } = query.filters;
  return useQuery({
    queryKey: endpointKey(loginNoticesList, query),
    queryFn: async ({ signal }) =>
      dataOf(
        await callApi(loginNoticesList, {
          query: { page: query.page, pageSize: NOTICES_PAGE_SIZE, sort: query.sort ?? undefined },
          body: {
            ...(language && LANGS.includes(language) ? { language: language as Language } : {}),
            ...(importance && IMPORTANCES.includes(importance)
              ? { importance: importance as NoticeImportance }
              : {}),
            ...(active === '1' ? { active: true } : active === '0' ? { active: false } : {}),
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useLoginNotice(id: string) {
  return useQuery({
    queryKey: endpointKey(loginNoticeView, id),
    queryFn: async ({ signal }) => dataOf(await callApi(loginNoticeView, { params: { id }, signal })),
  });
}

export async function createLoginNotice(body: LoginNoticeBody) {
  const data = dataOf(await callApi(loginNoticeCreate, { body }));
  await refresh();
  return data;
}

export async function updateLoginNotice(id: number, body: LoginNoticeBody) {
  const data = dataOf(await callApi(loginNoticeUpdate, { params: { id }, body }));
  await refresh();
  return data;
}

export async function deleteLoginNotice(id: number) {
  dataOf(await callApi(loginNoticeDelete, { params: { id } }));
  await refresh();
}

/** For /login: the notices active now in the chosen language (the Language header says which). */
export function useGuestNotices(language: string) {
  return useQuery({
    queryKey: endpointKey(guestNotices, language),
    queryFn: async ({ signal }) => dataOf(await callApi(guestNotices, { signal })),
    // Public: wanted before there is a session (see the query defaults in lib/session.ts).
    enabled: true,
    staleTime: 60_000,
  });
}

// ---- after sign-in ----

export function useUserNotices(query: TableQuery) {
  const organization = Number(query.filters['organization']);
  const text = query.filters['text'];
  return useQuery({
    queryKey: endpointKey(userNoticesList, query),
    queryFn: async ({ signal }) =>
      dataOf(
        await callApi(userNoticesList, {
          query: { page: query.page, pageSize: NOTICES_PAGE_SIZE, sort: query.sort ?? undefined },
          body: {
            ...(Number.isInteger(organization) && organization > 0 ? { organization_id: organization } : {}),
            ...(text ? { text } : {}),
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useUserNotice(id: string) {
  return useQuery({
    queryKey: endpointKey(userNoticeView, id),
    queryFn: async ({ signal }) => dataOf(await callApi(userNoticeView, { params: { id }, signal })),
  });
}

export function useNoticeOrganizations() {
  return useQuery({
    queryKey: endpointKey(noticeOrganizations),
    queryFn: async ({ signal }) => dataOf(await callApi(noticeOrganizations, { signal })),
    staleTime: 5 * 60_000,
    meta: REFERENCE_LIST,
  });
}

export async function createUserNotice(body: UserNoticeBody) {
  const data = dataOf(await callApi(userNoticeCreate, { body }));
  await refresh();
  return data;
}

export async function updateUserNotice(id: number, body: UserNoticeBody) {
  const data = dataOf(await callApi(userNoticeUpdate, { params: { id }, body }));
  await refresh();
  return data;
}

export async function deleteUserNotice(id: number) {
  dataOf(await callApi(userNoticeDelete, { params: { id } }));
  await refresh();
}
