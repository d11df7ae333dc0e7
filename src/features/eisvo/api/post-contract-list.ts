import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contractList, EISVO_PAGE_SIZE } from '../../../../contracts/api/eisvo.ts';
import { endpointKey } from '../../../lib/api-client.ts';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';
import { keptCall } from '../../../offline/kept-call.ts';
import { KEPT_CONTRACTS } from '../offline/kept-contracts.ts';

export const LIST_FILTERS = ['idn', 'cntrStatus', 'cntrType', 'country'] as const;

export function useContractList(query: TableQuery) {
  const f = query.filters;
  return useQuery({
    queryKey: endpointKey(contractList, query),
    queryFn: ({ signal }) =>
      keptCall(
        contractList,
        {
          query: { page: query.page, pageSize: EISVO_PAGE_SIZE },
          body: {
            ...(f['idn'] ? { idn: f['idn'] } : {}),
            ...(f['cntrStatus'] ? { cntrStatus: f['cntrStatus'] } : {}),
            ...(f['cntrType'] ? { cntrType: f['cntrType'] } : {}),
            ...(f['country'] ? { country: f['country'] } : {}),
          },
          signal,
        },
        KEPT_CONTRACTS,
      ),
    placeholderData: keepPreviousData,
    networkMode: 'always',
  });
}
