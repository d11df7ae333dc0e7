/**
 * Calls of banks by MFO (contracts/api/mfo.ts): list and view (admin, admin_bank), create through
 * the outbox, update and delete (admin). After a change the list and the record are refetched.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  mfoCreate,
  mfoDelete,
  mfoList,
  mfoUpdate,
  mfoView,
  type MfoBank,
  type MfoBody,
  type MfoRow,
} from '../../../../contracts/api/mfo.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { enqueueCall } from '../../../offline/enqueue-call.ts';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';

export const MFO_PAGE_SIZE = 20;

export function refreshBanks(): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: endpointKey(mfoList) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(mfoView) }),
  ]);
}

export async function postMfoList(query: TableQuery, signal?: AbortSignal): Promise<Paged<MfoRow>> {
  const state = query.filters['active'];
  return dataOf(
    await callApi(mfoList, {
      query: { page: query.page, pageSize: MFO_PAGE_SIZE, sort: query.sort ?? undefined },
      body: {
        ...(state === 'true' || state === 'false' ? { active: state === 'true' } : {}),
        ...(query.filters['text'] ? { text: query.filters['text'] } : {}),
      },
      signal,
    }),
  );
}

export function useMfoList(query: TableQuery) {
  return useQuery({
    queryKey: endpointKey(mfoList, query),
    queryFn: ({ signal }) => postMfoList(query, signal),
    placeholderData: keepPreviousData,
  });
}

export async function getMfo(id: string, signal?: AbortSignal): Promise<MfoRow> {
  return dataOf(await callApi(mfoView, { params: { id }, signal }));
}

export function useMfo(id: string) {
  return useQuery({ queryKey: endpointKey(mfoView, id), queryFn: ({ signal }) => getMfo(id, signal) });
}

/**
 * Creates a bank through the one write path (offline/enqueue-call.ts): the created bank when the
 * server answers, otherwise `queued` in the outbox, sent exactly once by its Idempotency-Key.
 */
export async function createMfo(body: MfoBody) {
  const result = await enqueueCall(mfoCreate, {
    kind: 'mfoCreate',
    aggregateId: `mfo-new:${crypto.randomUUID()}`,
    body,
  });
  if (result.kind === 'done') await refreshBanks();
  return result;
}

export async function putMfoUpdate(id: number, body: MfoBody): Promise<MfoBank> {
  const bank = dataOf(await callApi(mfoUpdate, { params: { id }, body }));
  await refreshBanks();
  return bank;
}

export async function deleteMfo(id: number): Promise<void> {
  dataOf(await callApi(mfoDelete, { params: { id } }));
  await refreshBanks();
}
