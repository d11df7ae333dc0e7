import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { UzsPaymentRow } from '../../../../contracts/api/uzs-payment.ts';
import { paymentDigest } from '../../../../contracts/payments/digest.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { formatMoney } from '../../../ui/format.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { signPayment, useInbox, type SignOutcome } from '../api/heads-api.ts';
import { assert, hexToBytes } from '../../../lib/passkey.ts';
import { ConflictList } from './conflicts.tsx';
import { ReturnSheet } from './return-sheet.tsx';

/**
 * The approval inbox: what awaits the head's signature, newest first, totals per currency and each
 * account's headroom before a bulk sign. Every payment is signed over its own digest (one passkey
 * confirmation each) and gets its own result line. Instead of signing, the head may return a
 * payment to its preparer with a reason (ReturnSheet).
 */
type Outcome = SignOutcome | { readonly kind: 'returned' } | { readonly kind: 'returnQueued' };

interface Signed {
  readonly row: UzsPaymentRow;
  readonly outcome: Outcome;
}

export function Inbox({ credentialId }: { credentialId: string }) {
  const { t } = useTranslation('heads');
  const language = currentLanguage();
  const inbox = useInbox();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [results, setResults] = useState<ReadonlyMap<number, Signed>>(new Map());
  const [busy, setBusy] = useState(false);
  const [returning, setReturning] = useState<UzsPaymentRow | null>(null);

  const data = inbox.data?.data;
  const rows = data?.rows ?? [];

  async function signOne(row: UzsPaymentRow): Promise<SignOutcome> {
    try {
      const digest = await paymentDigest(row);
      const assertion = await assert(credentialId, hexToBytes(digest));
      return await signPayment(row, assertion, t('inbox.failed'));
    } catch {
      // The user cancelled the passkey prompt or the authenticator failed.
      return { kind: 'refused', message: t('inbox.cancelled'), conflict: false };
    }
  }

  async function sign(targets: readonly UzsPaymentRow[]) {
    setBusy(true);
    const next = new Map(results);
    for (const row of targets) {
      next.set(row.id, { row, outcome: await signOne(row) });
      setResults(new Map(next));
    }
    setSelected(new Set());
    setBusy(false);
  }

  function toggle(id: number) {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  }

  function returned(row: UzsPaymentRow, outcome: 'returned' | 'queued') {
    const next = new Map(results);
    next.set(row.id, { row, outcome: { kind: outcome === 'returned' ? 'returned' : 'returnQueued' } });
    setResults(next);
    const rest = new Set(selected);
    rest.delete(row.id);
    setSelected(rest);
  }

  // A return waiting in the outbox: the payment is no longer the head's to sign or return.
  const settled = (id: number) => results.get(id)?.outcome.kind === 'returnQueued';
  const chosen = rows.filter((r) => selected.has(r.id));
  // Rows of organisations that accept EDS signatures only are listed but not signed here.
  const signable = rows.filter(
    (r) => data?.eds_only_organizations.includes(r.organization_id) !== true && !settled(r.id),
  );
  const organizationCount = new Set(rows.map((r) => r.organization_id)).size;
  // Signed payments leave the inbox; their results stay listed below it.
  const done = [...results.values()].filter(({ row }) => !rows.some((r) => r.id === row.id));
  const resultText = (r: Outcome) => {
    switch (r.kind) {
      case 'signed':
        return t('inbox.result.signed');
      case 'queued':
        return t('inbox.result.queued');
      case 'returned':
        return t('inbox.result.returned');
      case 'returnQueued':
        return t('inbox.result.returnQueued');
      case 'refused':
        return r.message;
    }
  };

  return (
    <section className="heads-card" aria-labelledby="inbox-title" data-testid="inbox">
      <h2 id="inbox-title">{t('inbox.title')}</h2>
      {inbox.data && inbox.data.asOf !== null && (
        <p className="heads-muted" data-testid="inbox-as-of">
          {t('inbox.asOf', { time: formatDateTime(new Date(inbox.data.asOf).toISOString()) })}
        </p>
      )}
      <ConflictList />
      {data?.eds_only === true && (
        <p className="heads-warning" role="note" data-testid="inbox-eds-only">
          {t('inbox.edsOnly')}
        </p>
      )}
      {inbox.isPending && <SkeletonLines />}
      {inbox.isError && <p className="heads-error">{t('inbox.loadFailed')}</p>}
      {data !== undefined && rows.length === 0 && results.size === 0 && (
        <EmptyState text={t('inbox.empty')} />
      )}
      {data !== undefined && rows.length > 0 && (
        <>
          {organizationCount > 1 && (
            <p className="heads-muted" data-testid="inbox-organizations">
              {t('inbox.organizations', { count: organizationCount })}
            </p>
          )}
          <dl className="heads-totals" data-testid="inbox-totals">
            {data.totals.map((total) => (
              <div key={total.currency}>
                <dt>{t('inbox.total', { count: total.count })}</dt>
                <dd>{formatMoney(total.sum, total.currency, language)}</dd>
              </div>
            ))}
          </dl>
          <h3>{t('inbox.headroom')}</h3>
          <ul className="heads-accounts" data-testid="inbox-accounts">
            {data.accounts.map((a) => (
              <li key={a.account} className={a.headroom.startsWith('-') ? 'heads-short' : undefined}>
                <span className="heads-account">{a.account}</span>
                <span>
                  {t('inbox.balance')}: {formatMoney(a.balance, a.currency, language)}
                </span>
                <span>
                  {t('inbox.after')}: {formatMoney(a.headroom, a.currency, language)}
                </span>
              </li>
            ))}
          </ul>
          <div className="heads-bulk">
            <button
              type="button"
              className="cb-button cb-button--secondary"
              disabled={busy}
              onClick={() =>
                setSelected(
                  selected.size === signable.length ? new Set() : new Set(signable.map((r) => r.id)),
                )
              }
            >
              {selected.size === signable.length ? t('inbox.selectNone') : t('inbox.selectAll')}
            </button>
            <button
              type="button"
              className="cb-button cb-button--primary"
              disabled={busy || chosen.length === 0}
              onClick={() => void sign(chosen)}
              data-testid="inbox-sign-selected"
            >
              {t('inbox.signSelected', { count: chosen.length })}
            </button>
          </div>
        </>
      )}
      <ul className="heads-list">
        {rows.map((row) => {
          const result = results.get(row.id)?.outcome;
          const edsOnly = data?.eds_only_organizations.includes(row.organization_id) === true;
          return (
            <li key={row.id} className="heads-payment" data-testid={`inbox-payment-${row.id}`}>
              <label className="heads-payment__pick">
                <input
                  type="checkbox"
                  checked={selected.has(row.id)}
                  onChange={() => toggle(row.id)}
                  disabled={busy || edsOnly || settled(row.id)}
                  aria-label={t('inbox.pick', { number: row.number })}
                />
                <span className="heads-payment__title">
                  №{row.number} · {row.r_name}
                </span>
              </label>
              <span className="heads-payment__sum">{formatMoney(row.sum, row.currency, language)}</span>
              <span className="heads-muted">
                {formatDate(row.date)} ·{' '}
                <span data-testid={`inbox-organization-${row.id}`}>{row.organization_name}</span>
              </span>
              <span className="heads-muted">{row.description}</span>
              {edsOnly && <span className="heads-warning">{t('inbox.edsOnlyRow')}</span>}
              <div className="heads-payment__actions">
                <Link to={`/uzs-payments/detail/${row.id}`}>{t('inbox.open')}</Link>
                {row.isReturn && (
                  <button
                    type="button"
                    className="cb-button cb-button--secondary"
                    // A signature waiting in the outbox would be refused after a return, and vice versa.
                    disabled={busy || settled(row.id) || result?.kind === 'queued'}
                    onClick={() => setReturning(row)}
                    data-testid={`inbox-return-${row.id}`}
                  >
                    {t('inbox.return')}
                  </button>
                )}
                <button
                  type="button"
                  className="cb-button cb-button--primary"
                  disabled={busy || edsOnly || settled(row.id)}
                  onClick={() => void sign([row])}
                  data-testid={`inbox-sign-${row.id}`}
                >
                  {t('inbox.sign')}
                </button>
              </div>
              {result !== undefined && (
                <p
                  className={result.kind === 'refused' ? 'heads-error' : 'heads-ok'}
                  data-testid={`inbox-result-${row.id}`}
                  role="status"
                >
                  {resultText(result)}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {done.length > 0 && (
        <ul className="heads-list" aria-label={t('inbox.done')}>
          {done.map(({ row, outcome }) => (
            <li key={row.id} className="heads-payment">
              <Link to={`/uzs-payments/detail/${row.id}`} className="heads-payment__title">
                №{row.number} · {row.r_name}
              </Link>
              <span
                className={outcome.kind === 'refused' ? 'heads-error' : 'heads-ok'}
                data-testid={`inbox-result-${row.id}`}
              >
                {resultText(outcome)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <ReturnSheet payment={returning} onClose={() => setReturning(null)} onDone={returned} />
    </section>
  );
}
