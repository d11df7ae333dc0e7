import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  OKO_APPLICANTS,
  OKO_APPLICATION_STATUSES,
  OKO_COMMENT_MAX,
  OKO_REASON_MAX,
  type OkoAgreement,
  type OkoApplication,
  type OkoApplicationStatus,
  type OkoCharge,
  type OkoCommission,
} from '../../../../contracts/api/oko.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { AsOf } from '../../../ui/as-of.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { formatMoney } from '../../../ui/format.ts';
import { PagedTable, type Column } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { StatusChip, type ChipTone } from '../../../ui/status-chip.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import {
  applyForTariff,
  decideApplication,
  useMyApplications,
  useOkoAgreement,
  useOkoAgreements,
  useOkoTariffs,
  useStaffApplication,
  useStaffApplications,
} from '../api/oko-api.ts';
import '../../../ui/buttons.css';
import '../../../ui/fields.css';

const TONES: Record<OkoApplicationStatus, ChipTone> = {
  sent: 'info',
  accepted: 'success',
  refused: 'danger',
};

function isStatus(value: string | undefined): value is OkoApplicationStatus {
  return (OKO_APPLICATION_STATUSES as readonly string[]).includes(value ?? '');
}

function useApplicationColumns(staff: boolean): Column<OkoApplication>[] {
  const { t } = useTranslation('services');
  return useMemo<Column<OkoApplication>[]>(
    () => [
      {
        key: 'agr',
        label: t('oko.fields.agreement'),
        value: (r) => r.agr_num,
        render: (r) =>
          staff ? (
            <Link to={`/oko/applications-view?id=${String(r.id)}`} data-testid="oko-application-open">
              {r.agr_num}
            </Link>
          ) : (
            r.agr_num
          ),
        card: 'title',
      },
      ...(staff
        ? [
            {
              key: 'org',
              label: t('oko.fields.organization'),
              value: (r: OkoApplication) => `${r.organization.name} · ${r.organization.inn}`,
              card: 'field' as const,
            },
          ]
        : []),
      {
        key: 'change',
        label: t('oko.fields.change'),
        value: (r) => `${r.from_tariff} → ${r.to_tariff}`,
        card: 'field',
      },
      { key: 'created', label: t('oko.fields.created'), value: (r) => formatDateTime(r.created_at) },
      {
        key: 'status',
        label: t('oko.fields.status'),
        value: (r) => t(`oko.status.${r.status}`),
        render: (r) => <StatusChip label={t(`oko.status.${r.status}`)} tone={TONES[r.status]} />,
        card: 'field',
      },
      { key: 'reason', label: t('oko.fields.reason'), value: (r) => r.reason },
    ],
    [t, staff],
  );
}

/** /oko — the organisation's tariff agreements, an application to change a tariff, and the outcomes. */
export function OkoScreen() {
  const { t } = useTranslation('services');
  const language = currentLanguage();
  const { user } = useSession();
  const applicant = roleAllowed(user?.role ?? '', OKO_APPLICANTS);
  const agreements = useOkoAgreements();
  const { query, update } = useTableQuery([]);
  const applications = useMyApplications(query.page);
  const appColumns = useApplicationColumns(false);
  const columns = useMemo<Column<OkoAgreement>[]>(
    () => [
      {
        key: 'agr',
        label: t('oko.fields.agreement'),
        value: (r) => r.agr_num,
        render: (r) => (
          <Link to={`/oko/${r.agr_num}/${String(r.tariff.id)}`} data-testid="oko-agreement-open">
            {r.agr_num}
          </Link>
        ),
        card: 'title',
      },
      { key: 'tariff', label: t('oko.fields.tariff'), value: (r) => r.tariff.name, card: 'field' },
      { key: 'account', label: t('oko.fields.account'), value: (r) => r.account },
      { key: 'since', label: t('oko.fields.since'), value: (r) => formatDate(r.tariff_since) },
      {
        key: 'charged',
        label: t('oko.fields.charged30'),
        value: (r) => formatMoney(r.charged_total, 'UZS', language),
        numeric: true,
        card: 'field',
      },
      {
        key: 'pending',
        label: t('oko.fields.application'),
        value: (r) => (r.pending ? t('oko.status.sent') : ''),
        card: 'field',
      },
    ],
    [t, language],
  );
  const list = agreements.data?.data;
  return (
    <div className="cb-page" data-testid="oko">
      <h1>{t('oko.title')}</h1>
      <AsOf asOf={agreements.data?.asOf} fetchedAt={agreements.dataUpdatedAt} testId="oko-as-of" />
      {agreements.isPending && agreements.fetchStatus !== 'idle' ? (
        <SkeletonLines lines={4} />
      ) : list && list.length === 0 ? (
        <EmptyState text={t('oko.noAgreements')} />
      ) : (
        <PagedTable
          caption={t('oko.agreements')}
          columns={columns}
          rows={list}
          meta={undefined}
          loading={agreements.isFetching}
          rowKey={(r) => r.agr_num}
          query={{ page: 1, filters: {}, sort: null }}
          onQuery={() => undefined}
          testId="oko-agreements"
        />
      )}
      {applicant ? (
        <details>
          <summary className="cb-button cb-button--primary" data-testid="oko-apply-open">
            {t('oko.apply')}
          </summary>
          <ApplyForm agreements={list ?? []} />
        </details>
      ) : (
        <p>{t('oko.readOnly')}</p>
      )}
      <h2>{t('oko.myApplications')}</h2>
      <PagedTable
        caption={t('oko.myApplications')}
        columns={appColumns}
        rows={applications.data?.data.list}
        meta={applications.data?.data._meta}
        loading={applications.isFetching}
        rowKey={(r) => String(r.id)}
        query={query}
        onQuery={update}
        testId="oko-my-applications"
      />
    </div>
  );
}

function ApplyForm({ agreements }: { agreements: readonly OkoAgreement[] }) {
  const { t } = useTranslation('services');
  const tariffs = useOkoTariffs();
  const [reference, setReference] = useState(() => crypto.randomUUID());
  const [agrNum, setAgrNum] = useState('');
  const [tariffId, setTariffId] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const free = agreements.filter((a) => !a.pending);
  const chosen = agrNum || free[0]?.agr_num || '';
  const current = agreements.find((a) => a.agr_num === chosen)?.tariff.id;
  const offered = (tariffs.data?.data ?? []).filter((x) => x.active && x.id !== current);
  const chosenTariff = tariffId || String(offered[0]?.id ?? '');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    if (chosen === '' || chosenTariff === '') {
      setErrors({ form: t('oko.chooseFirst') });
      return;
    }
    setBusy(true);
    try {
      const result = await applyForTariff(
        { agr_num: chosen, tariff_id: Number(chosenTariff), comment: comment.trim() },
        reference,
      );
      setReference(crypto.randomUUID());
      setErrors({});
      setComment('');
      setDone(result.kind === 'done' ? t('oko.sent') : t('oko.queued'));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setErrors({ ...error.fieldErrors(), form: error.serverMessage ?? error.message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="oko-apply-form">
      <SelectField
        id="oko-agreement"
        testId="oko-apply-agreement"
        label={t('oko.fields.agreement')}
        required
        value={chosen}
        options={free.map((a) => ({ value: a.agr_num, label: `${a.agr_num} · ${a.tariff.name}` }))}
        onChange={(value) => {
          setAgrNum(value);
          setTariffId('');
        }}
        error={errors.agr_num ?? null}
      />
      <SelectField
        id="oko-tariff"
        testId="oko-apply-tariff"
        label={t('oko.fields.newTariff')}
        required
        value={chosenTariff}
        options={offered.map((x) => ({ value: String(x.id), label: x.name }))}
        onChange={setTariffId}
        error={errors.tariff_id ?? null}
      />
      <TextAreaField
        label={t('oko.fields.comment')}
        testId="oko-apply-comment"
        maxLength={OKO_COMMENT_MAX}
        value={comment}
        onChange={setComment}
        error={errors.comment ?? null}
      />
      {errors.form ? (
        <p className="cb-field__error" role="alert">
          {errors.form}
        </p>
      ) : null}
      {done ? (
        <p role="status" data-testid="oko-apply-done">
          {done}
        </p>
      ) : null}
      <SubmitButton busy={busy} testId="oko-apply-submit">
        {t('oko.send')}
      </SubmitButton>
    </form>
  );
}

/** /oko/:agrNum/:tariffId — the tariff's commissions and the commissions charged on the agreement. */
export function OkoTariffScreen() {
  const { t } = useTranslation('services');
  const language = currentLanguage();
  const params = useParams();
  const agrNum = params.agrNum ?? '';
  const tariffId = Number(params.tariffId);
  const { query, update } = useTableQuery([]);
  const view = useOkoAgreement(agrNum, tariffId, query.page);
  const data = view.data?.data;
  const commissionColumns = useMemo<Column<OkoCommission>[]>(
    () => [
      { key: 'name', label: t('oko.fields.commission'), value: (r) => r.name, card: 'title' },
      {
        key: 'price',
        label: t('oko.fields.price'),
        value: (r) =>
          r.kind === 'percent'
            ? `${r.rate} % (${t('oko.min')} ${formatMoney(r.min_amount, 'UZS', language)})`
            : formatMoney(r.amount, 'UZS', language),
        card: 'field',
      },
      {
        key: 'charged',
        label: t('oko.fields.charged30'),
        value: (r) => `${formatMoney(r.charged_total, 'UZS', language)} (${String(r.charged_count)})`,
        numeric: true,
        card: 'field',
      },
    ],
    [t, language],
  );
  const chargeColumns = useMemo<Column<OkoCharge>[]>(
    () => [
      { key: 'at', label: t('oko.fields.at'), value: (r) => formatDateTime(r.at), card: 'title' },
      { key: 'name', label: t('oko.fields.commission'), value: (r) => r.name, card: 'field' },
      {
        key: 'amount',
        label: t('oko.fields.amount'),
        value: (r) => formatMoney(r.amount, 'UZS', language),
        numeric: true,
        card: 'field',
      },
      { key: 'doc', label: t('oko.fields.doc'), value: (r) => r.doc_number },
    ],
    [t, language],
  );
  let body;
  if (view.isPending && view.fetchStatus !== 'idle') body = <SkeletonLines lines={8} />;
  else if (!data) body = <EmptyState text={t('oko.missing')} />;
  else
    body = (
      <>
        <p data-testid="oko-tariff-head">
          {data.tariff.name} · {t('oko.fields.fee')}: {formatMoney(data.tariff.monthly_fee, 'UZS', language)}{' '}
          · {t('oko.fields.account')}: {data.agreement.account}
        </p>
        {data.tariff.id !== data.agreement.tariff.id ? (
          <p>{t('oko.notCurrent', { tariff: data.agreement.tariff.name })}</p>
        ) : null}
        <PagedTable
          caption={t('oko.commissions')}
          columns={commissionColumns}
          rows={data.commissions}
          meta={undefined}
          loading={false}
          rowKey={(r) => r.code}
          query={{ page: 1, filters: {}, sort: null }}
          onQuery={() => undefined}
          testId="oko-commissions"
        />
        <h2>{t('oko.charges')}</h2>
        <PagedTable
          caption={t('oko.charges')}
          columns={chargeColumns}
          rows={data.charges.list}
          meta={data.charges._meta}
          loading={view.isFetching}
          rowKey={(r) => `${r.at}-${r.doc_number}`}
          query={query}
          onQuery={update}
          testId="oko-charges"
        />
      </>
    );
  return (
    <div className="cb-page" data-testid="oko-tariff">
      <h1>{t('oko.agreementTitle', { agrNum })}</h1>
      <AsOf asOf={view.data?.asOf} fetchedAt={view.dataUpdatedAt} testId="oko-tariff-as-of" />
      {body}
      <p>
        <Link to="/oko">{t('oko.back')}</Link>
      </p>
    </div>
  );
}

/** /oko/applications — staff: every organisation's tariff applications, waiting ones first to process. */
export function OkoApplicationsScreen() {
  const { t } = useTranslation('services');
  const { query, update } = useTableQuery(['status']);
  const status = isStatus(query.filters.status) ? query.filters.status : undefined;
  const list = useStaffApplications(query.page, status);
  const columns = useApplicationColumns(true);
  return (
    <div className="cb-page" data-testid="oko-applications">
      <h1>{t('oko.applications')}</h1>
      <SelectField
        id="oko-status"
        testId="oko-status-filter"
        label={t('oko.fields.status')}
        value={status ?? ''}
        options={[
          { value: '', label: t('oko.allStatuses') },
          ...OKO_APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`oko.status.${s}`) })),
        ]}
        onChange={(value) => update({ filters: { status: value } })}
      />
      <PagedTable
        caption={t('oko.applications')}
        columns={columns}
        rows={list.data?.list}
        meta={list.data?._meta}
        loading={list.isFetching}
        rowKey={(r) => String(r.id)}
        query={query}
        onQuery={update}
        testId="oko-applications-table"
      />
    </div>
  );
}

/** /oko/applications-view?id= — one application; a waiting one is accepted or refused with a reason. */
export function OkoApplicationViewScreen() {
  const { t } = useTranslation('services');
  const id = Number(useSearchParams()[0].get('id'));
  const view = useStaffApplication(id);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const application = view.data;
  const decide = async (decision: 'accept' | 'refuse') => {
    if (!application) return;
    setProblem(null);
    if (decision === 'refuse' && reason.trim().length < 3) {
      setProblem(t('oko.reasonNeeded'));
      return;
    }
    setBusy(true);
    try {
      const result = await decideApplication(application, decision, reason.trim());
      if (result.kind !== 'done') setProblem(t('oko.queued'));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setProblem(error.serverMessage ?? error.message);
    } finally {
      setBusy(false);
    }
  };
  let body;
  if (!Number.isInteger(id) || id <= 0) body = <EmptyState text={t('oko.chooseApplication')} />;
  else if (view.isPending) body = <SkeletonLines lines={6} />;
  else if (!application) body = <EmptyState text={t('oko.missing')} />;
  else
    body = (
      <section data-testid="oko-application">
        <p>
          <StatusChip
            label={t(`oko.status.${application.status}`)}
            tone={TONES[application.status]}
            testId="oko-application-status"
          />
        </p>
        <dl>
          <dt>{t('oko.fields.organization')}</dt>
          <dd>
            {application.organization.name} · {application.organization.inn}
          </dd>
          <dt>{t('oko.fields.agreement')}</dt>
          <dd>{application.agr_num}</dd>
          <dt>{t('oko.fields.change')}</dt>
          <dd>
            {application.from_tariff} → {application.to_tariff}
          </dd>
          <dt>{t('oko.fields.comment')}</dt>
          <dd>{application.comment || '—'}</dd>
          <dt>{t('oko.fields.created')}</dt>
          <dd>
            {formatDateTime(application.created_at)} {application.created_by}
          </dd>
          {application.decided_at ? (
            <>
              <dt>{t('oko.fields.decided')}</dt>
              <dd>
                {formatDateTime(application.decided_at)} {application.decided_by}
              </dd>
            </>
          ) : null}
          {application.reason ? (
            <>
              <dt>{t('oko.fields.reason')}</dt>
              <dd>{application.reason}</dd>
            </>
          ) : null}
        </dl>
        {application.is_decide ? (
          <>
            <TextAreaField
              label={t('oko.fields.reason')}
              testId="oko-reason"
              maxLength={OKO_REASON_MAX}
              value={reason}
              onChange={setReason}
            />
            <div className="cb-actions">
              <button
                type="button"
                className="cb-button cb-button--primary"
                disabled={busy}
                data-testid="oko-accept"
                onClick={() => void decide('accept')}
              >
                {t('oko.accept')}
              </button>
              <button
                type="button"
                className="cb-button cb-button--secondary"
                disabled={busy}
                data-testid="oko-refuse"
                onClick={() => void decide('refuse')}
              >
                {t('oko.refuse')}
              </button>
            </div>
          </>
        ) : null}
        {problem ? (
          <p className="cb-field__error" role="alert">
            {problem}
          </p>
        ) : null}
      </section>
    );
  return (
    <div className="cb-page" data-testid="oko-application-view">
      <h1>{t('oko.applicationTitle')}</h1>
      {body}
      <p>
        <Link to="/oko/applications">{t('oko.toApplications')}</Link>
      </p>
    </div>
  );
}
