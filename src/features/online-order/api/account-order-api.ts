/**
 * Calls of online account orders (contracts/api/online-order.ts). Reads are TanStack queries kept
 * in the encrypted read cache (shown "as of" offline). Create, edit, sign and send go through the
 * one write path (offline/enqueue-call.ts): the bank's answer when it comes, otherwise queued in
 * the outbox and delivered exactly once later. Delete needs the connection.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  accountOrderCreate,
  accountOrderDelete,
  accountOrderEdit,
  accountOrderList,
  accountOrderLogs,
  accountOrderPasskeySign,
  accountOrderSend,
  accountOrderSign,
  accountOrderSigningMessage,
  accountOrderStatusList,
  accountOrderView,
  ACCOUNT_ORDER_STATUS_IDS,
  type AccountOrder,
  type AccountOrderCreateBody,
  type AccountOrderEditBody,
  type AccountOrderStatusId,
} from '../../../../contracts/api/online-order.ts';
import { dataOf, endpointKey } from '../../../lib/api-client.ts';
import { assertBatchMessage } from '../../../lib/passkey-signing.ts';
import { queryClient, REFERENCE_LIST } from '../../../lib/query-client.ts';
import { openSigningClient } from '../../../lib/signing-client.ts';
import { callWithVersion } from '../../../lib/versioned-call.ts';
import { enqueueCall } from '../../../offline/enqueue-call.ts';
import { keptCall } from '../../../offline/kept-call.ts';
import { outboxSummary } from '../../../offline/summary.ts';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';

export const ACCOUNT_ORDER_PAGE_SIZE = 20;
const AREA = 'online-order';
const KINDS = {
  create: 'accountOrderCreate',
  edit: 'accountOrderEdit',
  sign: 'accountOrderSign',
  passkeySign: 'accountOrderPasskeySign',
  send: 'accountOrderSend',
} as const;

export const accountOrderPath = (id: number): string => `/online-order/account/${id}`;

export function statusFilterOf(filters: Readonly<Record<string, string>>): {
  status_id?: AccountOrderStatusId;
} {
  const status = Number(filters['status_id']);
  return ACCOUNT_ORDER_STATUS_IDS.includes(status as AccountOrderStatusId)
    ? { status_id: status as AccountOrderStatusId }
    : {};
}

export function refreshAccountOrders(): Promise<unknown> {
  return Promise.all(
    [accountOrderList, accountOrderView, accountOrderLogs].map((endpoint) =>
      queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) }),
    ),
  );
}

export function useAccountOrderList(query: TableQuery) {
  return useQuery({
    queryKey: endpointKey(accountOrderList, query),
    queryFn: ({ signal }) =>
      keptCall(
        accountOrderList,
        {
          query: { page: query.page, pageSize: ACCOUNT_ORDER_PAGE_SIZE },
          body: statusFilterOf(query.filters),
          signal,
        },
        { area: AREA },
      ),
    placeholderData: keepPreviousData,
    networkMode: 'always',
  });
}

export function useAccountOrderView(id: number) {
  return useQuery({
    queryKey: endpointKey(accountOrderView, id),
    queryFn: ({ signal }) => keptCall(accountOrderView, { query: { id }, signal }, { area: AREA }),
    enabled: Number.isInteger(id) && id > 0,
    networkMode: 'always',
  });
}

export function useAccountOrderLogs(id: number) {
  return useQuery({
    queryKey: endpointKey(accountOrderLogs, id),
    queryFn: ({ signal }) => keptCall(accountOrderLogs, { query: { id }, signal }, { area: AREA }),
    enabled: Number.isInteger(id) && id > 0,
    networkMode: 'always',
  });
}

export function useAccountOrderStatuses() {
  return useQuery({
    queryKey: endpointKey(accountOrderStatusList),
    queryFn: ({ signal }) => keptCall(accountOrderStatusList, { signal }, { area: AREA }),
    staleTime: Infinity,
    meta: REFERENCE_LIST,
    networkMode: 'always',
  });
}

function summaryOf(body: { currency: string; purpose: string }, number?: string) {
  return outboxSummary({ number, counterparty: `${body.currency} · ${body.purpose.slice(0, 40)}` });
}

export async function createAccountOrder(body: AccountOrderCreateBody) {
  const result = await enqueueCall(accountOrderCreate, {
    kind: KINDS.create,
    aggregateId: `account-order:ref:${body.client_reference}`,
    body,
    ...summaryOf(body),
  });
  if (result.kind === 'done') await refreshAccountOrders();
  return result;
}

export async function editAccountOrder(body: AccountOrderEditBody, version: number) {
  const result = await enqueueCall(accountOrderEdit, {
    kind: KINDS.edit,
    aggregateId: `account-order:id:${body.id}`,
    body,
    ifMatch: String(version),
    ...summaryOf(body),
  });
  if (result.kind === 'done') await refreshAccountOrders();
  return result;
}

/** Signs the order as shown (id, version, digest) with the local signing client; queued offline. */
export async function signAccountOrder(order: AccountOrder) {
  const data = await accountOrderSigningMessage([order]);
  const client = await openSigningClient();
  let signature;
  try {
    signature = await client.signMessage(data);
  } finally {
    client.close();
  }
  const result = await enqueueCall(accountOrderSign, {
    kind: KINDS.sign,
    aggregateId: `account-order:id:${order.id}`,
    body: {
      sign_cipher: signature.signature,
      key_data: { data, version: signature.version, ids: [order.id] },
    },
    ...summaryOf(order, order.number),
  });
  if (result.kind === 'done') await refreshAccountOrders();
  return result;
}

/** The same message signed with this phone's passkey. */
export async function signAccountOrderPasskey(order: AccountOrder, credentialId: string) {
  const data = await accountOrderSigningMessage([order]);
  const assertion = await assertBatchMessage(credentialId, data);
  const result = await enqueueCall(accountOrderPasskeySign, {
    kind: KINDS.passkeySign,
    aggregateId: `account-order:id:${order.id}`,
    body: { key_data: { data, ids: [order.id] }, assertion },
    ...summaryOf(order, order.number),
  });
  if (result.kind === 'done') await refreshAccountOrders();
  return result;
}

export async function sendAccountOrder(order: AccountOrder) {
  const result = await enqueueCall(accountOrderSend, {
    kind: KINDS.send,
    aggregateId: `account-order:id:${order.id}`,
    body: { id: order.id },
    ifMatch: String(order.version),
    ...summaryOf(order, order.number),
  });
  if (result.kind === 'done') await refreshAccountOrders();
  return result;
}

export async function deleteAccountOrder(order: AccountOrder): Promise<void> {
  dataOf(await callWithVersion(accountOrderDelete, { id: order.id }, order.version));
  await refreshAccountOrders();
}
