import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  QR_ISSUERS,
  QR_METHODS,
  QR_PURPOSE_MAX,
  type QrCode,
  type QrMethod,
  type QrStatus,
} from '../../../../contracts/api/qr.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { AsOf } from '../../../ui/as-of.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { formatMoney } from '../../../ui/format.ts';
import { AmountInput } from '../../../ui/inputs/amount-input.tsx';
import { PagedTable, type Column } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { StatusChip, type ChipTone } from '../../../ui/status-chip.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { createQr, useQrAccounts, useQrList, useQrView } from '../api/qr-api.ts';
import { QrPicture } from '../components/qr-picture.tsx';
import '../../../ui/buttons.css';
import '../../../ui/fields.css';
import '../components/qr.css';

const TONES: Record<QrStatus, ChipTone> = { active: 'info', paid: 'success', expired: 'neutral' };
/** Expiry choices of a dynamic code, in minutes. */
const EXPIRIES = [15, 60, 1440, 10080, 43200] as const satisfies readonly number[];

function isMethod(value: string | undefined): value is QrMethod {
  return (QR_METHODS as readonly string[]).includes(value ?? '');
}

function useIssuer(): boolean {
  const { user } = useSession();
  return roleAllowed(user?.role ?? '', QR_ISSUERS);
}

/** One code: the picture to show or print, what it asks for, and the payments received against it. */
function QrCard({ id }: { id: number }) {
  const { t } = useTranslation('services');
  const language = currentLanguage();
  const view = useQrView(id);
  const code = view.data?.data;
  if (view.isPending && view.fetchStatus !== 'idle') return <SkeletonLines lines={6} />;
  if (!code) return <EmptyState text={t('qr.missing')} />;
  return (
    <section className="cb-qr-card" data-testid="qr-card" aria-label={code.reference}>
      <QrPicture payload={code.payload} label={t('qr.pictureLabel', { reference: code.reference })} />
      <div>
        <h2>{code.reference}</h2>
        <p>
          <StatusChip label={t(`qr.status.${code.status}`)} tone={TONES[code.status]} testId="qr-status" />{' '}
          {t(`qr.method.${code.method}`)}
        </p>
        <dl>
          <dt>{t('qr.fields.account')}</dt>
          <dd>{code.account}</dd>
          <dt>{t('qr.fields.amount')}</dt>
          <dd data-testid="qr-amount">
            {code.amount === '' ? t('qr.payerEnters') : formatMoney(code.amount, 'UZS', language)}
          </dd>
          <dt>{t('qr.fields.purpose')}</dt>
          <dd>{code.purpose}</dd>
          {code.expires_at ? (
            <>
              <dt>{t('qr.fields.expires')}</dt>
              <dd>{formatDateTime(code.expires_at)}</dd>
            </>
          ) : null}
        </dl>
        <p>{t('qr.quoteReference', { reference: code.reference })}</p>
        <h3>{t('qr.receipts', { count: code.receipts_count })}</h3>
        {code.receipts.length === 0 ? (
          <p>{t('qr.noReceipts')}</p>
        ) : (
          <ul className="cb-qr-receipts" data-testid="qr-receipts">
            {code.receipts.map((r) => (
              <li key={`${r.at}-${r.doc_number}`}>
                <strong>{formatMoney(r.amount, 'UZS', language)}</strong> · {r.payer_name}
                <br />
                {formatDateTime(r.at)} · № {r.doc_number} · {r.payer_account}
              </li>
            ))}
          </ul>
        )}
        <details>
          <summary>{t('qr.payload')}</summary>
          <p className="cb-qr-payload">{code.payload}</p>
        </details>
      </div>
    </section>
  );
}

/** /qr — the organisation's codes with what was received against each; ?id= shows one code. */
export function QrListScreen() {
  const { t } = useTranslation('services');
  const language = currentLanguage();
  const issuer = useIssuer();
  const { query, update } = useTableQuery(['id']);
  const list = useQrList(query.page);
  const openId = Number(query.filters.id ?? '');
  const columns = useMemo<Column<QrCode>[]>(
    () => [
      {
        key: 'reference',
        label: t('qr.fields.reference'),
        value: (r) => r.reference,
        render: (r) => (
          <Link to={`/qr?id=${String(r.id)}`} data-testid="qr-open">
            {r.reference}
          </Link>
        ),
        card: 'title',
      },
      {
        key: 'method',
        label: t('qr.fields.method'),
        value: (r) => t(`qr.method.${r.method}`),
        card: 'field',
      },
      {
        key: 'amount',
        label: t('qr.fields.amount'),
        value: (r) => (r.amount === '' ? t('qr.payerEnters') : formatMoney(r.amount, 'UZS', language)),
        numeric: true,
        card: 'field',
      },
      { key: 'purpose', label: t('qr.fields.purpose'), value: (r) => r.purpose },
      { key: 'created', label: t('qr.fields.created'), value: (r) => formatDateTime(r.created_at) },
      {
        key: 'received',
        label: t('qr.fields.received'),
        value: (r) => `${formatMoney(r.received_total, 'UZS', language)} (${String(r.receipts_count)})`,
        numeric: true,
        card: 'field',
      },
      {
        key: 'status',
        label: t('qr.fields.status'),
        value: (r) => t(`qr.status.${r.status}`),
        render: (r) => <StatusChip label={t(`qr.status.${r.status}`)} tone={TONES[r.status]} />,
        card: 'field',
      },
    ],
    [t, language],
  );
  return (
    <div className="cb-page" data-testid="qr-list">
      <div className="cb-qr-head">
        <h1>{t('qr.title')}</h1>
        {issuer ? (
          <Link to="/qr/choose-method" className="cb-button cb-button--primary" data-testid="qr-new">
            {t('qr.new')}
          </Link>
        ) : null}
      </div>
      {issuer ? null : <p data-testid="qr-read-only">{t('qr.readOnly')}</p>}
      {Number.isInteger(openId) && openId > 0 ? (
        <>
          <QrCard id={openId} />
          <button
            type="button"
            className="cb-button cb-button--secondary"
            onClick={() => update({ filters: { id: '' } })}
          >
            {t('qr.close')}
          </button>
        </>
      ) : null}
      <AsOf asOf={list.data?.asOf} fetchedAt={list.dataUpdatedAt} testId="qr-as-of" />
      <PagedTable
        caption={t('qr.title')}
        columns={columns}
        rows={list.data?.data.list}
        meta={list.data?.data._meta}
        loading={list.isFetching}
        rowKey={(r) => String(r.id)}
        query={query}
        onQuery={update}
        testId="qr-table"
      />
    </div>
  );
}

/** /qr/choose-method — static or dynamic, each with what it is for. */
export function QrChooseMethodScreen() {
  const { t } = useTranslation('services');
  const issuer = useIssuer();
  return (
    <div className="cb-page" data-testid="qr-choose">
      <h1>{t('qr.chooseTitle')}</h1>
      {issuer ? (
        <div className="cb-qr-methods">
          {QR_METHODS.map((method) => (
            <Link
              key={method}
              to={`/qr/${method}/create`}
              className="cb-qr-method"
              data-testid={`qr-method-${method}`}
            >
              <strong>{t(`qr.method.${method}`)}</strong>
              <br />
              {t(`qr.methodText.${method}`)}
            </Link>
          ))}
        </div>
      ) : (
        <p data-testid="qr-read-only">{t('qr.readOnly')}</p>
      )}
      <p>
        <Link to="/qr">{t('qr.back')}</Link>
      </p>
    </div>
  );
}

function QrForm({ method }: { method: QrMethod }) {
  const { t } = useTranslation('services');
  const navigate = useNavigate();
  const accounts = useQrAccounts();
  const [reference] = useState(() => crypto.randomUUID());
  const [account, setAccount] = useState('');
  const [amount, setAmount] = useState('');
  const [purpose, setPurpose] = useState('');
  const [expiry, setExpiry] = useState('60');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const chosenAccount = account || accounts.data?.[0]?.account || '';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const own: Record<string, string> = {};
    if (chosenAccount === '') own.account = t('qr.errors.account');
    if (method === 'dynamic' && amount === '') own.amount = t('qr.errors.amount');
    if (purpose.trim().length < 3) own.purpose = t('qr.errors.purpose');
    setErrors(own);
    if (Object.keys(own).length > 0) return;
    setBusy(true);
    try {
      const result = await createQr(
        {
          method,
          account: chosenAccount,
          amount: amount === '' ? null : amount,
          purpose: purpose.trim(),
          expires_in_minutes: method === 'dynamic' ? Number(expiry) : null,
        },
        reference,
      );
      navigate(result.kind === 'done' ? `/qr?id=${String(result.data.id)}` : '/outbox', { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setErrors({ ...error.fieldErrors(), form: error.serverMessage ?? t('qr.errors.refused') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="qr-form">
      <SelectField
        id="qr-account"
        testId="qr-account"
        label={t('qr.fields.account')}
        required
        value={chosenAccount}
        options={(accounts.data ?? []).map((a) => ({ value: a.account, label: `${a.account} · ${a.name}` }))}
        onChange={setAccount}
        error={errors.account ?? null}
      />
      <AmountInput
        label={method === 'dynamic' ? t('qr.fields.amount') : t('qr.fields.amountOptional')}
        testId="qr-amount-input"
        currency="UZS"
        required={method === 'dynamic'}
        value={amount}
        onChange={(value) => setAmount(value)}
        error={errors.amount ?? null}
        showErrors={submitted}
      />
      <TextField
        label={t('qr.fields.purpose')}
        testId="qr-purpose"
        required
        maxLength={QR_PURPOSE_MAX}
        value={purpose}
        onChange={(value) => setPurpose(value)}
        error={errors.purpose ?? null}
        hint={t('qr.purposeHint')}
      />
      {method === 'dynamic' ? (
        <SelectField
          id="qr-expiry"
          testId="qr-expiry"
          label={t('qr.fields.expiresIn')}
          value={expiry}
          options={EXPIRIES.map((m) => ({ value: String(m), label: t(`qr.expiry.m${m}`) }))}
          onChange={setExpiry}
          error={errors.expires_in_minutes ?? null}
        />
      ) : null}
      {errors.form ? (
        <p className="cb-field__error" role="alert" data-testid="qr-form-error">
          {errors.form}
        </p>
      ) : null}
      <SubmitButton busy={busy} testId="qr-submit">
        {t('qr.issue')}
      </SubmitButton>
    </form>
  );
}

/** /qr/:method/create — the form of the chosen method; an unknown method says what to choose. */
export function QrCreateScreen() {
  const { t } = useTranslation('services');
  const method = useParams().method;
  const issuer = useIssuer();
  return (
    <div className="cb-page" data-testid="qr-create">
      <h1>
        {isMethod(method) ? t('qr.createTitle', { method: t(`qr.method.${method}`) }) : t('qr.chooseTitle')}
      </h1>
      {!issuer ? (
        <p data-testid="qr-read-only">{t('qr.readOnly')}</p>
      ) : isMethod(method) ? (
        <>
          <p>{t(`qr.methodText.${method}`)}</p>
          <QrForm method={method} />
        </>
      ) : (
        <EmptyState text={t('qr.chooseFirst')} />
      )}
      <p>
        <Link to="/qr/choose-method">{t('qr.otherMethod')}</Link>
      </p>
    </div>
  );
}
