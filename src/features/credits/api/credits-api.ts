/**
 * Reads of credits, deposits and overdraft applications (kept for offline reading, shown with "as
 * of") and the overdraft writes on the one write path (src/offline/enqueue-call.ts): create, sign
 * and send each go into the outbox first and are sent exactly once.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  creditDepositAll,
  creditDepositGraph,
  creditDepositInfo,
  creditDepositStatement,
  overdraftAccounts,
  overdraftCreate,
  overdraftList,
  overdraftSend,
  overdraftSign,
  overdraftSigningMessage,
  type OverdraftCreateBody,
  type OverdraftRow,
} from '../../../../contracts/api/credits.ts';
import { endpointKey } from '../../../lib/api-client.ts';
import { openSigningClient } from '../../../lib/signing-client.ts';
import { enqueueCall } from '../../../offline/enqueue-call.ts';
import { keptCall } from '../../../offline/kept-call.ts';

const AREA = 'credits';

export function useCreditsList(page: number) {
  return useQuery({
    queryKey: endpointKey(creditDepositAll, page),
    queryFn: ({ signal }) =>
      keptCall(creditDepositAll, { query: { page, pageSize: 20 }, signal }, { area: AREA }),
    networkMode: 'always',
  });
}

export function useCreditInfo(number: string) {
  return useQuery({
    queryKey: endpointKey(creditDepositInfo, number),
    queryFn: ({ signal }) => keptCall(creditDepositInfo, { body: { number }, signal }, { area: AREA }),
    enabled: number !== '',
    networkMode: 'always',
  });
}

/** The whole schedule in one page (at most 500 periods), so the chart and the table agree. */
export function useCreditGraph(number: string) {
  return useQuery({
    queryKey: endpointKey(creditDepositGraph, number),
    queryFn: ({ signal }) =>
      keptCall(
        creditDepositGraph,
        { body: { number }, query: { page: 1, pageSize: 500 }, signal },
        { area: AREA },
      ),
    enabled: number !== '',
    networkMode: 'always',
  });
}

export function useCreditStatement(number: string, page: number) {
  return useQuery({
    queryKey: endpointKey(creditDepositStatement, number, page),
    queryFn: ({ signal }) =>
      keptCall(
        creditDepositStatement,
        { body: number === '' ? {} : { number }, query: { page, pageSize: 20 }, signal },
        { area: AREA },
      ),
    networkMode: 'always',
  });
}

export function useOverdrafts(page: number) {
  return useQuery({
    queryKey: endpointKey(overdraftList, page),
    queryFn: ({ signal }) =>
      keptCall(overdraftList, { query: { page, pageSize: 20 }, signal }, { area: AREA }),
    networkMode: 'always',
  });
}

export function useOverdraftAccounts() {
  return useQuery({
    queryKey: endpointKey(overdraftAccounts),
    queryFn: ({ signal }) => keptCall(overdraftAccounts, { signal }, { area: AREA }),
    networkMode: 'always',
  });
}

export function useRefreshOverdrafts() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: endpointKey(overdraftList).slice(0, 1) });
}

export function createOverdraft(body: OverdraftCreateBody) {
  return enqueueCall(overdraftCreate, {
    kind: 'overdraftCreate',
    aggregateId: `overdraft-new:${crypto.randomUUID()}`,
    body,
    handle: false,
  });
}

/** Signs one application with the local signing client over its current content, then queues the signature. */
export async function signOverdraft(row: OverdraftRow) {
  const data = await overdraftSigningMessage([
    {
      id: row.id,
      version: row.version,
      number: row.number,
      account: row.account,
      mfo: row.mfo,
      amount: row.amount,
      currency: row.currency,
      term_months: row.term_months,
    },
  ]);
  const client = await openSigningClient();
  try {
    const signature = await client.signMessage(data);
    return await enqueueCall(overdraftSign, {
      kind: 'overdraftSign',
      aggregateId: `overdraft:${row.id}`,
      body: {
        sign_cipher: signature.signature,
        sign_type: 'eds',
        key_data: { data, version: signature.version, ids: [row.id] },
      },
    });
  } finally {
    client.close();
  }
}

export function sendOverdraft(row: OverdraftRow) {
  return enqueueCall(overdraftSend, {
    kind: 'overdraftSend',
    aggregateId: `overdraft:${row.id}`,
    body: { id: row.id },
    ifMatch: String(row.version),
  });
}
