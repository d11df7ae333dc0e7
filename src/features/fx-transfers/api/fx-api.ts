/**
 * Calls of transfers between own foreign-currency accounts (contracts/api/fx-transfer.ts). Reads
 * are TanStack queries kept in the encrypted read cache (shown "as of" offline). Create, edit, sign
 * and send go through the one write path (offline/enqueue-call.ts): the bank's answer when it
 * comes, otherwise queued in the outbox and delivered exactly once later, in order per transfer.
 * Delete needs the connection. After any change every read of the area is fetched again.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  fxAccounts,
  fxCreate,
  fxDelete,
  fxEdit,
  fxList,
  fxLogs,
  fxPasskeySign,
  fxPreview,
  fxSend,
  fxSign,
  fxSigningMessage,
  fxStatusList,
  fxView,
  type FxCreateBody,
  type FxEditBody,
  type FxTransfer,
} from '../../../../contracts/api/fx-transfer.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { queryClient, REFERENCE_LIST } from '../../../lib/query-client.ts';
import { assertBatchMessage } from '../../../lib/passkey-signing.ts';
import { openSigningClient } from '../../../lib/signing-client.ts';
import { callWithVersion } from '../../../lib/versioned-call.ts';
import { enqueueCall } from '../../../offline/enqueue-call.ts';
import { keptCall } from '../../../offline/kept-call.ts';
import { outboxSummary } from '../../../offline/summary.ts';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';
import { fxFilterOf } from '../fx-filter.ts';

export const FX_PAGE_SIZE = 20;
const AREA = 'fx-transfers';

export const FX_KINDS_OUTBOX = {
  create: 'fxTransferCreate',
  edit: 'fxTransferEdit',
  sign: 'fxTransferSign',
  passkeySign: 'fxTransferPasskeySign',
  send: 'fxTransferSend',
} as const;

export function refreshFx(): Promise<unknown> {
  return Promise.all(
    [fxList, fxView, fxLogs, fxAccounts].map((endpoint) =>
      queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) }),
    ),
  );
}

export function useFxList(query: TableQuery) {
  return useQuery({
    queryKey: endpointKey(fxList, query),
    queryFn: ({ signal }) =>
      keptCall(
        fxList,
        { query: { page: query.page, pageSize: FX_PAGE_SIZE }, body: fxFilterOf(query.filters), signal },
        { area: AREA },
      ),
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

export function useFxLogs(id: number) {
  return useQuery({
    queryKey: endpointKey(fxLogs, id),
    queryFn: ({ signal }) => keptCall(fxLogs, { query: { id }, signal }, { area: AREA }),
    enabled: Number.isInteger(id) && id > 0,
    networkMode: 'always',
  });
}

export function useFxStatuses() {
  return useQuery({
    queryKey: endpointKey(fxStatusList),
    queryFn: ({ signal }) => keptCall(fxStatusList, { signal }, { area: AREA }),
    staleTime: Infinity,
    meta: REFERENCE_LIST,
    networkMode: 'always',
  });
}

export function useFxAccounts() {
  return useQuery({
    queryKey: endpointKey(fxAccounts),
    queryFn: ({ signal }) => keptCall(fxAccounts, { signal }, { area: AREA }),
    networkMode: 'always',
  });
}

/** The bank's rate and credit amount for the form's values now (a live read; never cached). */
export function useFxPreview(body: Omit<FxCreateBody, 'client_reference'> | null) {
  return useQuery({
    queryKey: endpointKey(fxPreview, body),
    queryFn: async ({ signal }) =>
      dataOf(await callApi(fxPreview, { body: body ?? undefined, signal, handle: false })),
    enabled: body !== null,
    staleTime: 30_000,
    retry: false,
  });
}

function summaryOf(body: { amount: string; debit_account: string }, number?: string) {
  return outboxSummary({ number, counterparty: `…${body.debit_account.slice(-8)}`, amount: body.amount });
}

export async function createFx(body: FxCreateBody) {
  const result = await enqueueCall(fxCreate, {
    kind: FX_KINDS_OUTBOX.create,
    aggregateId: `fx-transfer:ref:${body.client_reference}`,
    body,
    ...summaryOf(body),
  });
  if (result.kind === 'done') await refreshFx();
  return result;
}

export async function editFx(body: FxEditBody, version: number) {
  const result = await enqueueCall(fxEdit, {
    kind: FX_KINDS_OUTBOX.edit,
    aggregateId: `fx-transfer:id:${body.id}`,
    body,
    ifMatch: String(version),
    ...summaryOf(body),
  });
  if (result.kind === 'done') await refreshFx();
  return result;
}

/**
 * Signs the transfer as shown (its id, version and digest) with the local signing client, then
 * hands the signature to the outbox: it waits there when there is no connection.
 */
export async function signFx(transfer: FxTransfer) {
  const data = await fxSigningMessage([transfer]);
  const client = await openSigningClient();
  let signature;
  try {
    signature = await client.signMessage(data);
  } finally {
    client.close();
  }
  const result = await enqueueCall(fxSign, {
    kind: FX_KINDS_OUTBOX.sign,
    aggregateId: `fx-transfer:id:${transfer.id}`,
    body: {
      sign_cipher: signature.signature,
      key_data: { data, version: signature.version, ids: [transfer.id] },
    },
    ...summaryOf(transfer, transfer.number),
  });
  if (result.kind === 'done') await refreshFx();
  return result;
}

/**
 * The same message signed with this phone's passkey (its challenge is the message's SHA-256), on
 * the transfer's queue like the EDS signature: it waits in the outbox when there is no connection.
 */
export async function signFxPasskey(transfer: FxTransfer, credentialId: string) {
  const data = await fxSigningMessage([transfer]);
  const assertion = await assertBatchMessage(credentialId, data);
  const result = await enqueueCall(fxPasskeySign, {
    kind: FX_KINDS_OUTBOX.passkeySign,
    aggregateId: `fx-transfer:id:${transfer.id}`,
    body: { key_data: { data, ids: [transfer.id] }, assertion },
    ...summaryOf(transfer, transfer.number),
  });
  if (result.kind === 'done') await refreshFx();
  return result;
}

/** Signed → Sent on the version the user saw; queued when there is no connection. */
export async function sendFx(transfer: FxTransfer, version = transfer.version) {
  const result = await enqueueCall(fxSend, {
    kind: FX_KINDS_OUTBOX.send,
    aggregateId: `fx-transfer:id:${transfer.id}`,
    body: { id: transfer.id },
    ifMatch: String(version),
    ...summaryOf(transfer, transfer.number),
  });
  if (result.kind === 'done') await refreshFx();
  return result;
}

export async function deleteFx(transfer: FxTransfer): Promise<void> {
  dataOf(await callWithVersion(fxDelete, { id: transfer.id }, transfer.version));
  await refreshFx();
}
