import { useQuery } from '@tanstack/react-query';
import { contractVerification } from '../../../../contracts/api/eisvo.ts';
import { endpointKey } from '../../../lib/api-client.ts';
import { cachedCall } from '../offline/cached-read.ts';

export function useContractVerification(idn: string) {
  return useQuery({
    queryKey: endpointKey(contractVerification, idn),
    queryFn: ({ signal }) => cachedCall(contractVerification, { params: { idn }, signal }),
    networkMode: 'always',
  });
}
