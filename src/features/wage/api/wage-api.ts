/**
 * Calls of the salary card project (contracts/api/wage.ts). Reads are TanStack queries kept in the
 * encrypted read cache (shown "as of" offline). Create, update, sign and send go through the one
 * write path (offline/enqueue-call.ts): the bank's answer when it comes, otherwise queued in the
 * outbox and delivered exactly once later. Delete and pinning need the connection. After any
 * change every read of the area is fetched again. Outbox summaries never carry a card number.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CARD_LIST_PAGE_SIZE,
  WAGE_PAGE_SIZE,
  cardList,
  cardStatusList,
  wageAccounts,
  wageCards,
  wageList,
  wageOrderCreate,
  wageOrderDelete,
  wageOrderList,
  wageOrderLogs,
  wageOrderSend,
  wageOrderSign,
  wageOrderSignPasskey,
  wageOrderStatusList,
  wageOrderUpdate,
  wageOrderView,
  wageSet,
  wageSigningMessage,
  type CardListBody,
  type WageCardCode,
  type WageOrder,
  type WageOrderCreateBody,
  type WageOrderUpdateBody,
  type WageStatusId,
} from '../../../../contracts/api/wage.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { queryClient, REFERENCE_LIST } from '../../../lib/query-client.ts';
import { assertBatchMessage } from '../../../lib/passkey-signing.ts';
import { openSigningClient } from '../../../lib/signing-client.ts';
import { callWithVersion } from '../../../lib/versioned-call.ts';
import { enqueueCall } from '../../../offline/enqueue-call.ts';
import { keptCall } from '../../../offline/kept-call.ts';

const AREA = 'wage';

export const WAGE_OUTBOX_KINDS = {
  create: 'wageCreate',
  update: 'wageUpdate',
  sign: 'wageSign',
  signPasskey: 'wagePasskeySign',
  send: 'wageSend',
} as const;

export function refreshWage(): Promise<unknown> {
  return Promise.all(
    [wageOrderList, wageOrderView, wageOrderLogs, wageCards, wageAccounts, wageList].map((endpoint) =>
      queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) }),
    ),
  );
}

export function useWageOrders(page: number, filter: { status?: WageStatusId; cardCode?: WageCardCode }) {
  return useQuery({
    queryKey: endpointKey(wageOrderList, [page, filter]),
    queryFn: ({ signal }) =>
      keptCall(
        wageOrderList,
        { query: { page, pageSize: WAGE_PAGE_SIZE }, body: filter, signal },
        { area: AREA },
      ),
    placeholderData: keepPreviousData,
    networkMode: 'always',
  });
}

export function useWageStatuses() {
  return useQuery({
    queryKey: endpointKey(wageOrderStatusList),
    queryFn: ({ signal }) => keptCall(wageOrderStatusList, { signal }, { area: AREA }),
    staleTime: Infinity,
    meta: REFERENCE_LIST,
    networkMode: 'always',
  });
}

export function useWageCardTypes() {
  return useQuery({
    queryKey: endpointKey(wageCards),
    queryFn: ({ signal }) => keptCall(wageCards, { body: {}, signal }, { area: AREA }),
    networkMode: 'always',
  });
}

export function useWageAccounts(cardCode: WageCardCode | null, page = 1) {
  return useQuery({
    queryKey: endpointKey(wageAccounts, [cardCode, page]),
    queryFn: ({ signal }) =>
      keptCall(
        wageAccounts,
        { query: { page, pageSize: 20 }, body: { cardCode: cardCode ?? 'UZCARD' }, signal },
        { area: AREA },
      ),
    enabled: cardCode !== null,
    networkMode: 'always',
  });
}

export function useWageContractCards(
  params: { cardCode: WageCardCode; account: string; contractId: string } | null,
) {
  return useQuery({
    queryKey: endpointKey(wageList, params),
    queryFn: ({ signal }) =>
      keptCall(
        wageList,
        { body: params ?? { cardCode: 'UZCARD', account: '', contractId: '' }, signal },
        { area: AREA },
      ),
    enabled: params !== null,
    networkMode: 'always',
  });
}

export function useWageOrder(id: number) {
  return useQuery({
    queryKey: endpointKey(wageOrderView, id),
    queryFn: ({ signal }) => keptCall(wageOrderView, { query: { id }, signal }, { area: AREA }),
    enabled: Number.isInteger(id) && id > 0,
    networkMode: 'always',
  });
}

export function useWageOrderLogs(id: number) {
  return useQuery({
    queryKey: endpointKey(wageOrderLogs, id),
    queryFn: ({ signal }) => keptCall(wageOrderLogs, { query: { id }, signal }, { area: AREA }),
    enabled: Number.isInteger(id) && id > 0,
    networkMode: 'always',
  });
}

const summary = (o: { cardCode: string; id?: number }) => ({
  summary: o.id === undefined ? o.cardCode : `№ ${o.id} · ${o.cardCode}`,
});

export async function createWageOrder(body: WageOrderCreateBody) {
  const result = await enqueueCall(wageOrderCreate, {
    kind: WAGE_OUTBOX_KINDS.create,
    aggregateId: `wage:ref:${body.client_reference}`,
    body,
    handle: false,
    ...summary(body),
  });
  if (result.kind === 'done') await refreshWage();
  return result;
}

export async function updateWageOrder(body: WageOrderUpdateBody, version: number) {
  const result = await enqueueCall(wageOrderUpdate, {
    kind: WAGE_OUTBOX_KINDS.update,
    aggregateId: `wage:id:${body.id}`,
    body,
    ifMatch: String(version),
    handle: false,
    ...summary(body),
  });
  if (result.kind === 'done') await refreshWage();
  return result;
}

/** Signs the orders as shown (id, version, digest) with the signing client, in one signature. */
export async function signWageOrders(orders: readonly WageOrder[]) {
  const data = await wageSigningMessage(orders);
  const client = await openSigningClient();
  let signature;
  try {
    signature = await client.signMessage(data);
  } finally {
    client.close();
  }
  const ids = orders.map((o) => o.id);
  const result = await enqueueCall(wageOrderSign, {
    kind: WAGE_OUTBOX_KINDS.sign,
    aggregateId: `wage:bulk:${ids.join(',')}`,
    body: {
      sign_cipher: signature.signature,
      sign_type: 'eds',
      key_data: { data, version: signature.version, operation_ids: ids },
    },
    summary: ids.map((id) => `№ ${id}`).join(', '),
  });
  if (result.kind === 'done') await refreshWage();
  return result;
}

/** The same batch message signed with the activated phone's passkey (the user confirms on the phone). */
export async function signWageOrdersPasskey(orders: readonly WageOrder[], credentialId: string) {
  const data = await wageSigningMessage(orders);
  const assertion = await assertBatchMessage(credentialId, data);
  const ids = orders.map((o) => o.id);
  const result = await enqueueCall(wageOrderSignPasskey, {
    kind: WAGE_OUTBOX_KINDS.signPasskey,
    aggregateId: `wage:bulk:${ids.join(',')}`,
    body: { key_data: { data, operation_ids: ids }, assertion },
    summary: ids.map((id) => `№ ${id}`).join(', '),
  });
  if (result.kind === 'done') await refreshWage();
  return result;
}

export async function sendWageOrders(orders: readonly WageOrder[]) {
  const ids = orders.map((o) => o.id);
  const result = await enqueueCall(wageOrderSend, {
    kind: WAGE_OUTBOX_KINDS.send,
    aggregateId: `wage:bulk:${ids.join(',')}`,
    body: { ids },
    summary: ids.map((id) => `№ ${id}`).join(', '),
  });
  if (result.kind === 'done') await refreshWage();
  return result;
}

export async function deleteWageOrder(order: WageOrder): Promise<void> {
  dataOf(await callWithVersion(wageOrderDelete, { id: order.id }, order.version));
  await refreshWage();
}

export async function pinWageCard(body: {
  id: number;
  contractId: string;
  bsc: string | null;
  cardCode: WageCardCode;
}): Promise<WageOrder> {
  const pinned = dataOf(await callApi(wageSet, { body, idempotencyKey: crypto.randomUUID(), handle: false }));
  await refreshWage();
  return pinned;
}

export function useCardList(page: number, body: CardListBody, pageSize = CARD_LIST_PAGE_SIZE) {
  return useQuery({
    queryKey: endpointKey(cardList, [page, pageSize, body]),
    queryFn: async ({ signal }) =>
      dataOf(await callApi(cardList, { query: { page, pageSize }, body, signal })),
    placeholderData: keepPreviousData,
  });
}

/** Every row of the filter, in one call sized by the total count (the export). */
export async function allCards(body: CardListBody, totalCount: number) {
  const pageSize = Math.max(1, Math.min(totalCount, 500));
  const rows = [];
  for (let page = 1; (page - 1) * pageSize < totalCount; page += 1) {
    const answer = dataOf(await callApi(cardList, { query: { page, pageSize }, body }));
    rows.push(...answer.list);
  }
  return rows;
}

export function useCardStatuses() {
  return useQuery({
    queryKey: endpointKey(cardStatusList),
    queryFn: async ({ signal }) => dataOf(await callApi(cardStatusList, { signal })),
    staleTime: Infinity,
    meta: REFERENCE_LIST,
  });
}
