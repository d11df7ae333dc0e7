import { useQuery } from '@tanstack/react-query';
import { contractBasisList } from '../../../../contracts/api/eisvo.ts';
import { endpointKey } from '../../../lib/api-client.ts';
import { keptCall } from '../../../offline/kept-call.ts';
import { KEPT_CONTRACTS } from '../offline/kept-contracts.ts';

export function useContractBasisList(idn: string) {
  return useQuery({
    queryKey: endpointKey(contractBasisList, idn),
    queryFn: ({ signal }) => keptCall(contractBasisList, { params: { idn }, signal }, KEPT_CONTRACTS),
    networkMode: 'always',
  });
}
