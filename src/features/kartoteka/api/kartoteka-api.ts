import { useQuery } from '@tanstack/react-query';
import {
  kartotekaDocuments,
  kartotekaReservations,
  kartotekaSummary,
} from '../../../../contracts/api/kartoteka.ts';
import { endpointKey } from '../../../lib/api-client.ts';
import { keptCall } from '../../../offline/kept-call.ts';
import type { PageFilter } from '../kartoteka-filter.ts';

const AREA = 'kartoteka';

const bodyOf = (filter: PageFilter) => ({
  ...(filter.account !== undefined && filter.mfo !== undefined
    ? { account: filter.account, mfo: filter.mfo }
    : {}),
});

/** Every account's card file in figures, kept for offline reading. */
export function useKartotekaSummary() {
  return useQuery({
    queryKey: endpointKey(kartotekaSummary),
    queryFn: ({ signal }) => keptCall(kartotekaSummary, { signal }, { area: AREA }),
    networkMode: 'always',
  });
}

/**
 * The documents of one filter, each filter kept on its own. `enabled` is false while the page is
 * hidden (Ionic keeps it mounted and it sees another page's query string, which is not its filter).
 */
export function useKartotekaDocuments(filter: PageFilter, enabled: boolean) {
  const body = { ...bodyOf(filter), ...(filter.file === undefined ? {} : { file: filter.file }) };
  return useQuery({
    queryKey: endpointKey(kartotekaDocuments, filter.file, filter.account, filter.mfo),
    queryFn: ({ signal }) => keptCall(kartotekaDocuments, { body, signal }, { area: AREA }),
    enabled,
    networkMode: 'always',
  });
}

export function useReservations(filter: PageFilter, enabled: boolean) {
  return useQuery({
    queryKey: endpointKey(kartotekaReservations, filter.account, filter.mfo),
    queryFn: ({ signal }) =>
      keptCall(kartotekaReservations, { body: bodyOf(filter), signal }, { area: AREA }),
    enabled,
    networkMode: 'always',
  });
}
