import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  INVOICE_PURPOSE_MAX,
  INVOICE_STATUSES,
  INVOICE_WRITERS,
  type Invoice,
  type InvoiceSide,
  type InvoiceStatus,
} from '../../../../contracts/api/invoices.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { AsOf } from '../../../ui/as-of.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ExportMenu } from '../../../ui/export/export-menu.tsx';
import { formatMoney } from '../../../ui/format.ts';
import { AmountInput } from '../../../ui/inputs/amount-input.tsx';
import { DateInput } from '../../../ui/inputs/date-inputs.tsx';
import { InnInput } from '../../../ui/inputs/identifier-inputs.tsx';
import { PagedTable, type Column } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { StatusChip, type ChipTone } from '../../../ui/status-chip.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import {
  cancelInvoice,
  issueInvoice,
  payInvoice,
  useInvoiceList,
  useInvoiceProfile,
  useInvoiceReport,
  useInvoiceView,
} from '../api/invoices-api.ts';
import { payLink } from '../pay-link.ts';
import '../../../ui/buttons.css';
import '../../../ui/fields.css';

const TONES: Record<InvoiceStatus, ChipTone> = {
  issued: 'info',
  overdue: 'warning',
  paying: 'info',
  paid: 'success',
  cancelled: 'neutral',
};

function isStatus(value: string | undefined): value is InvoiceStatus {
  return (INVOICE_STATUSES as readonly string[]).includes(value ?? '');
}

function useWriter(): boolean {
  const { user } = useSession();
  return roleAllowed(user?.role ?? '', INVOICE_WRITERS);
}

/** Pay: the soum payment form pre-filled from the invoice (or the payment already made from it). */
function usePay() {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const pay = async (invoice: Invoice) => {
    setProblem(null);
    try {
      const result = await payInvoice(invoice);
      if (result.kind !== 'done') {
        navigate('/outbox');
        return;
      }
      navigate(payLink(result.data));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setProblem(error.serverMessage ?? error.message);
    }
  };
  return { pay, problem };
}

function useColumns(side: InvoiceSide | 'report'): Column<Invoice>[] {
  const { t } = useTranslation('services');
  const language = currentLanguage();
  return useMemo<Column<Invoice>[]>(
    () => [
      {
        key: 'number',
        label: t('invoices.fields.number'),
        value: (r) => r.number,
        render: (r) =>
          side === 'report' ? (
            r.number
          ) : (
            <Link to={`/invoices/${String(r.id)}`} data-testid="invoice-open">
              {r.number}
            </Link>
          ),
        card: 'title',
      },
      { key: 'date', label: t('invoices.fields.date'), value: (r) => formatDate(r.date) },
      ...(side !== 'd'
        ? [
            {
              key: 'dealer',
              label: t('invoices.fields.dealer'),
              value: (r: Invoice) => r.dealer.name,
              card: 'field' as const,
            },
          ]
        : []),
      ...(side !== 'c'
        ? [
            {
              key: 'client',
              label: t('invoices.fields.client'),
              value: (r: Invoice) => r.client.name,
              card: 'field' as const,
            },
          ]
        : []),
      {
        key: 'amount',
        label: t('invoices.fields.amount'),
        value: (r) => formatMoney(r.amount, 'UZS', language),
        numeric: true,
        card: 'field',
      },
      { key: 'purpose', label: t('invoices.fields.purpose'), value: (r) => r.purpose },
      { key: 'due', label: t('invoices.fields.due'), value: (r) => formatDate(r.due_date) },
      {
        key: 'status',
        label: t('invoices.fields.status'),
        value: (r) => t(`invoices.status.${r.status}`),
        render: (r) => <StatusChip label={t(`invoices.status.${r.status}`)} tone={TONES[r.status]} />,
        card: 'field',
      },
    ],
    [t, language, side],
  );
}

function StatusFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('services');
  return (
    <SelectField
      id="invoice-status"
      testId="invoice-status-filter"
      label={t('invoices.fields.status')}
      value={value}
      options={[
        { value: '', label: t('invoices.allStatuses') },
        ...INVOICE_STATUSES.map((s) => ({ value: s, label: t(`invoices.status.${s}`) })),
      ]}
      onChange={onChange}
    />
  );
}

function SideList({ side }: { side: InvoiceSide }) {
  const { t } = useTranslation('services');
  const { query, update } = useTableQuery(['status']);
  const status = isStatus(query.filters.status) ? query.filters.status : undefined;
  const list = useInvoiceList(side, query.page, status);
  const columns = useColumns(side);
  return (
    <>
      <StatusFilter value={status ?? ''} onChange={(value) => update({ filters: { status: value } })} />
      <AsOf asOf={list.data?.asOf} fetchedAt={list.dataUpdatedAt} testId="invoices-as-of" />
      <PagedTable
        caption={side === 'c' ? t('invoices.received') : t('invoices.issued')}
        columns={columns}
        rows={list.data?.data.list}
        meta={list.data?.data._meta}
        loading={list.isFetching}
        rowKey={(r) => String(r.id)}
        query={query}
        onQuery={update}
        testId="invoices-table"
      />
    </>
  );
}

/** /invoices/c — invoices other organisations issued to this one; open one to pay it. */
export function InvoicesReceivedScreen() {
  const { t } = useTranslation('services');
  return (
    <div className="cb-page" data-testid="invoices-received">
      <h1>{t('invoices.received')}</h1>
      {useWriter() ? null : <p>{t('invoices.readOnly')}</p>}
      <SideList side="c" />
    </div>
  );
}

/** /invoices/d — the dealer's invoices and the form to issue one; a non-dealer is told why not. */
export function InvoicesIssuedScreen() {
  const { t } = useTranslation('services');
  const profile = useInvoiceProfile();
  const writer = useWriter();
  const dealer = profile.data?.is_dealer ?? false;
  return (
    <div className="cb-page" data-testid="invoices-issued">
      <h1>{t('invoices.issued')}</h1>
      {profile.isPending ? (
        <SkeletonLines lines={3} />
      ) : !dealer ? (
        <p data-testid="invoices-not-dealer">{t('invoices.notDealer')}</p>
      ) : writer ? (
        <details>
          <summary className="cb-button cb-button--primary" data-testid="invoice-new">
            {t('invoices.new')}
          </summary>
          <IssueForm accounts={profile.data?.accounts ?? []} />
        </details>
      ) : (
        <p>{t('invoices.readOnly')}</p>
      )}
      {dealer ? <SideList side="d" /> : null}
    </div>
  );
}

function IssueForm({ accounts }: { accounts: readonly { account: string; name: string }[] }) {
  const { t } = useTranslation('services');
  const navigate = useNavigate();
  const [reference, setReference] = useState(() => crypto.randomUUID());
  const [account, setAccount] = useState('');
  const [inn, setInn] = useState('');
  const [amount, setAmount] = useState('');
  const [purpose, setPurpose] = useState('');
  const [due, setDue] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const chosen = account || accounts[0]?.account || '';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const own: Record<string, string> = {};
    if (!/^\d{9}$/.test(inn)) own.client_inn = t('invoices.fields.clientInn');
    if (amount === '') own.amount = t('invoices.fields.amount');
    if (purpose.trim().length < 3) own.purpose = t('invoices.fields.purpose');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(due)) own.due_date = t('invoices.fields.due');
    setErrors(own);
    if (Object.keys(own).length > 0) return;
    setBusy(true);
    try {
      const result = await issueInvoice(
        { client_inn: inn, account: chosen, amount, purpose: purpose.trim(), due_date: due },
        reference,
      );
      setReference(crypto.randomUUID());
      navigate(result.kind === 'done' ? `/invoices/${String(result.data.id)}` : '/outbox');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setErrors({ ...error.fieldErrors(), form: error.serverMessage ?? error.message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="invoice-form">
      <SelectField
        id="invoice-account"
        testId="invoice-account"
        label={t('invoices.fields.account')}
        required
        value={chosen}
        options={accounts.map((a) => ({ value: a.account, label: `${a.account} · ${a.name}` }))}
        onChange={setAccount}
        error={errors.account ?? null}
      />
      <InnInput
        label={t('invoices.fields.clientInn')}
        testId="invoice-inn"
        required
        value={inn}
        onChange={(value) => setInn(value)}
        error={errors.client_inn ?? null}
        showErrors={submitted}
      />
      <AmountInput
        label={t('invoices.fields.amount')}
        testId="invoice-amount"
        currency="UZS"
        required
        value={amount}
        onChange={(value) => setAmount(value)}
        error={errors.amount ?? null}
        showErrors={submitted}
      />
      <TextField
        label={t('invoices.fields.purpose')}
        testId="invoice-purpose"
        required
        maxLength={INVOICE_PURPOSE_MAX}
        value={purpose}
        onChange={(value) => setPurpose(value)}
        error={errors.purpose ?? null}
      />
      <DateInput
        label={t('invoices.fields.due')}
        testId="invoice-due"
        required
        value={due}
        onChange={(value) => setDue(value)}
        error={errors.due_date ?? null}
        showErrors={submitted}
      />
      {errors.form ? (
        <p className="cb-field__error" role="alert" data-testid="invoice-form-error">
          {errors.form}
        </p>
      ) : null}
      <SubmitButton busy={busy} testId="invoice-submit">
        {t('invoices.issue')}
      </SubmitButton>
    </form>
  );
}

/** /invoices/:id — one invoice for its issuer or its payer (anyone else: the server's 404). */
export function InvoiceScreen() {
  const { t } = useTranslation('services');
  const language = currentLanguage();
  const id = Number(useParams().id);
  const view = useInvoiceView(id);
  const { pay, problem } = usePay();
  const [cancelProblem, setCancelProblem] = useState<string | null>(null);
  const invoice = view.data?.data;
  let body;
  if (view.isPending && view.fetchStatus !== 'idle') body = <SkeletonLines lines={8} />;
  else if (!invoice) body = <EmptyState text={t('invoices.missing')} />;
  else {
    const cancel = async () => {
      setCancelProblem(null);
      try {
        await cancelInvoice(invoice);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        setCancelProblem(error.serverMessage ?? error.message);
      }
    };
    body = (
      <section data-testid="invoice-card">
        <p>
          <StatusChip
            label={t(`invoices.status.${invoice.status}`)}
            tone={TONES[invoice.status]}
            testId="invoice-status"
          />
        </p>
        <dl>
          <dt>{t('invoices.fields.date')}</dt>
          <dd>{formatDate(invoice.date)}</dd>
          <dt>{t('invoices.fields.dealer')}</dt>
          <dd>
            {invoice.dealer.name} · {invoice.dealer.inn}
          </dd>
          <dt>{t('invoices.fields.account')}</dt>
          <dd>
            {invoice.dealer.account} · {invoice.dealer.mfo}
          </dd>
          <dt>{t('invoices.fields.client')}</dt>
          <dd data-testid="invoice-client">
            {invoice.client.name} · {invoice.client.inn}
          </dd>
          <dt>{t('invoices.fields.amount')}</dt>
          <dd data-testid="invoice-amount-view">{formatMoney(invoice.amount, 'UZS', language)}</dd>
          <dt>{t('invoices.fields.purpose')}</dt>
          <dd>{invoice.purpose}</dd>
          <dt>{t('invoices.fields.due')}</dt>
          <dd>{formatDate(invoice.due_date)}</dd>
          {invoice.paid_at ? (
            <>
              <dt>{t('invoices.fields.paidAt')}</dt>
              <dd>{formatDate(invoice.paid_at)}</dd>
            </>
          ) : null}
        </dl>
        <div className="cb-actions">
          {invoice.is_pay ? (
            <button
              type="button"
              className="cb-button cb-button--primary"
              data-testid="invoice-pay"
              onClick={() => void pay(invoice)}
            >
              {invoice.payment_id !== null ? t('invoices.openPayment') : t('invoices.pay')}
            </button>
          ) : null}
          {invoice.is_cancel ? (
            <button
              type="button"
              className="cb-button cb-button--secondary"
              data-testid="invoice-cancel"
              onClick={() => void cancel()}
            >
              {t('invoices.cancel')}
            </button>
          ) : null}
        </div>
        {problem || cancelProblem ? (
          <p className="cb-field__error" role="alert">
            {problem ?? cancelProblem}
          </p>
        ) : null}
      </section>
    );
  }
  return (
    <div className="cb-page" data-testid="invoice-view">
      <h1>{invoice ? t('invoices.view', { number: invoice.number }) : t('invoices.missing')}</h1>
      {body}
      <p>
        <Link to="/invoices/c">{t('invoices.received')}</Link> ·{' '}
        <Link to="/invoices/d">{t('invoices.issued')}</Link>
      </p>
    </div>
  );
}

/** /invoices/report (admin) — every invoice with filters and the kit's export. */
export function InvoicesReportScreen() {
  const { t } = useTranslation('services');
  const { query, update } = useTableQuery(['status', 'inn', 'date_from', 'date_to']);
  const f = query.filters;
  const status = isStatus(f.status) ? f.status : undefined;
  const report = useInvoiceReport(query.page, {
    status,
    inn: /^\d{1,9}$/.test(f.inn ?? '') ? f.inn : undefined,
    date_from: /^\d{4}-\d{2}-\d{2}$/.test(f.date_from ?? '') ? f.date_from : undefined,
    date_to: /^\d{4}-\d{2}-\d{2}$/.test(f.date_to ?? '') ? f.date_to : undefined,
  });
  const columns = useColumns('report');
  const set = (name: string) => (value: string) => update({ filters: { ...f, [name]: value } });
  return (
    <div className="cb-page" data-testid="invoices-report">
      <h1>{t('invoices.report')}</h1>
      <StatusFilter value={status ?? ''} onChange={set('status')} />
      <InnInput label={t('invoices.fields.inn')} value={f.inn ?? ''} onChange={set('inn')} />
      <DateInput label={t('invoices.fields.from')} value={f.date_from ?? ''} onChange={set('date_from')} />
      <DateInput label={t('invoices.fields.to')} value={f.date_to ?? ''} onChange={set('date_to')} />
      <ExportMenu title={t('invoices.report')} columns={columns} rows={report.data?.list} />
      <PagedTable
        caption={t('invoices.report')}
        columns={columns}
        rows={report.data?.list}
        meta={report.data?._meta}
        loading={report.isFetching}
        rowKey={(r) => String(r.id)}
        query={query}
        onQuery={update}
        testId="invoices-report-table"
      />
    </div>
  );
}
