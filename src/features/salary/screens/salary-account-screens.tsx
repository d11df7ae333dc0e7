import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  SALARY_PREPARERS,
  SALARY_UPLOAD_ACCEPT,
  salaryAmountText,
  type SalaryAccount,
  type SalaryDeferred,
} from '../../../../contracts/api/salary.ts';
import { WAGE_CARD_CODES } from '../../../../contracts/api/wage.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useSession } from '../../../lib/session.ts';
import { useOnline } from '../../../offline/online.ts';
import { AsOf } from '../../../ui/as-of.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Money } from '../../../ui/money.tsx';
import { PagedTable, type Column } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import {
  createSalaryByList,
  uploadSalary,
  useDeferredReport,
  useSalaryAccounts,
  useSalaryCards,
} from '../api/salary-api.ts';
import '../../../ui/buttons.css';
import '../../../ui/fields.css';
import '../components/salary.css';

function useCardCode(): string | null {
  const code = useParams().cardCode ?? '';
  return (WAGE_CARD_CODES as readonly string[]).includes(code) ? code : null;
}

/** /salary/accounts/:cardCode — the transit accounts of a card type with their contracts. */
export function SalaryAccountsScreen() {
  const { t } = useTranslation('salary');
  const cardCode = useCardCode();
  const accounts = useSalaryAccounts(cardCode);
  const { query, update } = useTableQuery([]);
  const columns = useMemo<Column<SalaryAccount>[]>(
    () => [
      {
        key: 'contract',
        label: t('fields.contractNumber'),
        value: (x) => x.contractNumber,
        render: (x) => (
          <Link to={`/salary/card?contractId=${x.contractId}`} data-testid="salary-account-open">
            {x.contractNumber}
          </Link>
        ),
        card: 'title',
      },
      { key: 'account', label: t('fields.transitAccount'), value: (x) => x.account, card: 'field' },
      { key: 'contractId', label: t('fields.contract'), value: (x) => x.contractId },
      { key: 'dateBegin', label: t('fields.dateBegin'), value: (x) => formatDate(x.dateBegin) },
      {
        key: 'balance',
        label: t('fields.balance'),
        value: (x) => x.balance,
        render: (x) => <Money value={x.balance} currency="UZS" />,
        numeric: true,
        card: 'field',
      },
      { key: 'cards', label: t('fields.cards'), value: (x) => String(x.activeCards), numeric: true },
      {
        key: 'deferred',
        label: t('fields.deferred'),
        value: (x) => String(x.deferredCount),
        render: (x) =>
          x.deferredCount === 0 ? (
            '0'
          ) : (
            <Link
              to={`/salary/accounts/${x.cardCode}/deferred-report?contractId=${x.contractId}`}
              data-testid="salary-deferred-open"
            >
              {x.deferredCount}
            </Link>
          ),
        card: 'field',
      },
    ],
    [t],
  );
  if (cardCode === null) return <Navigate to="/salary" replace />;
  const list = accounts.data?.data ?? [];
  return (
    <div className="cb-page" data-testid="salary-accounts">
      <h1>{t('accountsTitle', { type: cardCode })}</h1>
      <AsOf asOf={accounts.data?.asOf} fetchedAt={accounts.dataUpdatedAt} testId="salary-accounts-as-of" />
      {accounts.isSuccess && list.length === 0 ? (
        <EmptyState text={t('noContracts')} />
      ) : (
        <PagedTable
          caption={t('accountsTitle', { type: cardCode })}
          columns={columns}
          rows={list}
          meta={{ currentPage: 1, pageCount: 1, totalCount: list.length }}
          loading={accounts.isFetching}
          rowKey={(x) => x.contractId}
          query={query}
          onQuery={update}
          testId="salary-accounts-table"
        />
      )}
      <p>
        <Link to={`/salary/accounts/${cardCode}/deferred-report`} data-testid="salary-deferred-all">
          {t('deferredTitle')}
        </Link>
      </p>
      <p>
        <Link to="/salary">{t('back')}</Link>
      </p>
    </div>
  );
}

/** /salary/accounts/:cardCode/deferred-report — rows not credited, left on the transit account. */
export function SalaryDeferredScreen() {
  const { t } = useTranslation('salary');
  const cardCode = useCardCode();
  const [params] = useSearchParams();
  const contractId = params.get('contractId');
  const { query, update } = useTableQuery([]);
  const report = useDeferredReport(
    query.page,
    cardCode === null
      ? null
      : { cardCode, ...(contractId !== null && /^\d{27}$/.test(contractId) ? { contractId } : {}) },
  );
  const columns = useMemo<Column<SalaryDeferred>[]>(
    () => [
      { key: 'fullName', label: t('fields.employee'), value: (x) => x.fullName, card: 'title' },
      {
        key: 'card',
        label: t('fields.card'),
        value: (x) => x.cardMasked,
        render: (x) => <span className="cb-salary-nowrap">{x.cardMasked}</span>,
        card: 'field',
      },
      {
        key: 'amount',
        label: t('fields.amount'),
        value: (x) => x.amount,
        render: (x) => <Money value={x.amount} currency="UZS" />,
        numeric: true,
        card: 'field',
      },
      {
        key: 'statement',
        label: t('fields.number'),
        value: (x) => x.number,
        render: (x) => (
          <Link to={`/salary/view/${x.statementId}`}>{t('numbered', { number: x.number })}</Link>
        ),
        card: 'field',
      },
      { key: 'date', label: t('fields.date'), value: (x) => formatDate(x.docDate) },
      { key: 'reason', label: t('fields.reason'), value: (x) => x.reason, card: 'field' },
    ],
    [t],
  );
  if (cardCode === null) return <Navigate to="/salary" replace />;
  const empty = report.isSuccess && report.data.data.list.length === 0;
  return (
    <div className="cb-page" data-testid="salary-deferred">
      <h1>{t('deferredTitle')}</h1>
      <p>{t('deferredIntro')}</p>
      <AsOf asOf={report.data?.asOf} fetchedAt={report.dataUpdatedAt} testId="salary-deferred-as-of" />
      {empty ? (
        <EmptyState text={t('deferredEmpty')} />
      ) : (
        <PagedTable
          caption={t('deferredTitle')}
          columns={columns}
          rows={report.data?.data.list}
          meta={report.data?.data._meta}
          loading={report.isFetching}
          rowKey={(x) => `${x.statementId}-${x.lineNo}`}
          query={query}
          onQuery={update}
          testId="salary-deferred-table"
        />
      )}
      <p>
        <Link to={`/salary/accounts/${cardCode}`}>{t('back')}</Link>
      </p>
    </div>
  );
}

async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * /salary/card?contractId — the contract's active cards: tick employees, type amounts and make the
 * statement (`salary/create-salary-document-by-list`), or upload an .xlsx (card, amount, name).
 * A 422 lists each row's message; nothing is stored until every row is right.
 */
export function SalaryCardScreen() {
  const { t } = useTranslation('salary');
  const navigate = useNavigate();
  const online = useOnline();
  const { user } = useSession();
  const preparer = roleAllowed(user?.role ?? '', SALARY_PREPARERS);
  const [params] = useSearchParams();
  // Read once: the page stays mounted under the next one (Ionic's stack), whose address has no contract.
  const [contractId] = useState(() => {
    const raw = params.get('contractId') ?? '';
    return /^\d{27}$/.test(raw) ? raw : null;
  });
  const answer = useSalaryCards(contractId);
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [debit, setDebit] = useState('');
  const [purpose, setPurpose] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);
  const [reference] = useState(() => crypto.randomUUID());
  if (contractId === null) return <Navigate to="/salary" replace />;
  const data = answer.data?.data;
  const cards = data?.cards ?? [];
  const debits = data?.debitAccounts ?? [];
  const debitId = debit !== '' ? Number(debit) : (debits[0]?.id ?? 0);
  const chosen = cards.filter((c) => picked.has(c.cardId));
  const total = chosen.reduce((s, c) => s + Number(salaryAmountText(amounts[c.cardId] ?? '') ?? 0), 0);

  const submit = async (action: () => Promise<number | null>) => {
    setBusy(true);
    setErrors([]);
    try {
      const id = await action();
      navigate(id === null ? '/outbox' : `/salary/detail/${id}`, { replace: true });
    } catch (error) {
      if (error instanceof ApiError) {
        const lines = error.validation.map((v) => {
          const row = /^rows\.(\d+)\./.exec(v.attribute)?.[1];
          return row === undefined ? v.message : t('rowError', { row: Number(row) + 1, message: v.message });
        });
        setErrors(lines.length > 0 ? lines : [error.serverMessage ?? t('refused')]);
      } else throw error;
    } finally {
      setBusy(false);
    }
  };
  const header = { contractId, debitAccountId: debitId, purpose };
  return (
    <div className="cb-page" data-testid="salary-card">
      <h1>{t('cardTitle')}</h1>
      <AsOf asOf={answer.data?.asOf} fetchedAt={answer.dataUpdatedAt} testId="salary-card-as-of" />
      {answer.isPending && answer.fetchStatus !== 'idle' ? (
        <SkeletonLines lines={6} />
      ) : !data ? (
        <EmptyState text={t('missing')} />
      ) : (
        <>
          <p data-testid="salary-card-contract">
            {t('contractLine', {
              number: data.account.contractNumber,
              account: data.account.account,
              cards: data.account.activeCards,
            })}
          </p>
          {!preparer ? null : (
            <form
              className="cb-salary-form"
              onSubmit={(event) => {
                event.preventDefault();
                void submit(async () => {
                  const result = await createSalaryByList({
                    client_reference: reference,
                    ...header,
                    rows: chosen.map((c) => ({ cardId: c.cardId, amount: amounts[c.cardId] ?? '' })),
                  });
                  return result.kind === 'done' ? result.data.statement.id : null;
                });
              }}
            >
              <SelectField
                id="salary-debit"
                testId="salary-debit"
                label={t('fields.debitAccount')}
                required
                value={String(debitId)}
                options={debits.map((a) => ({
                  value: String(a.id),
                  label: `${a.account} · ${a.balance} UZS`,
                }))}
                onChange={setDebit}
              />
              <TextField
                label={t('fields.purpose')}
                value={purpose}
                maxLength={250}
                placeholder={t('purposeDefault')}
                onChange={(v) => setPurpose(v)}
                testId="salary-purpose"
              />
              {cards.length === 0 ? (
                <EmptyState text={t('noCards')} />
              ) : (
                <ul className="cb-salary-cards" data-testid="salary-card-list">
                  {cards.map((c) => (
                    <li key={c.cardId} className="cb-salary-card" data-testid="salary-card-row">
                      <input
                        type="checkbox"
                        aria-label={c.fullName}
                        checked={picked.has(c.cardId)}
                        data-testid="salary-card-pick"
                        onChange={(e) => {
                          const next = new Set(picked);
                          if (e.target.checked) next.add(c.cardId);
                          else next.delete(c.cardId);
                          setPicked(next);
                        }}
                      />
                      <strong>{c.fullName}</strong>
                      <span className="cb-salary-nowrap">{c.cardMasked}</span>
                      <span className="cb-salary-card__amount">
                        <TextField
                          label={t('fields.amount')}
                          value={amounts[c.cardId] ?? ''}
                          inputMode="decimal"
                          onChange={(v) => {
                            setAmounts({ ...amounts, [c.cardId]: v });
                            if (v !== '' && !picked.has(c.cardId)) setPicked(new Set([...picked, c.cardId]));
                          }}
                          testId="salary-card-amount"
                        />
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              <p data-testid="salary-card-total">
                {t('chosenTotal', { n: chosen.length, total: total.toFixed(2) })}
              </p>
              {errors.length > 0 ? (
                <div className="cb-salary-note" role="alert" data-testid="salary-errors">
                  <ul>
                    {errors.map((e) => (
                      <li key={e}>{e}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <button
                type="submit"
                className="cb-button cb-button--primary"
                disabled={busy || chosen.length === 0}
                data-testid="salary-create"
              >
                {t('actions.create')}
              </button>
              <h2>{t('uploadTitle')}</h2>
              <p>{t('uploadHint')}</p>
              <input
                type="file"
                aria-label={t('uploadTitle')}
                accept={SALARY_UPLOAD_ACCEPT}
                data-testid="salary-file"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
              <button
                type="button"
                className="cb-button cb-button--secondary"
                disabled={busy || file === null || !online}
                title={online ? undefined : t('offlineAction')}
                data-testid="salary-upload"
                onClick={() =>
                  void submit(async () => {
                    if (file === null) return null;
                    const made = await uploadSalary({
                      client_reference: crypto.randomUUID(),
                      ...header,
                      file_name: file.name,
                      content: await fileToBase64(file),
                    });
                    return made.statement.id;
                  })
                }
              >
                {t('actions.upload')}
              </button>
            </form>
          )}
        </>
      )}
      <p>
        <Link to={data ? `/salary/accounts/${data.account.cardCode}` : '/salary'}>{t('back')}</Link>
      </p>
    </div>
  );
}
