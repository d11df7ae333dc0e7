import { useQuery } from '@tanstack/react-query';
import { eisvoLookup, type Lookup, type LookupItem } from '../../../../contracts/api/eisvo.ts';
import { endpointKey } from '../../../lib/api-client.ts';
import { keptCall } from '../../../offline/kept-call.ts';
import { KEPT_CONTRACTS } from '../offline/kept-contracts.ts';

/** The lookups name the codes of cached contracts, so they are cached (and read offline) with them. */
export function useEisvoLookup(name: Lookup) {
  return useQuery({
    queryKey: endpointKey(eisvoLookup, name),
    queryFn: async ({ signal }) => {
      const kept = await keptCall(eisvoLookup, { params: { name }, signal }, KEPT_CONTRACTS);
      return kept.data;
    },
    staleTime: Infinity,
    networkMode: 'always',
  });
}

/** The label of a code, or the code itself while the list is not there. */
export function lookupLabel(items: readonly LookupItem[] | undefined, value: string | null): string {
  if (value === null) return '';
  return items?.find((item) => item.value === value)?.label ?? value;
}
