/**
 * Calls of QR payment requests (contracts/api/qr.ts). Reads are kept in the encrypted read cache
 * (shown "as of" offline); issuing a code goes through the one write path (offline/enqueue-call.ts):
 * the bank's answer when it comes, else queued in the outbox and sent exactly once later.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { qrAccounts, qrCreate, qrList, qrView, type QrCreateBody } from '../../../../contracts/api/qr.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { enqueueCall } from '../../../offline/enqueue-call.ts';
import { keptCall } from '../../../offline/kept-call.ts';
import { outboxSummary } from '../../../offline/summary.ts';

const AREA = 'qr';
export const QR_PAGE_SIZE = 20;

export function useQrList(page: number) {
  return useQuery({
    queryKey: endpointKey(qrList, page),
    queryFn: ({ signal }) =>
      keptCall(qrList, { query: { page, pageSize: QR_PAGE_SIZE }, signal }, { area: AREA }),
    placeholderData: keepPreviousData,
    networkMode: 'always',
  });
}

export function useQrView(id: number) {
  return useQuery({
    queryKey: endpointKey(qrView, id),
    queryFn: ({ signal }) => keptCall(qrView, { query: { id }, signal }, { area: AREA }),
    enabled: Number.isInteger(id) && id > 0,
    networkMode: 'always',
  });
}

export function useQrAccounts() {
  return useQuery({
    queryKey: endpointKey(qrAccounts),
    queryFn: async ({ signal }) => dataOf(await callApi(qrAccounts, { signal })),
  });
}

/** Issues a code; the outbox keeps it when the bank cannot be reached. */
export async function createQr(body: QrCreateBody, reference: string) {
  const result = await enqueueCall(qrCreate, {
    kind: 'qrCreate',
    aggregateId: `qr-new:${reference}`,
    body,
    ifMatch: null,
    handle: false,
    ...outboxSummary({ number: '', counterparty: body.purpose, amount: body.amount ?? '', currency: 'UZS' }),
  });
  if (result.kind === 'done') await queryClient.invalidateQueries({ queryKey: endpointKey(qrList) });
  return result;
}
