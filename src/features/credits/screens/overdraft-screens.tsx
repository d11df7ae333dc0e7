/**
 * /overdraft — the organisation's overdraft applications with their status and the caller's
 * actions (sign with EDS, send to the bank; flags computed by the server), and /overdraft/create —
 * the application form (account, amount, term). Writes go on the outbox write path; the sign button
 * needs the local signing client, so it is disabled offline.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { OVERDRAFT_TERM_MAX, type OverdraftRow } from '../../../../contracts/api/credits.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/dates.ts';
import { SigningClientError } from '../../../lib/signing-client.ts';
import { useOnline } from '../../../offline/online.ts';
import { AsOf } from '../../../ui/as-of.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { AccountNumber, Money } from '../../../ui/money.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { SigningErrorDialog } from '../../../ui/signing-error-dialog.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { StatusChip, type ChipTone } from '../../../ui/status-chip.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import {
  createOverdraft,
  sendOverdraft,
  signOverdraft,
  useOverdraftAccounts,
  useOverdrafts,
  useRefreshOverdrafts,
} from '../api/credits-api.ts';
import '../../../ui/data-list.css';
import '../../../ui/buttons.css';
import '../credits.css';

const TONES: Record<number, ChipTone> = {
  1: 'neutral',
  2: 'info',
  3: 'warning',
  4: 'success',
  5: 'danger',
  6: 'neutral',
};

function OverdraftCard({ row, onChanged }: { row: OverdraftRow; onChanged: () => void }) {
  const { t } = useTranslation('credits');
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [signerError, setSignerError] = useState<SigningClientError | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const run = async (action: () => Promise<{ kind: 'done' | 'queued' }>) => {
    setBusy(true);
    setMessage(null);
    try {
      const result = await action();
      setMessage(result.kind === 'queued' ? t('overdraft.queued') : null);
      onChanged();
    } catch (error) {
      if (error instanceof SigningClientError) setSignerError(error);
      else if (error instanceof ApiError) setMessage(error.message);
      else throw error;
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="cb-data-card" data-testid="overdraft-card">
      <div className="cb-data-card__head">
        <strong>{row.number}</strong>
        <StatusChip tone={TONES[row.status] ?? 'neutral'} label={row.status_name} testId="overdraft-status" />
      </div>
      <dl className="cb-data-fields cb-data-fields--spaced">
        <div>
          <dt>{t('fields.amount')}</dt>
          <dd>
            <Money value={row.amount} currency={row.currency} />
          </dd>
        </div>
        <div>
          <dt>{t('fields.account')}</dt>
          <dd>
            <AccountNumber number={row.account} />
          </dd>
        </div>
        <div>
          <dt>{row.valid_to ? t('overdraft.validTo') : t('overdraft.term')}</dt>
          <dd>{row.valid_to ? formatDate(row.valid_to) : t('overdraft.months', { n: row.term_months })}</dd>
        </div>
        {row.refuse_reason ? (
          <div>
            <dt>{t('overdraft.reason')}</dt>
            <dd>{row.refuse_reason}</dd>
          </div>
        ) : null}
      </dl>
      {row.isSign || row.isSend ? (
        <p className="cb-credit-actions">
          {row.isSign ? (
            <button
              type="button"
              className="cb-button cb-button--primary"
              disabled={busy || !online}
              title={online ? undefined : t('overdraft.signOffline')}
              onClick={() => void run(() => signOverdraft(row))}
            >
              {t('overdraft.sign')}
            </button>
          ) : null}
          {row.isSend ? (
            <button
              type="button"
              className="cb-button cb-button--primary"
              disabled={busy}
              onClick={() => void run(() => sendOverdraft(row))}
            >
              {t('overdraft.send')}
            </button>
          ) : null}
        </p>
      ) : null}
      {message ? <p role="status">{message}</p> : null}
      <SigningErrorDialog error={signerError} onClose={() => setSignerError(null)} />
    </li>
  );
}

/** /overdraft — applications for an overdraft limit. */
export function OverdraftScreen() {
  const { t } = useTranslation('credits');
  const [page, setPage] = useState(1);
  const list = useOverdrafts(page);
  const refresh = useRefreshOverdrafts();
  const data = list.data?.data;
  return (
    <div className="cb-page" data-testid="overdraft-list">
      <h1>{t('overdraft.title')}</h1>
      <AsOf asOf={list.data?.asOf} fetchedAt={list.dataUpdatedAt} />
      <p className="cb-credit-actions">
        <Link to="/overdraft/create" className="cb-button cb-button--primary" data-testid="overdraft-new">
          {t('overdraft.create')}
        </Link>
      </p>
      {list.isPending ? (
        <SkeletonLines lines={5} />
      ) : !data || data.list.length === 0 ? (
        <EmptyState text={t('overdraft.empty')} />
      ) : (
        <ul className="cb-data-cards">
          {data.list.map((row) => (
            <OverdraftCard key={row.id} row={row} onChanged={() => void refresh()} />
          ))}
        </ul>
      )}
      {data && data._meta.pageCount > 1 ? (
        <nav className="cb-credit-pager" aria-label={t('pager')}>
          <button
            type="button"
            className="cb-button cb-button--secondary"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('prev')}
          </button>
          <span>{t('pageOf', { page, total: data._meta.pageCount })}</span>
          <button
            type="button"
            className="cb-button cb-button--secondary"
            disabled={page >= data._meta.pageCount}
            onClick={() => setPage(page + 1)}
          >
            {t('next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}

const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;

/** /overdraft/create — the application form. */
export function OverdraftCreateScreen() {
  const { t } = useTranslation('credits');
  const navigate = useNavigate();
  const accounts = useOverdraftAccounts();
  const refresh = useRefreshOverdrafts();
  const [account, setAccount] = useState('');
  const [amount, setAmount] = useState('');
  const [term, setTerm] = useState('6');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const options = (accounts.data?.data ?? []).map((a) => ({
    value: a.account,
    label: `${a.name} · ${a.account} · ${a.available_balance} ${a.currency}`,
  }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (account === '') local.account = t('overdraft.errors.account');
    const plain = amount.replace(/\s/g, '').replace(',', '.');
    if (!AMOUNT.test(plain) || Number(plain) <= 0) local.amount = t('overdraft.errors.amount');
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      await createOverdraft({ account, amount: plain, term_months: Number(term) });
      await refresh();
      navigate('/overdraft');
    } catch (error) {
      if (error instanceof ApiError) {
        const fields = error.fieldErrors();
        setErrors(Object.keys(fields).length > 0 ? fields : { form: error.message });
      } else throw error;
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="cb-page" data-testid="overdraft-create">
      <h1>{t('overdraft.create')}</h1>
      {accounts.isPending ? (
        <SkeletonLines lines={4} />
      ) : (
        <form className="cb-credit-form" onSubmit={(e) => void submit(e)} noValidate>
          <SelectField
            id="overdraft-account"
            label={t('fields.account')}
            value={account}
            options={options}
            onChange={setAccount}
            emptyLabel={t('overdraft.chooseAccount')}
            required
            error={errors.account ?? null}
            testId="overdraft-account"
          />
          <TextField
            label={t('fields.amount')}
            value={amount}
            onChange={(value) => setAmount(value)}
            inputMode="decimal"
            autoComplete="off"
            required
            maxLength={25}
            error={errors.amount ?? null}
            hint="UZS"
            testId="overdraft-amount"
          />
          <SelectField
            id="overdraft-term"
            label={t('overdraft.term')}
            value={term}
            options={Array.from({ length: OVERDRAFT_TERM_MAX }, (_, i) => ({
              value: String(i + 1),
              label: t('overdraft.months', { n: i + 1 }),
            }))}
            onChange={setTerm}
            required
            error={errors.term_months ?? null}
            testId="overdraft-term"
          />
          {errors.form ? <p role="alert">{errors.form}</p> : null}
          <div className="cb-credit-sticky">
            <SubmitButton busy={busy} testId="overdraft-submit">
              {t('overdraft.submit')}
            </SubmitButton>
          </div>
        </form>
      )}
      <p className="cb-no-print">
        <Link to="/overdraft">{t('back')}</Link>
      </p>
    </div>
  );
}
