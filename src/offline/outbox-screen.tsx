/**
 * /outbox — every queued action of the signed-in user with its state, attempts and last error;
 * send now, retry, discard (after confirmation) and review a conflict. Discard is the only way a
 * row that was not sent leaves the outbox. A conflict (412: the record changed since the action was
 * prepared) is never sent again as it is: review explains it and offers to discard, so the change
 * is made again on the current record (never merged automatically). An area that can show what
 * changed gives a review page for its rows (`reviewPathOf`, composed in app/); review opens it.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../lib/dates.ts';
import { ConfirmSheet } from '../ui/confirm-sheet.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { StatusChip, type ChipTone } from '../ui/status-chip.tsx';
import type { OutboxState } from './db.ts';
import { useOnline } from './online.ts';
import { useOutboxText } from './outbox-view.ts';
import { isUnsent, type OutboxEntry } from './store.ts';
import { outboxActions, useOutboxEntries, userStore } from './user-store.ts';
import '../ui/buttons.css';
import './offline.css';

const TONES: Record<OutboxState, ChipTone> = {
  pending: 'neutral',
  inflight: 'neutral',
  acked: 'success',
  conflict: 'danger',
  rejected: 'danger',
  needs_review: 'danger',
};

/** The row's sealed summary (counterparty, amount, number), opened once per row. */
function useSummary(id: string): string | null {
  const [summary, setSummary] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    userStore()
      .outbox.summaryText(id)
      .then((text) => {
        if (live) setSummary(text);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [id]);
  return summary;
}

function OutboxItem({
  entry,
  onDiscard,
  onReview,
}: {
  entry: OutboxEntry;
  onDiscard: () => void;
  onReview: () => void;
}) {
  const { t } = useTranslation('offline');
  const text = useOutboxText();
  const online = useOnline();
  const stopped = entry.state === 'rejected' || entry.state === 'needs_review';
  const summary = useSummary(entry.id);
  return (
    <li className="cb-outbox-item" data-testid="outbox-item" data-state={entry.state}>
      <div className="cb-outbox-item__head">
        <strong>{text.kind(entry)}</strong>
        <StatusChip label={text.state(entry.state)} tone={TONES[entry.state]} testId="outbox-state" />
      </div>
      {summary ? (
        <p className="cb-outbox-item__summary" data-testid="outbox-summary">
          {summary}
        </p>
      ) : null}
      <p className="cb-outbox-item__meta">
        {t('outbox.queuedAt', { time: formatDateTime(new Date(entry.createdAt)) })} ·{' '}
        {t('outbox.attempts', { n: entry.attempts })}
      </p>
      {entry.lastError && entry.state !== 'acked' ? (
        <p className="cb-outbox-item__meta" data-testid="outbox-error">
          {t('outbox.lastError', { error: text.error(entry.lastError) })}
        </p>
      ) : null}
      {isUnsent(entry) || entry.state === 'rejected' ? (
        <div className="cb-outbox-item__actions">
          {entry.state === 'conflict' ? (
            <button
              type="button"
              className="cb-button cb-button--primary"
              data-testid="outbox-review"
              onClick={onReview}
            >
              {t('outbox.review')}
            </button>
          ) : null}
          {stopped ? (
            <button
              type="button"
              className="cb-button cb-button--secondary"
              disabled={!online}
              data-testid="outbox-retry"
              onClick={() => void outboxActions.retry(entry.id)}
            >
              {t('outbox.retry')}
            </button>
          ) : null}
          {entry.state !== 'inflight' ? (
            <button
              type="button"
              className="cb-button cb-button--secondary"
              data-testid="outbox-discard"
              onClick={onDiscard}
            >
              {t('outbox.discard')}
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

export function OutboxScreen({
  reviewPathOf,
}: {
  /** The page where an area shows a conflicted row's difference, or null for the generic review. */
  reviewPathOf?: (entry: OutboxEntry) => string | null;
} = {}) {
  const navigate = useNavigate();
  const { t } = useTranslation('offline');
  const entries = useOutboxEntries();
  const online = useOnline();
  const [discarding, setDiscarding] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState<string | null>(null);
  const waiting = entries.some((entry) => entry.state === 'pending');

  return (
    <div className="cb-page" data-testid="outbox-screen">
      <h1>{t('outbox.title')}</h1>
      <p>{t('outbox.intro')}</p>
      {waiting ? (
        <>
          <button
            type="button"
            className="cb-button cb-button--primary"
            disabled={!online}
            data-testid="outbox-send-now"
            onClick={() => void outboxActions.sendNow()}
          >
            {t('outbox.sendNow')}
          </button>
          {!online ? (
            <p className="cb-offline-reason" role="note">
              {t('reason.prefix')} {t('queue.queued')}
            </p>
          ) : null}
        </>
      ) : null}
      {entries.length === 0 ? (
        <EmptyState text={t('outbox.empty')} />
      ) : (
        <ul className="cb-outbox-list">
          {[...entries].reverse().map((entry) => (
            <OutboxItem
              key={entry.id}
              entry={entry}
              onDiscard={() => setDiscarding(entry.id)}
              onReview={() => {
                const path = reviewPathOf?.(entry);
                if (path) navigate(path);
                else setReviewing(entry.id);
              }}
            />
          ))}
        </ul>
      )}
      <ConfirmSheet
        open={discarding !== null}
        title={t('outbox.discardTitle')}
        text={t('outbox.discardText')}
        confirmLabel={t('outbox.discardConfirm')}
        danger
        onCancel={() => setDiscarding(null)}
        onConfirm={() => {
          if (discarding) void outboxActions.discard(discarding);
          setDiscarding(null);
        }}
      />
      <ConfirmSheet
        open={reviewing !== null}
        title={t('outbox.conflictTitle')}
        text={t('outbox.conflictText')}
        confirmLabel={t('outbox.discardConfirm')}
        danger
        onCancel={() => setReviewing(null)}
        onConfirm={() => {
          if (reviewing) void outboxActions.discard(reviewing);
          setReviewing(null);
        }}
      />
    </div>
  );
}
