import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EISVO_PAGE_SIZE, overdueDebtList } from '../../../../contracts/api/eisvo.ts';
import { endpointKey } from '../../../lib/api-client.ts';
import { keptCall } from '../../../offline/kept-call.ts';
import { KEPT_CONTRACTS } from '../offline/kept-contracts.ts';

/** Kept for offline like every EISVO read (the answer and the time it was fetched). */
export function useOverdueDebtList(page: number, pageSize = EISVO_PAGE_SIZE, enabled = true) {
  return useQuery({
    queryKey: endpointKey(overdueDebtList, page, pageSize),
    queryFn: ({ signal }) =>
      keptCall(overdueDebtList, { query: { page, pageSize }, body: {}, signal }, KEPT_CONTRACTS),
    placeholderData: keepPreviousData,
    networkMode: 'always',
    enabled,
  });
}
