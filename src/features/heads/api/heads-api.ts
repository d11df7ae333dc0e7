/**
 * Calls of the heads' phone area (contracts/api/devices.ts). The inbox and the device list are
 * kept in the encrypted per-user cache so they read offline; a passkey signature goes through the
 * one write path (offline/enqueue-call.ts) with the same aggregate as the payment's other actions,
 * so it is sent in order with them; the body names the version it covers → 412 if it changed.
 */
import { useQuery } from '@tanstack/react-query';
import {
  deviceList,
  devicePaymentSign,
  deviceRegister,
  deviceRegisterOptions,
  deviceRevoke,
  headsInbox,
  type AssertionBody,
  type DeviceRegisterOptions,
  type DeviceRow,
} from '../../../../contracts/api/devices.ts';
import {
  uzsList,
  uzsReturn,
  uzsView,
  type UzsPaymentRow,
  type UzsPaymentView,
} from '../../../../contracts/api/uzs-payment.ts';
import { ApiError, callApi, dataOf, endpointKey, type ApiOutcome } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { enqueueCall } from '../../../offline/enqueue-call.ts';
import { keptCall } from '../../../offline/kept-call.ts';
import { useOnline } from '../../../offline/online.ts';
import type { OutboxEntry } from '../../../offline/store.ts';
import { userStore } from '../../../offline/user-store.ts';
import { outboxSummary } from '../../../offline/summary.ts';

const AREA = 'heads';
/** The outbox kind of an offline passkey approval (offline.json outbox.kinds). */
export const PASSKEY_SIGN_KIND = 'headsPasskeySign';
/** The outbox kind of a payment returned to its preparer (offline.json outbox.kinds; payments-uzs uses it too). */
export const RETURN_KIND = 'uzsPaymentReturn';
const SIGNED_PREFIX = 'heads-signed:';
const INBOX_POLL_MS = 60_000;

export function useInbox() {
  const online = useOnline();
  return useQuery({
    queryKey: endpointKey(headsInbox),
    queryFn: ({ signal }) => keptCall(headsInbox, { signal }, { area: AREA, polled: true }),
    networkMode: 'always',
    // Polling while the inbox is open; with push configured a push also refreshes it at once
    // (sw/sw.ts PUSH_RECEIVED → src/lib/push/messages.ts). Offline the poll stops; the browser's
    // online event re-renders the hook and starts it again.
    refetchInterval: online ? INBOX_POLL_MS : false,
  });
}

/** The user's signing phones; `enabled: false` for roles that cannot have one (the server answers 403). */
export function useDevices(enabled = true) {
  return useQuery({
    queryKey: endpointKey(deviceList),
    queryFn: ({ signal }) => keptCall(deviceList, { signal }, { area: AREA }),
    networkMode: 'always',
    enabled,
  });
}

async function refresh(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: endpointKey(headsInbox) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(deviceList) }),
    // The payments list and home counters change with a signature.
    queryClient.invalidateQueries({ queryKey: endpointKey(uzsList) }),
  ]);
}

export async function registerOptions(): Promise<DeviceRegisterOptions> {
  return dataOf(await callApi(deviceRegisterOptions, { body: {} }));
}

/** Field errors are shown by the screen (handle: false). */
export async function registerDevice(body: {
  name: string;
  credential_id: string;
  client_data_json: string;
  attestation_object: string;
}): Promise<DeviceRow> {
  const row = dataOf(await callApi(deviceRegister, { body, handle: false }));
  await refresh();
  return row;
}

export async function revokeDevice(id: number): Promise<void> {
  dataOf(await callApi(deviceRevoke, { body: { id } }));
  await refresh();
}

export type SignOutcome =
  | { readonly kind: 'signed' }
  | { readonly kind: 'queued' }
  | { readonly kind: 'refused'; readonly message: string; readonly conflict: boolean };

function refusal(outcome: Extract<ApiOutcome<unknown>, { kind: 'response' }>, fallback: string): SignOutcome {
  return {
    kind: 'refused',
    message: outcome.envelope?.validation?.[0]?.message ?? outcome.envelope?.message ?? fallback,
    conflict: outcome.httpStatus === 412,
  };
}

/**
 * Sends one payment's passkey signature through the outbox (its row id the Idempotency-Key): the
 * bank's answer when it comes at once, otherwise queued with the content the head saw, kept for
 * the conflict review should the payment change before the signature arrives. A refusal leaves the
 * outbox and is reported per payment by the screen, not as a dialog (handle: false); bulk sign
 * calls this once per payment.
 */
export async function signPayment(
  payment: UzsPaymentRow,
  assertion: AssertionBody,
  fallback: string,
): Promise<SignOutcome> {
  let result;
  try {
    result = await enqueueCall(devicePaymentSign, {
      kind: PASSKEY_SIGN_KIND,
      aggregateId: `uzs-payment:id:${payment.id}`,
      body: { payment_id: payment.id, version: payment.version, assertion },
      handle: false,
      ...outboxSummary({
        number: payment.number,
        counterparty: payment.r_name,
        amount: payment.sum,
        currency: payment.currency,
      }),
    });
  } catch (error) {
    if (error instanceof ApiError && error.outcome.kind === 'response')
      return refusal(error.outcome, fallback);
    throw error;
  }
  if (result.kind === 'done') {
    await refresh();
    return { kind: 'signed' };
  }
  await userStore().drafts.save(SIGNED_PREFIX + result.entry.id, payment);
  return { kind: 'queued' };
}

/**
 * Returns one payment to its preparer with a reason (uzs-payment/return → Created, signatures
 * voided) through the outbox, on the payment's aggregate and the version the head saw (If-Match):
 * `returned` with the bank's answer, `queued` offline. A refusal (412: it changed, 403: no longer
 * awaits the head) is thrown as ApiError after the response handler, for the reason sheet to show.
 */
export async function returnPayment(payment: UzsPaymentRow, reason: string): Promise<'returned' | 'queued'> {
  const result = await enqueueCall(uzsReturn, {
    kind: RETURN_KIND,
    aggregateId: `uzs-payment:id:${payment.id}`,
    body: { id: payment.id, reason },
    ifMatch: String(payment.version),
    ...outboxSummary({
      number: payment.number,
      counterparty: payment.r_name,
      amount: payment.sum,
      currency: payment.currency,
    }),
  });
  if (result.kind === 'queued') return 'queued';
  await refresh();
  return 'returned';
}

/** What the head saw when approving offline (for the conflict review). */
export function signedContent(entry: Pick<OutboxEntry, 'id'>): Promise<UzsPaymentRow | null> {
  return userStore().drafts.load<UzsPaymentRow>(SIGNED_PREFIX + entry.id);
}

export async function forgetSigned(entry: Pick<OutboxEntry, 'id'>): Promise<void> {
  await userStore().drafts.remove(SIGNED_PREFIX + entry.id);
}

export async function currentPayment(id: number): Promise<UzsPaymentView> {
  return dataOf(await callApi(uzsView, { query: { id } }));
}
