import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  SCHEDULE_KINDS,
  type CreditRequest,
  type ScheduleKind,
} from '../../../../contracts/api/credit-request.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { SigningClientError } from '../../../lib/signing-client.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { FieldFrame } from '../../../ui/field-frame.tsx';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { Money } from '../../../ui/money.tsx';
import { PromptSheet } from '../../../ui/prompt-sheet.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import {
  approveCreditRequest,
  refuseCreditRequest,
  requestDocuments,
  reviewCreditRequest,
  sendCreditRequest,
  signCreditRequest,
  useCreditView,
} from '../api/credit-requests.ts';
import '../../../ui/buttons.css';
import '../../../ui/data-list.css';
import '../../../ui/fields.css';
import '../credits.css';

function ApproveDialog({ request, onClose }: { request: CreditRequest | null; onClose: () => void }) {
  const { t } = useTranslation('creditRequests');
  const titleId = useId();
  const [terms, setTerms] = useState({
    amount: '',
    rate: '',
    term_months: '',
    grace_months: '',
    kind: 'annuity',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  if (request !== null && terms.amount === '')
    setTerms({
      amount: request.amount,
      rate: request.rate,
      term_months: String(request.term_months),
      grace_months: String(request.grace_months),
      kind: 'annuity',
    });
  const submit = async () => {
    if (request === null) return;
    setBusy(true);
    try {
      await approveCreditRequest(request, {
        amount: terms.amount,
        rate: terms.rate,
        term_months: Number(terms.term_months),
        grace_months: Number(terms.grace_months),
        schedule_kind: terms.kind as ScheduleKind,
      });
      onClose();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors());
    } finally {
      setBusy(false);
    }
  };
  const field = (name: 'amount' | 'rate' | 'term_months' | 'grace_months', label: string) => (
    <FieldFrame label={label} required error={errors[name] ?? null} testId={`approve-${name}`}>
      {(c) => (
        <input
          id={c.id}
          className="cb-field__input"
          inputMode="decimal"
          aria-describedby={c.describedBy}
          aria-invalid={c.invalid}
          value={terms[name]}
          onChange={(e) => setTerms((v) => ({ ...v, [name]: e.target.value }))}
        />
      )}
    </FieldFrame>
  );
  return (
    <ModalDialog open={request !== null} onClose={onClose} labelledBy={titleId} variant="status" busy={busy}>
      <div className="cb-dialog__body" data-testid="approve-sheet">
        <h2 id={titleId} className="cb-dialog__title">
          {t('approveTitle')}
        </h2>
        {field('amount', t('fields.amount'))}
        {field('rate', t('fields.rate'))}
        {field('term_months', t('fields.term_months'))}
        {field('grace_months', t('fields.grace_months'))}
        <SelectField
          id="approve-kind"
          label={t('loans.schedule')}
          value={terms.kind}
          options={SCHEDULE_KINDS.map((k) => ({ value: k, label: t(`schedule.${k}`) }))}
          onChange={(kind) => setTerms((v) => ({ ...v, kind }))}
        />
        <div className="cb-sheet__actions">
          <button type="button" className="cb-button cb-button--secondary" onClick={onClose}>
            {t('actions.cancel')}
          </button>
          <button
            type="button"
            className="cb-button cb-button--primary"
            disabled={busy}
            data-testid="approve-ok"
            onClick={() => void submit()}
          >
            {t('actions.approve')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** /credit-request/view?id= — the request, its timeline and the caller's actions (server flags). */
export function CreditViewScreen() {
  const { t } = useTranslation('creditRequests');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const view = useCreditView(id);
  const r = view.data;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [prompt, setPrompt] = useState<'documents' | 'refuse' | null>(null);
  const [approving, setApproving] = useState(false);

  if (!(id > 0)) return <EmptyState text={t('missing')} />;
  if (view.isPending) return <SkeletonLines lines={10} />;
  if (view.isError || !r) return <EmptyState text={t('missing')} />;

  // Without a connection the signature or the send waits in the outbox: show it there.
  const queuedToOutbox = (result: { kind: 'done' | 'queued' }) => {
    if (result.kind === 'queued') navigate('/outbox');
  };

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      if (error instanceof SigningClientError) setProblem(t('signFailed', { reason: error.kind }));
      else if (error instanceof ApiError) setProblem(error.serverMessage ?? error.message);
      else throw error;
    } finally {
      setBusy(false);
    }
  };

  const f = r.flags;
  return (
    <div className="cb-page" data-testid="credit-view">
      <h1>{t('viewTitle', { number: r.number })}</h1>
      <p data-testid="credit-status">
        <strong>{r.statusName}</strong>
      </p>
      {r.bank_comment ? (
        <p data-testid="credit-bank-comment">
          {t('fields.bank_comment')}: {r.bank_comment}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="cb-credit-summary">
          {problem}
        </p>
      ) : null}
      <div className="cb-credit-actions">
        {f.isEdit ? (
          <button
            type="button"
            className="cb-button cb-button--secondary"
            onClick={() => navigate(`/credit-request/edit?id=${r.id}`)}
            data-testid="credit-edit"
          >
            {t('actions.edit')}
          </button>
        ) : null}
        {f.isSign ? (
          <button
            type="button"
            className="cb-button cb-button--primary"
            disabled={busy}
            onClick={() => void run(async () => queuedToOutbox(await signCreditRequest(r)))}
            data-testid="credit-sign"
          >
            {busy ? t('signing') : t('actions.sign')}
          </button>
        ) : null}
        {f.isSend ? (
          <button
            type="button"
            className="cb-button cb-button--primary"
            disabled={busy}
            onClick={() => void run(async () => queuedToOutbox(await sendCreditRequest(r)))}
            data-testid="credit-send"
          >
            {t('actions.send')}
          </button>
        ) : null}
        {f.isReview ? (
          <button
            type="button"
            className="cb-button cb-button--secondary"
            disabled={busy}
            onClick={() => void run(() => reviewCreditRequest(r))}
            data-testid="credit-review"
          >
            {t('actions.review')}
          </button>
        ) : null}
        {f.isApprove ? (
          <button
            type="button"
            className="cb-button cb-button--primary"
            disabled={busy}
            onClick={() => setApproving(true)}
            data-testid="credit-approve"
          >
            {t('actions.approve')}
          </button>
        ) : null}
        {f.isRequestDocuments ? (
          <button
            type="button"
            className="cb-button cb-button--secondary"
            disabled={busy}
            onClick={() => setPrompt('documents')}
            data-testid="credit-documents"
          >
            {t('actions.documents')}
          </button>
        ) : null}
        {f.isRefuse ? (
          <button
            type="button"
            className="cb-button cb-button--secondary"
            disabled={busy}
            onClick={() => setPrompt('refuse')}
            data-testid="credit-refuse"
          >
            {t('actions.refuse')}
          </button>
        ) : null}
        {r.loan_id !== null ? (
          <Link
            className="cb-button cb-button--secondary"
            to={`/loan-issuance/view/${r.loan_id}`}
            data-testid="credit-loan"
          >
            {t('actions.loan')}
          </Link>
        ) : null}
      </div>
      <dl className="cb-data-fields">
        <Fact label={t('fields.organization')}>{r.organization_name}</Fact>
        <Fact label={t('fields.purpose_type')}>{t(`purpose.${r.purpose_type}`)}</Fact>
        <Fact label={t('fields.purpose')}>{r.purpose}</Fact>
        <Fact label={t('fields.amount')}>
          <Money value={r.amount} currency={r.currency} />
        </Fact>
        {r.asset_price !== null ? (
          <Fact label={t('fields.asset_price')}>
            <Money value={r.asset_price} currency={r.currency} />
          </Fact>
        ) : null}
        {r.own_funds !== null ? (
          <Fact label={t('fields.own_funds')}>
            <Money value={r.own_funds} currency={r.currency} />
          </Fact>
        ) : null}
        {r.vehicle_brand !== null ? (
          <Fact label={t('fields.vehicle_brand')}>
            {r.vehicle_brand}, {r.vehicle_year}
          </Fact>
        ) : null}
        <Fact label={t('fields.term_months')}>{r.term_months}</Fact>
        <Fact label={t('fields.grace_months')}>{r.grace_months}</Fact>
        <Fact label={t('fields.rate')}>{r.rate}</Fact>
        <Fact label={t('fields.collateral_type')}>
          {t(`collateral.${r.collateral_type}`)}: {r.collateral_description}
        </Fact>
        <Fact label={t('fields.collateral_value')}>
          <Money value={r.collateral_value} currency={r.currency} />
        </Fact>
        <Fact label={t('fields.turnover_12m')}>
          <Money value={r.turnover_12m} currency={r.currency} />
        </Fact>
        <Fact label={t('fields.account')}>{r.account}</Fact>
        <Fact label={t('fields.branch_mfo')}>{r.branch_mfo}</Fact>
        <Fact label={t('fields.phone')}>+{r.phone}</Fact>
        <Fact label={t('fields.created_at')}>{formatDate(r.created_at)}</Fact>
        {r.signed_by !== null ? <Fact label={t('fields.signed_by')}>{r.signed_by}</Fact> : null}
        {r.approved_amount !== null ? (
          <Fact label={t('fields.approved')}>
            <Money value={r.approved_amount} currency={r.currency} />, {r.approved_rate}%,{' '}
            {r.approved_term_months} / {r.schedule_kind === null ? '' : t(`schedule.${r.schedule_kind}`)}
          </Fact>
        ) : null}
      </dl>
      <h2>{t('timeline')}</h2>
      <ol className="cb-credit-timeline" data-testid="credit-timeline">
        {r.events.map((e, i) => (
          <li key={i}>
            <div>
              <strong>{e.actionName}</strong> · {formatDateTime(e.at)}
            </div>
            {e.user ? <div>{e.user}</div> : null}
            {e.comment ? <div>{e.comment}</div> : null}
          </li>
        ))}
      </ol>
      <p>
        <Link to="/credit-request">{t('back')}</Link>
      </p>
      <PromptSheet
        open={prompt !== null}
        title={prompt === 'refuse' ? t('prompt.refuseTitle') : t('prompt.documentsTitle')}
        label={prompt === 'refuse' ? t('prompt.refuseLabel') : t('prompt.documentsLabel')}
        confirmLabel={prompt === 'refuse' ? t('actions.refuse') : t('actions.documents')}
        cancelLabel={t('actions.cancel')}
        requiredText={t('prompt.required')}
        refusedText={t('prompt.refused')}
        maxLength={500}
        multiline
        tone={prompt === 'refuse' ? 'danger' : 'primary'}
        testId="credit-prompt"
        onSubmit={(text) => (prompt === 'refuse' ? refuseCreditRequest(r, text) : requestDocuments(r, text))}
        onClose={() => setPrompt(null)}
      />
      <ApproveDialog request={approving ? r : null} onClose={() => setApproving(false)} />
    </div>
  );
}
