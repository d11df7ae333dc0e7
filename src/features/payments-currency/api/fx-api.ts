/**
 * Currency payments' calls (contracts/api/currency-payment.ts). Reads a branch office needs are kept
 * (offline/kept-call.ts, area `currency-payment`) and shown "as of" offline. Create, edit, sign and
 * send of one payment go on the one write path (offline/enqueue-call.ts): into the outbox first,
 * the server's answer when it comes in time, else `queued` and delivered exactly once later, in
 * order per payment. Delete needs the connection (its button is disabled offline).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  FX_SIGNED_FIELDS,
  FX_SIGNING_HEADER,
  fxAccounts,
  fxContracts,
  fxDelete,
  fxGpi,
  fxList,
  fxMt103,
  fxPasskeySign,
  fxSave,
  fxSend,
  fxSign,
  fxStatusList,
  fxView,
  type FxPaymentFilter,
  type FxPaymentRow,
  type FxPaymentSaveBody,
} from '../../../../contracts/api/currency-payment.ts';
import { ctcOptions } from '../../../../contracts/api/currency-transaction-codes.ts';
import { signingMessageFor } from '../../../../contracts/signing/signed-document.ts';
import { callApi, dataOf, downloadApi, endpointKey } from '../../../lib/api-client.ts';
import { queryClient, REFERENCE_LIST } from '../../../lib/query-client.ts';
import { assertBatchMessage } from '../../../lib/passkey-signing.ts';
import { openSigningClient } from '../../../lib/signing-client.ts';
import { keptCall } from '../../../offline/kept-call.ts';
import { enqueueCall } from '../../../offline/enqueue-call.ts';

const AREA = 'currency-payment';
export const FX_PAGE_SIZE = 20;

/** Outbox kinds (translated in offline.json `kinds`). */
export const FX_KINDS = {
  save: 'fxPaymentSave',
  sign: 'fxPaymentSign',
  passkeySign: 'fxPaymentPasskeySign',
  send: 'fxPaymentSend',
} as const;

export function useFxList(page: number, filter: FxPaymentFilter) {
  return useQuery({
    queryKey: endpointKey(fxList, { page, filter }),
    queryFn: ({ signal }) =>
      keptCall(fxList, { query: { page, pageSize: FX_PAGE_SIZE }, body: filter, signal }, { area: AREA }),
    placeholderData: keepPreviousData,
    networkMode: 'always',
  });
}

export function useFxView(id: number) {
  return useQuery({
    queryKey: endpointKey(fxView, id),
    queryFn: ({ signal }) => keptCall(fxView, { query: { id }, signal }, { area: AREA }),
    enabled: Number.isInteger(id) && id > 0,
    networkMode: 'always',
  });
}

export function useFxGpi(id: number, reference: string) {
  return useQuery({
    queryKey: endpointKey(fxGpi, { id, reference }),
    queryFn: ({ signal }) =>
      keptCall(fxGpi, { query: { id, reference }, signal }, { area: AREA, notFound: 'caller' }),
    enabled: Number.isInteger(id) && id > 0 && reference !== '',
    networkMode: 'always',
    retry: false,
  });
}

export function useFxStatuses() {
  return useQuery({
    queryKey: endpointKey(fxStatusList),
    queryFn: async ({ signal }) => (await keptCall(fxStatusList, { signal }, { area: AREA })).data,
    staleTime: Infinity,
    networkMode: 'always',
    meta: REFERENCE_LIST,
  });
}

export function useFxAccounts() {
  return useQuery({
    queryKey: endpointKey(fxAccounts),
    queryFn: async ({ signal }) => (await keptCall(fxAccounts, { signal }, { area: AREA })).data,
    networkMode: 'always',
  });
}

/** The active currency operation codes with names in the user's language (/currency-transaction-codes). */
export function useFxOperationCodes() {
  return useQuery({
    queryKey: endpointKey(ctcOptions),
    queryFn: async ({ signal }) => (await keptCall(ctcOptions, { signal }, { area: AREA })).data,
    networkMode: 'always',
  });
}

export function useFxContracts() {
  return useQuery({
    queryKey: endpointKey(fxContracts),
    queryFn: async ({ signal }) => (await keptCall(fxContracts, { signal }, { area: AREA })).data,
    networkMode: 'always',
  });
}

/** After a change every read that shows currency payments is fetched again. */
export function refreshFx(): Promise<unknown> {
  return Promise.all(
    [fxList, fxView, fxGpi].map((endpoint) =>
      queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) }),
    ),
  );
}

function aggregateOf(id: number): string {
  return `fx-payment:${id}`;
}

function summaryOf(body: Pick<FxPaymentSaveBody, 'beneficiary_name' | 'amount'>, currency: string): string {
  return `${body.beneficiary_name} · ${body.amount} ${currency}`;
}

/** A new payment, or an edit of one (If-Match: the version the form was opened on). */
export async function saveFx(body: FxPaymentSaveBody, currency: string, version: number | null) {
  const result = await enqueueCall(fxSave, {
    kind: FX_KINDS.save,
    aggregateId: body.id === undefined ? `fx-payment:new:${body.client_reference}` : aggregateOf(body.id),
    body,
    ifMatch: version === null ? null : String(version),
    summary: summaryOf(body, currency),
  });
  await refreshFx();
  return result;
}

/** The payments to sign as one batch: its outbox queue and summary. */
function batchOf(rows: FxPaymentRow | readonly FxPaymentRow[]) {
  const batch: readonly FxPaymentRow[] = Array.isArray(rows) ? rows : [rows];
  const [first] = batch;
  if (first === undefined) throw new Error('nothing to sign');
  return {
    batch,
    aggregateId:
      batch.length === 1 ? aggregateOf(first.id) : `fx-payment:batch:${batch.map((r) => r.id).join(',')}`,
    summary:
      batch.length === 1
        ? summaryOf(first, first.currency)
        : `${summaryOf(first, first.currency)} +${batch.length - 1}`,
  };
}

/**
 * Signs the payments as shown with the local signing client, several in one batch message (one
 * signature over each one's id, version and digest: the server signs all of them or none).
 */
export async function signFx(rows: FxPaymentRow | readonly FxPaymentRow[]) {
  const { batch, aggregateId, summary } = batchOf(rows);
  const data = await signingMessageFor(FX_SIGNING_HEADER, FX_SIGNED_FIELDS, batch);
  const client = await openSigningClient();
  let signature;
  try {
    signature = await client.signMessage(data);
  } finally {
    client.close();
  }
  const result = await enqueueCall(fxSign, {
    kind: FX_KINDS.sign,
    aggregateId,
    body: {
      sign_cipher: signature.signature,
      sign_type: 'eds',
      key_data: { data, version: signature.version, payment_ids: batch.map((r) => r.id) },
    },
    summary,
  });
  await refreshFx();
  return result;
}

/**
 * The same batch message signed with this phone's passkey (its challenge is the message's SHA-256),
 * on the same queue as the EDS signature: it waits in the outbox when there is no connection.
 */
export async function signFxPasskey(rows: FxPaymentRow | readonly FxPaymentRow[], credentialId: string) {
  const { batch, aggregateId, summary } = batchOf(rows);
  const data = await signingMessageFor(FX_SIGNING_HEADER, FX_SIGNED_FIELDS, batch);
  const assertion = await assertBatchMessage(credentialId, data);
  const result = await enqueueCall(fxPasskeySign, {
    kind: FX_KINDS.passkeySign,
    aggregateId,
    body: { key_data: { data, payment_ids: batch.map((r) => r.id) }, assertion },
    summary,
  });
  await refreshFx();
  return result;
}

export async function sendFx(row: FxPaymentRow, dependsOn: string | null = null) {
  const result = await enqueueCall(fxSend, {
    kind: FX_KINDS.send,
    aggregateId: aggregateOf(row.id),
    body: { payment_ids: [row.id] },
    ifMatch: String(row.version),
    dependsOn,
    summary: summaryOf(row, row.currency),
  });
  await refreshFx();
  return result;
}

export async function deleteFx(row: FxPaymentRow) {
  const answer = dataOf(await callApi(fxDelete, { body: { ids: [row.id], versions: [row.version] } }));
  await refreshFx();
  return answer;
}

export function downloadMt103(id: number) {
  return downloadApi(fxMt103, { body: { id } });
}
