/**
 * The outbox route as the app composes it: a conflicted soum payment action is reviewed on the
 * payment's page, where the difference is shown, and payments saved offline get their follow-ups
 * queued as soon as their save is sent (features never import each other; app/ does).
 */
import { conflictReviewPath } from '../features/payments-uzs/offline/payment-queue.ts';
import { PaymentFollowUps } from '../features/payments-uzs/offline/use-follow-ups.ts';
import { OutboxScreen } from '../offline/outbox-screen.tsx';

export function ComposedOutboxScreen() {
  return (
    <>
      <PaymentFollowUps />
      <OutboxScreen reviewPathOf={conflictReviewPath} />
    </>
  );
}
