/**
 * What screens read again after the outbox delivered actions (docs/architecture.md §4, issue 18).
 * Guarantees:
 * - only the reads of the areas the acked actions touched are invalidated: an action's area is the
 *   first segment of its endpoint path (`/api/v2/top-messages/create` → `top-messages`), which is
 *   also the first element of every query key of that area (`endpointKey` in lib/api-client.ts), so
 *   every read of the area — whichever feature made it — is fetched again, and nothing else;
 * - a few actions change what another area shows (a ticker shows in the shell's strip, a payment in
 *   home's counters); those reads are listed in ALSO_CHANGED by their key prefix;
 * - a drain (the runner's passes until it is idle) invalidates once, with every area it touched,
 *   however many rows it acked: a replay of 200 rows refetches each shown read once, at its end.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { OutboxRow } from './db.ts';

/** The bases of contracts/api/endpoint.ts (`ApiBase`), longest first. */
const BASES = ['/tgb/storage/', '/tgb/api/', '/newchat/', '/api/v2/'] as const;

/**
 * Reads outside an action's own area that show what it changes, as key prefixes (`endpointKey` of
 * the read's endpoint; replay-refresh.test.ts checks them against the contract records). The
 * features' own refreshes after a direct call say the same (refreshTickers, refreshPayments,
 * refreshClaims, heads' refresh, call orders').
 */
export const ALSO_CHANGED: Readonly<Record<string, readonly (readonly string[])[]>> = {
  // A ticker made active shows in every user's top bar (shell: page/tickers).
  'top-messages': [['page', 'tickers']],
  // Payments to sign are counted on home and listed in a head's phone inbox (a return or a
  // signature made elsewhere takes them out of it).
  'uzs-payment': [
    ['dashboard', 'payments-for-sign-counts'],
    ['devices', 'inbox'],
  ],
  // A head's signature (devices/sign) moves the payment on.
  devices: [['uzs-payment'], ['dashboard', 'payments-for-sign-counts']],
  // A claim creates a payment for the debtor.
  'payments-required': [['uzs-payment'], ['dashboard', 'payments-for-sign-counts']],
  // An ordered call is counted in the contact centre's badge.
  'call-order': [['chat', 'status-message-cnt']],
};

/** The area of an outbox row's path (with its base, as the row stores it), or null for none. */
export function areaOf(path: string): string | null {
  const base = BASES.find((candidate) => path.startsWith(candidate));
  const rest = base === undefined ? path.replace(/^\/+/, '') : path.slice(base.length);
  const area = rest.split(/[/?#]/)[0] ?? '';
  return area === '' ? null : area;
}

/** The key prefixes to refresh after these rows were acked, each once. */
export function touchedKeys(rows: readonly Pick<OutboxRow, 'path'>[]): (readonly string[])[] {
  const prefixes = new Map<string, readonly string[]>();
  for (const row of rows) {
    const area = areaOf(row.path);
    if (area === null) continue;
    for (const prefix of [[area], ...(ALSO_CHANGED[area] ?? [])]) prefixes.set(prefix.join('/'), prefix);
  }
  return [...prefixes.values()];
}

/** Whether the query key starts with one of the prefixes. */
export function keyStartsWithAny(queryKey: QueryKey, prefixes: readonly (readonly string[])[]): boolean {
  return prefixes.some((prefix) => prefix.every((part, i) => queryKey[i] === part));
}

/**
 * After a drain: one invalidation of every read of the areas the acked rows touched (active reads
 * refetch at once, the others when next shown). Nothing when no row was acked.
 */
export function refreshAfterDrain(
  client: Pick<QueryClient, 'invalidateQueries'>,
  acked: readonly Pick<OutboxRow, 'path'>[],
): Promise<void> {
  const prefixes = touchedKeys(acked);
  if (prefixes.length === 0) return Promise.resolve();
  return client.invalidateQueries({ predicate: (query) => keyStartsWithAny(query.queryKey, prefixes) });
}
