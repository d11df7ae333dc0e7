import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contractList, EISVO_PAGE_SIZE } from '../../../../contracts/api/eisvo.ts';
import { endpointKey } from '../../../lib/api-client.ts';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';
import { cachedCall } from '../offline/cached-read.ts';

export const LIST_FILTERS = ['idn', 'cntrStatus', 'cntrType', 'country'] as const;

export function useContractList(query: TableQuery) {
  const f = query.filters;
  return useQuery({
    queryKey: endpointKey(contractList, query),
    queryFn: ({ signal }) =>
      cachedCall(contractList, {
        query: { page: query.page, pageSize: EISVO_PAGE_SIZE },
        body: {
          ...(f['idn'] ? { idn: f['idn'] } : {}),
          ...(f['cntrStatus'] ? { cntrStatus: f['cntrStatus'] } : {}),
          ...(f['cntrType'] ? { cntrType: f['cntrType'] } : {}),
          ...(f['country'] ? { country: f['country'] } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    networkMode: 'always',
  });
}
