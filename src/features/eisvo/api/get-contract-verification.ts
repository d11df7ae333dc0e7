import { useQuery } from '@tanstack/react-query';
import { contractVerification, type Verification } from '../../../../contracts/api/eisvo.ts';
import { endpointKey } from '../../../lib/api-client.ts';
import { cachedCall } from '../offline/cached-read.ts';

export function useContractVerification(idn: string) {
  return useQuery({
    queryKey: endpointKey(contractVerification, idn),
    queryFn: ({ signal }) =>
      cachedCall<Verification, typeof contractVerification>(contractVerification, {
        params: { idn },
        signal,
      }),
    networkMode: 'always',
  });
}
