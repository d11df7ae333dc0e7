import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { UzsPaymentRow } from '../../../../contracts/api/uzs-payment.ts';
import type { SignableContent } from '../../../../contracts/payments/digest.ts';
import { outboxActions, userStore, useOutboxEntries } from '../../../offline/user-store.ts';
import { forgetQueuedContent, queuedContent } from '../offline/payment-queue.ts';
import { signableOf } from '../signable.ts';
import { ConflictDiff } from './conflict-diff.tsx';
import { SignSheet } from './sign-sheet.tsx';
import '../../../ui/buttons.css';

/**
 * The review of a queued action the server refused with 412 (the outbox links here): what the
 * user signed or wrote next to the payment as it is now. The user decides — discard the queued
 * action (and what waits on it), or sign the current content — nothing is merged.
 */
export function ConflictReview({ rowId, payment }: { rowId: string; payment: UzsPaymentRow }) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const entries = useOutboxEntries();
  const row = entries.find((e) => e.id === rowId);
  const [queued, setQueued] = useState<{ id: string; content: SignableContent | null } | null>(null);
  const [signing, setSigning] = useState(false);
  useEffect(() => {
    let live = true;
    void queuedContent<SignableContent>(userStore(), rowId).then((content) => {
      if (live) setQueued({ id: rowId, content });
    });
    return () => {
      live = false;
    };
  }, [rowId]);
  const sheet = (
    <SignSheet rows={signing ? [payment] : null} thenSend={false} onClose={() => setSigning(false)} />
  );
  if (!row || row.state !== 'conflict') return sheet;
  const content = queued?.id === rowId ? queued.content : null;

  /** The conflicted row and the rows queued after it for this payment (its send) leave together. */
  const discardRows = async () => {
    const later = entries.filter(
      (e) => e.aggregateId === row.aggregateId && e.sequence > row.sequence && e.state !== 'acked',
    );
    for (const entry of [row, ...later]) await outboxActions.discard(entry.id);
    await forgetQueuedContent(userStore(), row.id);
  };

  return (
    <section className="cb-pay-conflict" role="alert" data-testid="conflict-review">
      <h2>{t('conflict.title')}</h2>
      <p>{t('conflict.text')}</p>
      {content ? <ConflictDiff signed={content} current={signableOf(payment)} /> : null}
      <div className="cb-pay-actions">
        <button
          type="button"
          className="cb-button cb-button--danger"
          data-testid="conflict-discard"
          onClick={() =>
            void discardRows().then(() => navigate(`/uzs-payments/detail/${payment.id}`, { replace: true }))
          }
        >
          {t('conflict.discard')}
        </button>
        {payment.isSign ? (
          <button
            type="button"
            className="cb-button cb-button--primary"
            data-testid="conflict-sign"
            // A signature over an older version can never apply: it goes, the current one is signed.
            onClick={() => void discardRows().then(() => setSigning(true))}
          >
            {t('sign.again')}
          </button>
        ) : null}
      </div>
      {sheet}
    </section>
  );
}
