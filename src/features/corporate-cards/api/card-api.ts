/**
 * Calls of corporate card orders (contracts/api/corporate-cards.ts). Reads are TanStack queries kept
 * in the encrypted read cache (shown "as of" offline). Create, edit, sign and send go through the
 * one write path (offline/enqueue-call.ts): the bank's answer when it comes, otherwise queued in
 * the outbox and delivered exactly once later. Delete needs the connection.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  cardCreate,
  cardIssued,
  cardOptions,
  cardDelete,
  cardUpdate,
  cardList,
  cardLogs,
  cardPasskeySign,
  cardSend,
  cardSign,
  cardSigningMessage,
  cardStatusList,
  cardView,
  CARD_ORDER_STATUS_IDS,
  type CardOrder,
  type CardOrderCreateBody,
  type CardOrderUpdateBody,
  type CardOrderStatusId,
} from '../../../../contracts/api/corporate-cards.ts';
import { dataOf, endpointKey } from '../../../lib/api-client.ts';
import { assertBatchMessage } from '../../../lib/passkey-signing.ts';
import { queryClient, REFERENCE_LIST } from '../../../lib/query-client.ts';
import { openSigningClient } from '../../../lib/signing-client.ts';
import { callWithVersion } from '../../../lib/versioned-call.ts';
import { enqueueCall } from '../../../offline/enqueue-call.ts';
import { keptCall } from '../../../offline/kept-call.ts';
import { outboxSummary } from '../../../offline/summary.ts';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';

export const CARD_PAGE_SIZE = 20;
const AREA = 'corporate-cards';
const KINDS = {
  create: 'cardOrderCreate',
  edit: 'cardOrderUpdate',
  sign: 'cardOrderSign',
  passkeySign: 'cardOrderPasskeySign',
  send: 'cardOrderSend',
} as const;

export function statusFilterOf(filters: Readonly<Record<string, string>>): { status_id?: CardOrderStatusId } {
  const status = Number(filters['status_id']);
  return CARD_ORDER_STATUS_IDS.includes(status as CardOrderStatusId)
    ? { status_id: status as CardOrderStatusId }
    : {};
}

export function refreshCards(): Promise<unknown> {
  return Promise.all(
    [cardList, cardView, cardLogs, cardIssued].map((endpoint) =>
      queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) }),
    ),
  );
}

export function useCardList(query: TableQuery) {
  return useQuery({
    queryKey: endpointKey(cardList, query),
    queryFn: ({ signal }) =>
      keptCall(
        cardList,
        {
          query: { page: query.page, pageSize: CARD_PAGE_SIZE },
          body: statusFilterOf(query.filters),
          signal,
        },
        { area: AREA },
      ),
    placeholderData: keepPreviousData,
    networkMode: 'always',
  });
}

export function useCardView(id: number) {
  return useQuery({
    queryKey: endpointKey(cardView, id),
    queryFn: ({ signal }) => keptCall(cardView, { query: { id }, signal }, { area: AREA }),
    enabled: Number.isInteger(id) && id > 0,
    networkMode: 'always',
  });
}

export function useCardLogs(id: number) {
  return useQuery({
    queryKey: endpointKey(cardLogs, id),
    queryFn: ({ signal }) => keptCall(cardLogs, { query: { id }, signal }, { area: AREA }),
    enabled: Number.isInteger(id) && id > 0,
    networkMode: 'always',
  });
}

export function useCardStatuses() {
  return useQuery({
    queryKey: endpointKey(cardStatusList),
    queryFn: ({ signal }) => keptCall(cardStatusList, { signal }, { area: AREA }),
    staleTime: Infinity,
    meta: REFERENCE_LIST,
    networkMode: 'always',
  });
}

function summaryOf(body: { embossed_name: string; product_code: string }, number?: string) {
  return outboxSummary({ number, counterparty: `${body.embossed_name} · ${body.product_code}` });
}

export async function createCardOrder(body: CardOrderCreateBody) {
  const result = await enqueueCall(cardCreate, {
    kind: KINDS.create,
    aggregateId: `card-order:ref:${body.client_reference}`,
    body,
    ...summaryOf(body),
  });
  if (result.kind === 'done') await refreshCards();
  return result;
}

export async function updateCardOrder(body: CardOrderUpdateBody, version: number) {
  const result = await enqueueCall(cardUpdate, {
    kind: KINDS.edit,
    aggregateId: `card-order:id:${body.id}`,
    body,
    ifMatch: String(version),
    ...summaryOf(body),
  });
  if (result.kind === 'done') await refreshCards();
  return result;
}

/** Signs the order as shown (id, version, digest) with the local signing client; queued offline. */
export async function signCardOrder(order: CardOrder) {
  const data = await cardSigningMessage([order]);
  const client = await openSigningClient();
  let signature;
  try {
    signature = await client.signMessage(data);
  } finally {
    client.close();
  }
  const result = await enqueueCall(cardSign, {
    kind: KINDS.sign,
    aggregateId: `card-order:id:${order.id}`,
    body: {
      sign_cipher: signature.signature,
      key_data: { data, version: signature.version, ids: [order.id] },
    },
    ...summaryOf(order, order.number),
  });
  if (result.kind === 'done') await refreshCards();
  return result;
}

/** The same message signed with this phone's passkey. */
export async function signCardOrderPasskey(order: CardOrder, credentialId: string) {
  const data = await cardSigningMessage([order]);
  const assertion = await assertBatchMessage(credentialId, data);
  const result = await enqueueCall(cardPasskeySign, {
    kind: KINDS.passkeySign,
    aggregateId: `card-order:id:${order.id}`,
    body: { key_data: { data, ids: [order.id] }, assertion },
    ...summaryOf(order, order.number),
  });
  if (result.kind === 'done') await refreshCards();
  return result;
}

export async function sendCardOrder(order: CardOrder) {
  const result = await enqueueCall(cardSend, {
    kind: KINDS.send,
    aggregateId: `card-order:id:${order.id}`,
    body: { id: order.id },
    ifMatch: String(order.version),
    ...summaryOf(order, order.number),
  });
  if (result.kind === 'done') await refreshCards();
  return result;
}

export async function deleteCardOrder(order: CardOrder): Promise<void> {
  dataOf(await callWithVersion(cardDelete, { id: order.id }, order.version));
  await refreshCards();
}

export function useCardOptions() {
  return useQuery({
    queryKey: endpointKey(cardOptions),
    queryFn: ({ signal }) => keptCall(cardOptions, { signal }, { area: AREA }),
    networkMode: 'always',
  });
}

export function useIssuedCards() {
  return useQuery({
    queryKey: endpointKey(cardIssued),
    queryFn: ({ signal }) => keptCall(cardIssued, { signal }, { area: AREA }),
    networkMode: 'always',
  });
}
