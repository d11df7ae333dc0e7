/**
 * Soum-payment rules (payments design; the state machine is state-machine.ts), the module's public
 * service: other modules import this file, never its repository or helpers
 * (docs/architecture.md §2). Every id resolves within the caller's scope (plugins/scope-repository.ts
 * scopeOf), so another organisation's payment answers 404. Changes run inside the router's `commit`
 * transaction, lock the payment rows (FOR UPDATE), write a payment_logs row per payment and an audit
 * row per call, and are all-or-nothing: one refused payment refuses the whole call (403 with its
 * ids, 412 with the current rows, 422 with entries).
 *
 * One file per use case, composed here: query-service.ts (lists, views, logs, counts),
 * lookup-service.ts (what the form looks up), editing-service.ts (save, delete, copy, own-account
 * transfer, a claim's payment), template-service.ts, signing-service.ts (approve, recall, return,
 * EDS and passkey signatures), sending-service.ts (send, the multiclient's authorise and decline); what they
 * share is payment-context.ts.
 */
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { createEditingService } from './editing-service.ts';
import { createImportingService } from './import-service.ts';
import { createLookupService } from './lookup-service.ts';
import { createPaymentContext, type Actor } from './payment-context.ts';
import { createQueryService } from './query-service.ts';
import { createSendingService } from './sending-service.ts';
import { createSigningService } from './signing-service.ts';
import { createTemplateService } from './template-service.ts';

export { auditFourEyes } from './four-eyes.ts';
export {
  OWN_TRANSFER_CODE,
  REFERENCE_USED_MESSAGE,
  type ClaimPaymentFields,
  type DocumentPaymentFields,
} from './editing-service.ts';
export { newUpid, type Actor } from './payment-context.ts';
export type { ImportOwner, ImportVerdict } from './import-service.ts';
export { FOUR_EYES_MESSAGE, signableContent } from './signing-service.ts';
/** Pure rules other modules share: who prepares payments, which payments need a B signature. */
export { isPreparer, needsB } from './state-machine.ts';

export function createUzsPaymentService(db: Db, clock: Clock) {
  const context = createPaymentContext(db, clock);
  return {
    callerOf: (actor: Actor) => context.callerOf(db, actor),
    ...createQueryService(context),
    ...createLookupService(context),
    ...createEditingService(context),
    ...createTemplateService(context),
    ...createSigningService(context),
    ...createSendingService(context),
    ...createImportingService(context),
  };
}

export type UzsPaymentService = ReturnType<typeof createUzsPaymentService>;
