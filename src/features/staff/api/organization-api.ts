/** Calls of the admin's organisation records (contracts/api/organization-registry.ts). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  organizationRecordCreate,
  organizationRecordList,
  organizationRecordUpdate,
  organizationRecordView,
  type OrganizationRecord,
  type OrganizationRecordBody,
} from '../../../../contracts/api/organization-registry.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';

export const ORGANIZATION_PAGE_SIZE = 20;

export function useOrganizationRecords(query: TableQuery) {
  const text = query.filters['text'];
  return useQuery({
    queryKey: endpointKey(organizationRecordList, query),
    queryFn: async ({ signal }) =>
      dataOf(
        await callApi(organizationRecordList, {
          query: { page: query.page, pageSize: ORGANIZATION_PAGE_SIZE, sort: query.sort ?? undefined },
          body: text ? { text } : {},
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useOrganizationRecord(id: string) {
  return useQuery({
    queryKey: endpointKey(organizationRecordView, id),
    queryFn: async ({ signal }) => dataOf(await callApi(organizationRecordView, { params: { id }, signal })),
  });
}

async function refresh(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: endpointKey(organizationRecordList) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(organizationRecordView) }),
  ]);
}

export async function createOrganizationRecord(body: OrganizationRecordBody): Promise<OrganizationRecord> {
  const record = dataOf(await callApi(organizationRecordCreate, { body }));
  await refresh();
  return record;
}

export async function updateOrganizationRecord(
  id: number,
  body: OrganizationRecordBody,
): Promise<OrganizationRecord> {
  const record = dataOf(await callApi(organizationRecordUpdate, { params: { id }, body }));
  await refresh();
  return record;
}
