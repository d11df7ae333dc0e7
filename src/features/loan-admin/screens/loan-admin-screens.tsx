import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOAN_LIST_COLUMNS } from '../../../../contracts/api/loan-admin.ts';
import type { ValidationEntry } from '../../../../contracts/envelope.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { formatMoney } from '../../../ui/format.ts';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { sendOverdueNotices, uploadList, useOverdueCredits } from '../api/loan-admin-api.ts';
import '../../../ui/buttons.css';
import '../../../ui/fields.css';

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** /upload-loan-list — the bank's loan portfolio file imported whole or not at all. */
export function UploadLoanListScreen() {
  const { t } = useTranslation('lc');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ total: number; inserted: number; updated: number } | null>(null);
  const [problems, setProblems] = useState<readonly ValidationEntry[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const upload = async () => {
    if (file === null) return;
    setBusy(true);
    setResult(null);
    setProblems([]);
    setMessage(null);
    try {
      setResult(await uploadList(file.name, await base64Of(file)));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setProblems(error.validation);
      setMessage(error.serverMessage ?? t('errors.refused'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="cb-page" data-testid="loan-upload">
      <h1>{t('upload.title')}</h1>
      <p>{t('upload.intro')}</p>
      <p>
        <code>{LOAN_LIST_COLUMNS.join(';')}</code>
      </p>
      <div className="cb-field">
        <label className="cb-field__label" htmlFor="loan-file">
          {t('upload.file')}
        </label>
        <input
          id="loan-file"
          type="file"
          accept=".xlsx,.csv"
          data-testid="loan-file"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </div>
      <button
        type="button"
        className="cb-button cb-button--primary"
        disabled={file === null || busy}
        data-testid="loan-upload-send"
        onClick={() => void upload()}
      >
        {busy ? t('upload.busy') : t('upload.send')}
      </button>
      {result ? (
        <p role="status" data-testid="loan-upload-result">
          {t('upload.done', result)}
        </p>
      ) : null}
      {message ? (
        <div role="alert" data-testid="loan-upload-errors">
          <p>{message}</p>
          <ul>
            {problems.map((p) => (
              <li key={`${p.attribute}-${p.message}`}>{p.message}</li>
            ))}
          </ul>
          <p>{t('upload.nothingImported')}</p>
        </div>
      ) : null}
    </div>
  );
}

/** /credit-overdue-notification — overdue credits; the chosen ones' organisations are notified. */
export function CreditOverdueScreen() {
  const { t } = useTranslation('lc');
  const language = currentLanguage();
  const [page, setPage] = useState(1);
  const list = useOverdueCredits(page);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  const rows = list.data?.list;
  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };
  const send = async () => {
    setBusy(true);
    try {
      setDone((await sendOverdueNotices([...chosen])).notified);
      setChosen(new Set());
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="cb-page" data-testid="credit-overdue">
      <h1>{t('overdue.title')}</h1>
      {done !== null ? (
        <p role="status" data-testid="credit-overdue-done">
          {t('overdue.done', { count: done })}
        </p>
      ) : null}
      {list.isPending ? (
        <SkeletonLines lines={6} />
      ) : !rows || rows.length === 0 ? (
        <EmptyState text={t('overdue.empty')} />
      ) : (
        <ul className="cb-data-list" data-testid="credit-overdue-list">
          {rows.map((c) => (
            <li key={c.id}>
              <label style={{ display: 'flex', gap: 8 }}>
                <input type="checkbox" checked={chosen.has(c.id)} onChange={() => toggle(c.id)} />
                <span>
                  <strong>{c.organization_name}</strong> ({c.inn}) · {c.contract_number}
                  <br />
                  {t('overdue.principal')}: {formatMoney(c.overdue_principal, c.currency, language)} ·{' '}
                  {t('overdue.interest')}: {formatMoney(c.overdue_interest, c.currency, language)}
                  <br />
                  {c.notified_at
                    ? t('overdue.notifiedAt', { at: formatDateTime(c.notified_at) })
                    : t('overdue.never')}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <button
          type="button"
          className="cb-button cb-button--secondary"
          disabled={page <= 1}
          onClick={() => setPage(page - 1)}
        >
          ‹
        </button>
        <span>
          {page} / {list.data?._meta.pageCount ?? 1}
        </span>
        <button
          type="button"
          className="cb-button cb-button--secondary"
          disabled={page >= (list.data?._meta.pageCount ?? 1)}
          onClick={() => setPage(page + 1)}
        >
          ›
        </button>
      </div>
      <button
        type="button"
        className="cb-button cb-button--primary"
        disabled={chosen.size === 0 || busy}
        data-testid="credit-overdue-send"
        onClick={() => void send()}
      >
        {t('overdue.send', { count: chosen.size })}
      </button>
    </div>
  );
}
