import { useQuery } from '@tanstack/react-query';
import { contractDetail } from '../../../../contracts/api/eisvo.ts';
import { endpointKey } from '../../../lib/api-client.ts';
import { cachedCall } from '../offline/cached-read.ts';

export function useContractDetail(idn: string) {
  return useQuery({
    queryKey: endpointKey(contractDetail, idn),
    queryFn: ({ signal }) => cachedCall(contractDetail, { params: { idn }, signal }),
    networkMode: 'always',
  });
}
