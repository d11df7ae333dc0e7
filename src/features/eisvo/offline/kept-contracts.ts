/**
 * How EISVO's reads are kept (docs/architecture.md §4, `offline/kept-call.ts`): every answer a
 * contract screen shows is kept under one area, `contracts`, keyed by the call and its arguments,
 * so the lookups that name a contract's codes read offline with it. A 404 is left to the screen,
 * which says "contract not found" inline instead of a dialog.
 */
import type { KeptAs } from '../../../offline/kept-call.ts';

export const KEPT_CONTRACTS = { area: 'contracts', notFound: 'caller' } as const satisfies KeptAs;
