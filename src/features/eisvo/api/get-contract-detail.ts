import { useQuery } from '@tanstack/react-query';
import { contractDetail } from '../../../../contracts/api/eisvo.ts';
import { endpointKey } from '../../../lib/api-client.ts';
import { keptCall } from '../../../offline/kept-call.ts';
import { KEPT_CONTRACTS } from '../offline/kept-contracts.ts';

export function useContractDetail(idn: string) {
  return useQuery({
    queryKey: endpointKey(contractDetail, idn),
    queryFn: ({ signal }) => keptCall(contractDetail, { params: { idn }, signal }, KEPT_CONTRACTS),
    networkMode: 'always',
  });
}
