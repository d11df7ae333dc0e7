/**
 * Calls of utility payments (contracts/api/munis.ts). Reads are TanStack queries kept in the
 * encrypted read cache (shown "as of" offline). Create, edit, sign and send go through the one
 * write path (offline/enqueue-call.ts): the bank's answer when it comes, otherwise queued in the
 * outbox and delivered exactly once later, in order per payment. Delete, templates and the
 * administrator's groups need the connection. After any change every read of the area is fetched again.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  munisAccounts,
  munisCatalog,
  munisCreate,
  munisDelete,
  munisEdit,
  munisGroupList,
  munisGroupSave,
  munisList,
  munisSend,
  munisSign,
  munisSigningMessage,
  munisStatusList,
  munisTemplate,
  munisTemplateDelete,
  munisTemplateSave,
  munisTemplates,
  munisView,
  type MunisCreateBody,
  type MunisEditBody,
  type MunisGroupSaveBody,
  type MunisPayment,
} from '../../../../contracts/api/munis.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { queryClient, REFERENCE_LIST } from '../../../lib/query-client.ts';
import { openSigningClient } from '../../../lib/signing-client.ts';
import { callWithVersion } from '../../../lib/versioned-call.ts';
import { enqueueCall } from '../../../offline/enqueue-call.ts';
import { keptCall } from '../../../offline/kept-call.ts';
import { outboxSummary } from '../../../offline/summary.ts';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';
import { munisFilterOf } from '../munis-values.ts';

export const MUNIS_PAGE_SIZE = 20;
const AREA = 'munis';

export const MUNIS_OUTBOX_KINDS = {
  create: 'munisCreate',
  edit: 'munisEdit',
  sign: 'munisSign',
  send: 'munisSend',
} as const;

export function refreshMunis(): Promise<unknown> {
  return Promise.all(
    [munisList, munisView, munisAccounts, munisTemplates, munisTemplate, munisGroupList, munisCatalog].map(
      (endpoint) => queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) }),
    ),
  );
}

export function useMunisList(query: TableQuery) {
  return useQuery({
    queryKey: endpointKey(munisList, query),
    queryFn: ({ signal }) =>
      keptCall(
        munisList,
        {
          query: { page: query.page, pageSize: MUNIS_PAGE_SIZE },
          body: munisFilterOf(query.filters),
          signal,
        },
        { area: AREA },
      ),
    placeholderData: keepPreviousData,
    networkMode: 'always',
  });
}

export function useMunisView(id: number) {
  return useQuery({
    queryKey: endpointKey(munisView, id),
    queryFn: ({ signal }) => keptCall(munisView, { query: { id }, signal }, { area: AREA }),
    enabled: Number.isInteger(id) && id > 0,
    networkMode: 'always',
  });
}

export function useMunisStatuses() {
  return useQuery({
    queryKey: endpointKey(munisStatusList),
    queryFn: ({ signal }) => keptCall(munisStatusList, { signal }, { area: AREA }),
    staleTime: Infinity,
    meta: REFERENCE_LIST,
    networkMode: 'always',
  });
}

/** Groups, suppliers with their field declarations and settlements. */
export function useMunisCatalog() {
  return useQuery({
    queryKey: endpointKey(munisCatalog),
    queryFn: ({ signal }) => keptCall(munisCatalog, { signal }, { area: AREA }),
    staleTime: 10 * 60_000,
    networkMode: 'always',
  });
}

export function useMunisAccounts(enabled = true) {
  return useQuery({
    queryKey: endpointKey(munisAccounts),
    queryFn: ({ signal }) => keptCall(munisAccounts, { signal }, { area: AREA }),
    enabled,
    networkMode: 'always',
  });
}

export function useMunisTemplates() {
  return useQuery({
    queryKey: endpointKey(munisTemplates),
    queryFn: ({ signal }) => keptCall(munisTemplates, { signal }, { area: AREA }),
    networkMode: 'always',
  });
}

/** The template for a supplier and settlement (what /munis/add/:supplier_id/:settlement_id prefills). */
export function useMunisTemplate(supplierId: number, settlementId: number) {
  return useQuery({
    queryKey: endpointKey(munisTemplate, [supplierId, settlementId]),
    queryFn: ({ signal }) =>
      keptCall(
        munisTemplate,
        { query: { supplier_id: supplierId, settlement_id: settlementId }, signal },
        { area: AREA },
      ),
    enabled: supplierId > 0 && settlementId > 0,
    networkMode: 'always',
  });
}

export function useMunisGroups() {
  return useQuery({
    queryKey: endpointKey(munisGroupList),
    queryFn: async ({ signal }) => dataOf(await callApi(munisGroupList, { body: {}, signal })),
  });
}

function summaryOf(body: { amount: string; debit_account: string }, number?: string) {
  return outboxSummary({ number, counterparty: `…${body.debit_account.slice(-8)}`, amount: body.amount });
}

export async function createMunis(body: MunisCreateBody) {
  const result = await enqueueCall(munisCreate, {
    kind: MUNIS_OUTBOX_KINDS.create,
    aggregateId: `munis:ref:${body.client_reference}`,
    body,
    ...summaryOf(body),
  });
  if (result.kind === 'done') await refreshMunis();
  return result;
}

export async function editMunis(body: MunisEditBody, version: number) {
  const result = await enqueueCall(munisEdit, {
    kind: MUNIS_OUTBOX_KINDS.edit,
    aggregateId: `munis:id:${body.id}`,
    body,
    ifMatch: String(version),
    ...summaryOf(body),
  });
  if (result.kind === 'done') await refreshMunis();
  return result;
}

/** Signs the payment as shown (id, version, digest) with the signing client; the outbox delivers it. */
export async function signMunis(payment: MunisPayment) {
  const data = await munisSigningMessage([payment]);
  const client = await openSigningClient();
  let signature;
  try {
    signature = await client.signMessage(data);
  } finally {
    client.close();
  }
  const result = await enqueueCall(munisSign, {
    kind: MUNIS_OUTBOX_KINDS.sign,
    aggregateId: `munis:id:${payment.id}`,
    body: {
      sign_cipher: signature.signature,
      key_data: { data, version: signature.version, ids: [payment.id] },
    },
    ...summaryOf(payment, payment.number),
  });
  if (result.kind === 'done') await refreshMunis();
  return result;
}

export async function sendMunis(payment: MunisPayment) {
  const result = await enqueueCall(munisSend, {
    kind: MUNIS_OUTBOX_KINDS.send,
    aggregateId: `munis:id:${payment.id}`,
    body: { id: payment.id },
    ifMatch: String(payment.version),
    ...summaryOf(payment, payment.number),
  });
  if (result.kind === 'done') await refreshMunis();
  return result;
}

export async function deleteMunis(payment: MunisPayment): Promise<void> {
  dataOf(await callWithVersion(munisDelete, { id: payment.id }, payment.version));
  await refreshMunis();
}

export async function saveMunisTemplate(paymentId: number) {
  const saved = dataOf(
    await callApi(munisTemplateSave, {
      body: { payment_id: paymentId },
      idempotencyKey: crypto.randomUUID(),
    }),
  );
  await refreshMunis();
  return saved;
}

export async function deleteMunisTemplate(id: number): Promise<void> {
  dataOf(await callApi(munisTemplateDelete, { body: { id }, idempotencyKey: crypto.randomUUID() }));
  await refreshMunis();
}

export async function saveMunisGroup(body: MunisGroupSaveBody) {
  const saved = dataOf(await callApi(munisGroupSave, { body, idempotencyKey: crypto.randomUUID() }));
  await refreshMunis();
  return saved;
}
