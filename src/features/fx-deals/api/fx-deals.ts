/**
 * Calls of currency buy/sell requests (contracts/api/fx-deal.ts). Reads are kept in the encrypted
 * read cache and shown "as of" offline. A save (create or edit) goes through the one write path
 * (offline/enqueue-call.ts): the bank's answer when it comes, otherwise queued in the outbox and
 * sent exactly once later — but a buy request is saved offline only as a draft on the device (its
 * maximum rate needs today's quote; the form says so). Actions on an existing request send If-Match.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  FX_DEAL_SIGNING_HEADER,
  FX_SIGNED_FIELDS,
  fxAccept,
  fxCopy,
  fxDelete,
  fxExecute,
  fxFormData,
  fxList,
  fxPasskeySign,
  fxReject,
  fxReturn,
  fxSave,
  fxSend,
  fxSign,
  fxSignableContent,
  fxStatusList,
  fxView,
  type FxDeal,
  type FxFilter,
  type FxSaveBody,
} from '../../../../contracts/api/fx-deal.ts';
import { signingMessageFor } from '../../../../contracts/signing/signed-document.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { queryClient, REFERENCE_LIST } from '../../../lib/query-client.ts';
import { assertBatchMessage } from '../../../lib/passkey-signing.ts';
import { openSigningClient } from '../../../lib/signing-client.ts';
import { callWithVersion } from '../../../lib/versioned-call.ts';
import { enqueueCall } from '../../../offline/enqueue-call.ts';
import { keptCall } from '../../../offline/kept-call.ts';
import { outboxSummary } from '../../../offline/summary.ts';

export const FX_PAGE_SIZE = 20;

/** After a change: the requests, and the accounts (a signature or an execution moves balances). */
export function refreshFxDeals(): Promise<unknown> {
  return Promise.all(
    [fxList, fxView, fxFormData, { path: 'account' }].map((endpoint) =>
      queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) }),
    ),
  );
}

export function useFxList(page: number, filter: FxFilter) {
  return useQuery({
    queryKey: endpointKey(fxList, page, filter),
    queryFn: ({ signal }) =>
      keptCall(
        fxList,
        { query: { page, pageSize: FX_PAGE_SIZE }, body: filter, signal },
        { area: 'fx-deals' },
      ),
    placeholderData: keepPreviousData,
    networkMode: 'always',
  });
}

export function useFxView(id: number) {
  return useQuery({
    queryKey: endpointKey(fxView, id),
    queryFn: ({ signal }) => keptCall(fxView, { query: { id }, signal }, { area: 'fx-deals' }),
    enabled: Number.isInteger(id) && id > 0,
    networkMode: 'always',
  });
}

export function useFxStatuses() {
  return useQuery({
    queryKey: endpointKey(fxStatusList),
    queryFn: async ({ signal }) => dataOf(await callApi(fxStatusList, { signal })),
    staleTime: Infinity,
    meta: REFERENCE_LIST,
  });
}

export function useFxFormData() {
  return useQuery({
    queryKey: endpointKey(fxFormData),
    queryFn: ({ signal }) => keptCall(fxFormData, { signal }, { area: 'fx-deals' }),
    networkMode: 'always',
  });
}

/** A save: the request when the bank answers, otherwise `queued` (a sell request offline). */
export async function saveFxDeal(body: FxSaveBody, version: number | null) {
  const result = await enqueueCall(fxSave, {
    kind: 'fxDealSave',
    aggregateId: body.id === undefined ? `fx-new:${body.client_reference}` : `fx:id:${body.id}`,
    body,
    ifMatch: version === null ? null : String(version),
    ...outboxSummary({ number: '', counterparty: body.type, amount: body.amount, currency: body.currency }),
  });
  if (result.kind === 'done') await refreshFxDeals();
  return result;
}

export async function copyFxDeal(id: number): Promise<FxDeal> {
  const deal = dataOf(await callApi(fxCopy, { body: { id, client_reference: crypto.randomUUID() } }));
  await refreshFxDeals();
  return deal;
}

async function versioned<T>(run: () => Promise<T>): Promise<T> {
  const answer = await run();
  await refreshFxDeals();
  return answer;
}

export const deleteFxDeal = (d: FxDeal) =>
  versioned(async () => dataOf(await callWithVersion(fxDelete, { id: d.id }, d.version)));
export const sendFxDeal = (d: FxDeal) =>
  versioned(async () => dataOf(await callWithVersion(fxSend, { id: d.id }, d.version)));
export const acceptFxDeal = (d: FxDeal) =>
  versioned(async () => dataOf(await callWithVersion(fxAccept, { id: d.id }, d.version)));
export const returnFxDeal = (d: FxDeal, reason: string) =>
  versioned(async () => dataOf(await callWithVersion(fxReturn, { id: d.id, reason }, d.version)));
export const rejectFxDeal = (d: FxDeal, reason: string) =>
  versioned(async () => dataOf(await callWithVersion(fxReject, { id: d.id, reason }, d.version)));
export const executeFxDeal = (d: FxDeal, rate: string) =>
  versioned(async () => dataOf(await callWithVersion(fxExecute, { id: d.id, rate }, d.version)));

async function dealMessage(deals: FxDeal | readonly FxDeal[]) {
  // Several requests (e.g. an import file's, issue 21) go in one batch message: all signed or none.
  const batch: readonly FxDeal[] = Array.isArray(deals) ? deals : [deals];
  const data = await signingMessageFor(
    FX_DEAL_SIGNING_HEADER,
    FX_SIGNED_FIELDS,
    batch.map(fxSignableContent),
  );
  return { batch, data };
}

/**
 * Signs the request as the page shows it through the local signing client (the batch message of
 * FX_DEAL_SIGNING_HEADER); the server rebuilds it from the current row, so a request changed
 * meanwhile is refused (412), never signed unseen. A buy's signature is the purchase consent.
 */
export async function signFxDeal(deals: FxDeal | readonly FxDeal[]): Promise<FxDeal[]> {
  const { batch, data } = await dealMessage(deals);
  const client = await openSigningClient();
  let body;
  try {
    const signature = await client.signMessage(data);
    body = {
      sign_cipher: signature.signature,
      sign_type: 'eds' as const,
      key_data: { data, version: signature.version, deal_ids: batch.map((d) => d.id) },
    };
  } finally {
    client.close();
  }
  return versioned(async () => dataOf(await callApi(fxSign, { body })));
}

/**
 * The same batch message signed with this phone's passkey (its challenge is the message's SHA-256).
 * Online like the EDS signature: a buy's consent is given against the bank's answer, not queued.
 */
export async function signFxDealPasskey(
  deals: FxDeal | readonly FxDeal[],
  credentialId: string,
): Promise<FxDeal[]> {
  const { batch, data } = await dealMessage(deals);
  const assertion = await assertBatchMessage(credentialId, data);
  const body = { key_data: { data, deal_ids: batch.map((d) => d.id) }, assertion };
  return versioned(async () => dataOf(await callApi(fxPasskeySign, { body })));
}
