import { useQuery } from '@tanstack/react-query';
import { uzsCodes, type UzsTypeId } from '../../../contracts/api/uzs-payment.ts';
import { callApi, dataOf, endpointKey } from '../api-client.ts';
import { REFERENCE_LIST } from '../query-client.ts';

/** Purpose codes allowed for a payment type. */
export function useUzsCodes(type: UzsTypeId) {
  return useQuery({
    queryKey: endpointKey(uzsCodes, type),
    queryFn: async ({ signal }) => dataOf(await callApi(uzsCodes, { body: { type }, signal })),
    staleTime: Infinity,
    meta: REFERENCE_LIST,
  });
}
