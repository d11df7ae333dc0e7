import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EISVO_PAGE_SIZE, SECTION_ENDPOINTS, type SectionName } from '../../../../contracts/api/eisvo.ts';
import { endpointKey } from '../../../lib/api-client.ts';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';
import { keptCall } from '../../../offline/kept-call.ts';
import { KEPT_CONTRACTS } from '../offline/kept-contracts.ts';

function fetchSection(
  name: SectionName,
  idn: string,
  page: { page: number; pageSize: number; sort: string | null },
  signal?: AbortSignal,
) {
  const endpoint = SECTION_ENDPOINTS[name];
  return keptCall(
    endpoint,
    {
      query: { page: page.page, pageSize: page.pageSize, sort: page.sort ?? undefined },
      body: { contract_idn: idn },
      signal,
    },
    KEPT_CONTRACTS,
  );
}

export function useSectionList(name: SectionName, idn: string, query: TableQuery) {
  return useQuery({
    queryKey: endpointKey(SECTION_ENDPOINTS[name], idn, query),
    queryFn: ({ signal }) =>
      fetchSection(name, idn, { page: query.page, pageSize: EISVO_PAGE_SIZE, sort: query.sort }, signal),
    placeholderData: keepPreviousData,
    networkMode: 'always',
  });
}

/**
 * Export-all (spec 3 §7.1): the same call with page 1 and page size equal to the total count, in
 * the order shown. Runs only once the first page has told the total.
 */
export function useSectionAll(
  name: SectionName,
  idn: string,
  sort: string | null,
  total: number | undefined,
) {
  return useQuery({
    queryKey: endpointKey(SECTION_ENDPOINTS[name], idn, 'all', sort, total),
    queryFn: ({ signal }) => fetchSection(name, idn, { page: 1, pageSize: total ?? 1, sort }, signal),
    enabled: total !== undefined && total > 0,
    networkMode: 'always',
  });
}
