import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OverdraftRow } from '../../../../contracts/api/credits.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/dates.ts';
import { WIDE_QUERY, useMediaQuery } from '../../../lib/media-query.ts';
import { useOnline } from '../../../offline/online.ts';
import { ConfirmSheet } from '../../../ui/confirm-sheet.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Money } from '../../../ui/money.tsx';
import { PromptSheet } from '../../../ui/prompt-sheet.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { StatusChip, type ChipTone } from '../../../ui/status-chip.tsx';
import {
  approveOverdraft,
  refuseOverdraft,
  useOverdraftDecision,
  useOverdraftQueue,
} from '../api/overdraft-decisions.ts';
import { Pager } from './pager.tsx';
import '../../../ui/buttons.css';
import '../../../ui/data-list.css';
import '../credits.css';

/** 3 Sent waits for the decision; 4 Approved, 5 Refused, 6 Expired are history. */
const TONES: Record<number, ChipTone> = { 3: 'warning', 4: 'success', 5: 'danger', 6: 'neutral' };

/** The server sends times as Tashkent's "dd.mm.yyyy HH:mm" (server/src/time-format.ts): the day part. */
const dayOf = (at: string | null) => (at === null ? '' : at.slice(0, 10));

const openPath = (id: number) => `/credit-request?tab=overdraft&id=${id}`;

function Chip({ row }: { row: OverdraftRow }) {
  return (
    <StatusChip tone={TONES[row.status] ?? 'neutral'} label={row.status_name} testId="overdraft-status" />
  );
}

/** The bank's queue of overdraft applications: phone cards, a table from 960 px. */
export function OverdraftQueue({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('creditRequests');
  const wide = useMediaQuery(WIDE_QUERY);
  const queue = useOverdraftQueue(page, true);
  const rows = queue.data?.list ?? [];
  let body;
  if (queue.isPending) body = <SkeletonLines lines={6} />;
  else if (queue.isError) body = <EmptyState text={t('overdraft.failed')} />;
  else if (rows.length === 0) body = <EmptyState text={t('overdraft.empty')} />;
  else if (wide)
    body = (
      <table className="cb-data-table" data-testid="overdraft-table">
        <thead>
          <tr>
            <th>{t('fields.number')}</th>
            <th>{t('overdraft.sentAt')}</th>
            <th>{t('fields.organization')}</th>
            <th className="cb-data-num">{t('overdraft.amount')}</th>
            <th>{t('fields.term_months')}</th>
            <th>{t('fields.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-testid={`overdraft-row-${r.id}`}>
              <td>
                <Link to={openPath(r.id)}>{r.number}</Link>
              </td>
              <td>{dayOf(r.sent_at)}</td>
              <td>{r.organization_name}</td>
              <td className="cb-data-num">
                <Money value={r.amount} currency={r.currency} />
              </td>
              <td>{r.term_months}</td>
              <td>
                <Chip row={r} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  else
    body = (
      <ul className="cb-data-cards" data-testid="overdraft-cards">
        {rows.map((r) => (
          <li key={r.id} className="cb-data-card" data-testid={`overdraft-row-${r.id}`}>
            <Link to={openPath(r.id)}>
              <strong>{r.number}</strong>
            </Link>{' '}
            <Chip row={r} />
            <div>
              <Money value={r.amount} currency={r.currency} /> · {t('overdraft.months', { n: r.term_months })}
            </div>
            <div>{r.organization_name}</div>
          </li>
        ))}
      </ul>
    );
  return (
    <section data-testid="overdraft-queue" aria-label={t('overdraft.tab')}>
      {body}
      <Pager meta={queue.data?._meta} onPage={onPage} />
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * One application opened by the credit officer: its facts and the decision (server flags). The
 * decision needs the connection (like the credit requests' decisions): disabled offline, with why.
 */
export function OverdraftDecision({ id }: { id: number }) {
  const { t } = useTranslation('creditRequests');
  const view = useOverdraftDecision(id);
  const online = useOnline();
  const [confirming, setConfirming] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const r = view.data;
  if (view.isPending) return <SkeletonLines lines={8} />;
  if (view.isError || !r) return <EmptyState text={t('overdraft.missing')} />;

  const approve = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await approveOverdraft(r);
    } catch (error) {
      if (error instanceof ApiError) setProblem(error.serverMessage ?? t('prompt.refused'));
      else throw error;
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <section data-testid="overdraft-decision" aria-labelledby="overdraft-decision-title">
      <h2 id="overdraft-decision-title">{t('overdraft.viewTitle', { number: r.number })}</h2>
      <p>
        <Chip row={r} />
      </p>
      {problem ? (
        <p role="alert" className="cb-credit-summary">
          {problem}
        </p>
      ) : null}
      {(r.isApprove || r.isRefuse) && !online ? (
        <p role="status" data-testid="overdraft-offline">
          {t('overdraft.offline')}
        </p>
      ) : null}
      {r.isApprove || r.isRefuse ? (
        <div className="cb-credit-actions">
          {r.isApprove ? (
            <button
              type="button"
              className="cb-button cb-button--primary"
              disabled={busy || !online}
              onClick={() => setConfirming(true)}
              data-testid="overdraft-approve"
            >
              {t('overdraft.approve')}
            </button>
          ) : null}
          {r.isRefuse ? (
            <button
              type="button"
              className="cb-button cb-button--secondary"
              disabled={busy || !online}
              onClick={() => setRefusing(true)}
              data-testid="overdraft-refuse"
            >
              {t('actions.refuse')}
            </button>
          ) : null}
        </div>
      ) : null}
      <dl className="cb-data-fields cb-data-fields--spaced">
        <Fact label={t('fields.organization')}>{r.organization_name}</Fact>
        <Fact label={t('overdraft.account')}>
          {r.account} ({r.mfo})
        </Fact>
        <Fact label={t('overdraft.amount')}>
          <Money value={r.amount} currency={r.currency} />
        </Fact>
        <Fact label={t('fields.term_months')}>{r.term_months}</Fact>
        <Fact label={t('fields.created_at')}>{r.created_at}</Fact>
        {r.sent_at !== null ? <Fact label={t('overdraft.sentAt')}>{r.sent_at}</Fact> : null}
        {r.decided_at !== null ? <Fact label={t('overdraft.decidedAt')}>{r.decided_at}</Fact> : null}
        {r.valid_to !== null ? <Fact label={t('overdraft.validTo')}>{formatDate(r.valid_to)}</Fact> : null}
        {r.refuse_reason !== null ? <Fact label={t('prompt.refuseLabel')}>{r.refuse_reason}</Fact> : null}
      </dl>
      <p>
        <Link to="/credit-request?tab=overdraft">{t('overdraft.back')}</Link>
      </p>
      <ConfirmSheet
        open={confirming}
        title={t('overdraft.approveTitle')}
        text={t('overdraft.approveText', { amount: r.amount, account: r.account, n: r.term_months })}
        confirmLabel={t('overdraft.approve')}
        busy={busy}
        onConfirm={() => void approve()}
        onCancel={() => setConfirming(false)}
      />
      <PromptSheet
        open={refusing}
        title={t('overdraft.refuseTitle')}
        label={t('prompt.refuseLabel')}
        confirmLabel={t('actions.refuse')}
        cancelLabel={t('actions.cancel')}
        requiredText={t('prompt.required')}
        refusedText={t('prompt.refused')}
        maxLength={500}
        multiline
        tone="danger"
        testId="overdraft-prompt"
        onSubmit={(text) => refuseOverdraft(r, text)}
        onClose={() => setRefusing(false)}
      />
    </section>
  );
}
