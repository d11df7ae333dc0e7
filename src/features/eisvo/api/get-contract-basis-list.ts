import { useQuery } from '@tanstack/react-query';
import { contractBasisList } from '../../../../contracts/api/eisvo.ts';
import { endpointKey } from '../../../lib/api-client.ts';
import { cachedCall } from '../offline/cached-read.ts';

export function useContractBasisList(idn: string) {
  return useQuery({
    queryKey: endpointKey(contractBasisList, idn),
    queryFn: ({ signal }) => cachedCall(contractBasisList, { params: { idn }, signal }),
    networkMode: 'always',
  });
}
