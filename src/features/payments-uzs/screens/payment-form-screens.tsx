import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { UZS_PREPARERS, type UzsPaymentSaveBody } from '../../../../contracts/api/uzs-payment.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { useOnline } from '../../../offline/online.ts';
import { useSession } from '../../../lib/session.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { useUzsAccounts } from '../../../lib/uzs/get-accounts.ts';
import { useTemplateView } from '../api/get-template-view.ts';
import { useUzsView } from '../api/get-view.ts';
import { useUzsPrepare } from '../api/post-prepare.ts';
import { saveEditedPayment, saveNewPayment, writeDeps } from '../api/payment-writes.ts';
import { PaymentForm } from '../components/payment-form.tsx';
import { draftId } from '../offline/payment-draft.ts';
import { useFollowUps } from '../offline/use-follow-ups.ts';
import { emptyValues, valuesFrom } from '../payment-form-values.ts';
import { signableOf } from '../signable.ts';
import '../components/payments.css';

/**
 * Recipient and amount fields a link may pre-fill (`/uzs-payments/add?r_account=…`: a loan's next
 * instalment, an invoice — which also passes `client_reference`, its own payment reference).
 */
const PREFILL_FIELDS = [
  'account',
  'mfo',
  'r_account',
  'r_mfo',
  'r_inn',
  'r_name',
  'sum',
  'code',
  'description',
] as const;

/**
 * /uzs-payments/add (also `?template=<id>` to start from a template, or the PREFILL_FIELDS as query
 * parameters, e.g. from /loan-issuance/payment/:loan_id, which adds `loan_id`: the payment then
 * repays that loan). The payment is saved (and,
 * when asked, handed over for signature) on the one write path: answered, the payment's page opens;
 * without an answer both wait in the outbox, in that order, and the outbox opens.
 */
export function PaymentAddScreen() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const templateId = Number(params.get('template')) || null;
  // From /loan-issuance/payment/:loan_id: the loan this payment repays (the server checks it is ours).
  const loanId = Number(params.get('loan_id')) || null;
  const online = useOnline();
  const prepare = useUzsPrepare(true);
  const template = useTemplateView(templateId);
  useFollowUps();
  // One reference per new payment: a saved (or queued) payment frees the form for the next one,
  // since the server answers the same payment again for a reference it has seen.
  const [reference, setReference] = useState(() => crypto.randomUUID());

  const save = async (body: UzsPaymentSaveBody, approve: boolean) => {
    const saved = await saveNewPayment(
      writeDeps(),
      loanId === null ? body : { ...body, loan_id: loanId },
      approve ? ['approve'] : [],
    );
    return () => {
      setReference(crypto.randomUUID());
      navigate(saved.kind === 'done' ? `/uzs-payments/detail/${saved.data.id}` : '/outbox', {
        replace: true,
      });
    };
  };

  const waiting = prepare.isPending || (templateId !== null && template.isPending);
  let body;
  if (waiting && online) body = <SkeletonLines lines={10} />;
  else {
    const base = {
      ...emptyValues(reference),
      number: prepare.data?.data.number ?? '',
      date: prepare.data?.data.date ?? '',
    };
    // An invoice's payment comes with the invoice's own reference: saved twice, it is one payment.
    const invoiceReference = params.get('client_reference');
    const prefilled = {
      ...base,
      ...(invoiceReference !== null && /^[0-9a-f-]{36}$/.test(invoiceReference)
        ? { client_reference: invoiceReference }
        : {}),
    };
    for (const field of PREFILL_FIELDS) {
      const value = params.get(field);
      if (value !== null) prefilled[field] = value;
    }
    const initial = template.data ? valuesFrom(template.data, prefilled) : prefilled;
    body = (
      <PaymentForm
        key={`${reference}-${template.data?.id ?? 'new'}`}
        id={null}
        initial={initial}
        draftId={draftId(null)}
        accounts={prepare.data?.data.accounts ?? []}
        mustSignB={prepare.data?.data.must_sign_b ?? false}
        canApprove
        onSave={save}
      />
    );
  }
  return (
    <div className="cb-page">
      <h1>{t('form.addTitle')}</h1>
      {body}
      <p>
        <Link to="/uzs-payments">{t('actions.back')}</Link>
      </p>
    </div>
  );
}

/** /uzs-payments/edit/:id — an edit of a Created payment, sent with the version it was based on. */
export function PaymentEditScreen() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const view = useUzsView(id);
  const payment = view.data?.data;
  const accounts = useUzsAccounts();
  const { user } = useSession();
  const preparer = roleAllowed(user?.role ?? '', UZS_PREPARERS);

  const save = async (body: UzsPaymentSaveBody, approve: boolean) => {
    const seen = payment;
    if (!seen) return () => undefined;
    // What the user wrote, kept beside a queued edit for the conflict review.
    const written = { ...signableOf(seen), ...body, id, version: seen.version, currency: seen.currency };
    const saved = await saveEditedPayment(writeDeps(), seen, body, written, approve);
    return () =>
      navigate(saved.kind === 'done' ? `/uzs-payments/detail/${saved.data.id}` : '/outbox', {
        replace: true,
      });
  };

  let body;
  if (view.isPending) body = <SkeletonLines lines={10} />;
  else if (view.isError || !payment) body = <EmptyState text={t('detail.missing')} />;
  else if (!payment.isEdit) body = <EmptyState text={t('form.notEditable')} />;
  else
    body = (
      <PaymentForm
        key={`${payment.id}-${payment.version}`}
        id={payment.id}
        initial={valuesFrom(payment, emptyValues(payment.client_reference))}
        draftId={draftId(payment.id)}
        accounts={accounts.data ?? []}
        mustSignB={payment.required_signatures.includes('B') && !payment.second_signature}
        canApprove={preparer && payment.isApprove}
        onSave={save}
      />
    );
  return (
    <div className="cb-page">
      <h1>{t('form.editTitle')}</h1>
      {body}
      <p>
        <Link to={Number.isInteger(id) ? `/uzs-payments/detail/${id}` : '/uzs-payments'}>
          {t('actions.back')}
        </Link>
      </p>
    </div>
  );
}
