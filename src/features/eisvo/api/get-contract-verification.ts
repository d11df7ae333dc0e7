import { useQuery } from '@tanstack/react-query';
import { contractVerification } from '../../../../contracts/api/eisvo.ts';
import { endpointKey } from '../../../lib/api-client.ts';
import { keptCall } from '../../../offline/kept-call.ts';
import { KEPT_CONTRACTS } from '../offline/kept-contracts.ts';

export function useContractVerification(idn: string) {
  return useQuery({
    queryKey: endpointKey(contractVerification, idn),
    queryFn: ({ signal }) => keptCall(contractVerification, { params: { idn }, signal }, KEPT_CONTRACTS),
    networkMode: 'always',
  });
}
