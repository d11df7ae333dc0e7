/**
 * The claims list state kept in the query string (spec 2 §9): which side (incoming claims on our
 * accounts, or outgoing ones we issued) and a status. Values the contract would refuse are left out,
 * so a hand-edited address never makes the list fail.
 */
import { CLAIM_STATUS, type ClaimStatusId } from '../../../contracts/api/payment-claims.ts';

export const CLAIM_FILTER_NAMES = ['direction', 'status_id'] as const;
export type ClaimDirection = 'incoming' | 'outgoing';

const STATUS_IDS: readonly number[] = Object.values(CLAIM_STATUS);

export interface ClaimListFilter {
  readonly direction: ClaimDirection;
  readonly status_id?: ClaimStatusId;
}

/** Incoming is the default side: what the organisation is asked to pay comes first. */
export function claimFilterOf(filters: Readonly<Record<string, string>>): ClaimListFilter {
  const direction: ClaimDirection = filters['direction'] === 'outgoing' ? 'outgoing' : 'incoming';
  const status = Number(filters['status_id']);
  return STATUS_IDS.includes(status) ? { direction, status_id: status as ClaimStatusId } : { direction };
}

/** Where a claim of this side opens. */
export function claimDetailPath(claim: { readonly id: number; readonly direction: ClaimDirection }): string {
  return `/payments-required/${claim.direction}/detail/${claim.id}`;
}
