import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  INVEST_APPLICANTS,
  INVEST_COMMENT_MAX,
  type InvestOffer,
} from '../../../../contracts/api/services.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { AsOf } from '../../../ui/as-of.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { formatMoney } from '../../../ui/format.ts';
import { AmountInput } from '../../../ui/inputs/amount-input.tsx';
import { PhoneInput } from '../../../ui/phone-input.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { applyForOffer, useInvestApplications, useInvestOffers } from '../api/services-api.ts';
import '../../../ui/buttons.css';
import '../../../ui/fields.css';

function ApplyForm({ offer, onDone }: { offer: InvestOffer; onDone: (text: string) => void }) {
  const { t } = useTranslation('services');
  const navigate = useNavigate();
  const [reference] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState(offer.min_amount);
  const [phone, setPhone] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const own: Record<string, string> = {};
    if (amount === '' || Number(amount) < Number(offer.min_amount))
      own.amount = t('invest.minAmount', {
        min: formatMoney(offer.min_amount, offer.currency, currentLanguage()),
      });
    if (!/^998\d{9}$/.test(phone)) own.phone = t('invest.phoneRequired');
    setErrors(own);
    if (Object.keys(own).length > 0) return;
    setBusy(true);
    try {
      const result = await applyForOffer(
        { offer_id: offer.id, amount, phone, comment: comment.trim() },
        reference,
        offer.name,
      );
      if (result.kind === 'queued') navigate('/outbox');
      else onDone(t('invest.sent', { offer: offer.name }));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setErrors({ ...error.fieldErrors(), form: error.serverMessage ?? t('invest.refused') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="invest-form">
      <h2>{t('invest.applyFor', { offer: offer.name })}</h2>
      <AmountInput
        label={t('invest.amount')}
        testId="invest-amount"
        currency={offer.currency}
        required
        value={amount}
        onChange={(value) => setAmount(value)}
        error={errors.amount ?? null}
      />
      <PhoneInput
        label={t('invest.phone')}
        testId="invest-phone"
        required
        value={phone}
        onChange={(value) => setPhone(value)}
        error={errors.phone ?? null}
      />
      <TextField
        label={t('invest.comment')}
        testId="invest-comment"
        maxLength={INVEST_COMMENT_MAX}
        value={comment}
        onChange={(value) => setComment(value)}
      />
      {errors.form ? (
        <p className="cb-field__error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <SubmitButton busy={busy} testId="invest-submit">
        {t('invest.send')}
      </SubmitButton>
    </form>
  );
}

/** /uz-invest — the bank's investment offers, an application for one, and the organisation's applications. */
export function UzInvestScreen() {
  const { t } = useTranslation('services');
  const language = currentLanguage();
  const { user } = useSession();
  const applicant = roleAllowed(user?.role ?? '', INVEST_APPLICANTS);
  const offers = useInvestOffers();
  const applications = useInvestApplications(1);
  const [chosen, setChosen] = useState<InvestOffer | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <div className="cb-page" data-testid="uz-invest">
      <h1>{t('invest.title')}</h1>
      <p>{t('invest.intro')}</p>
      <AsOf asOf={offers.data?.asOf} fetchedAt={offers.dataUpdatedAt} testId="invest-as-of" />
      {done ? (
        <p role="status" data-testid="invest-done">
          {done}
        </p>
      ) : null}
      {offers.isPending ? (
        <SkeletonLines lines={6} />
      ) : !offers.data || offers.data.data.length === 0 ? (
        <EmptyState text={t('invest.none')} />
      ) : (
        <ul className="cb-data-list" data-testid="invest-offers">
          {offers.data.data.map((o) => (
            <li key={o.id}>
              <strong>{o.name}</strong>
              <br />
              {t('invest.terms', {
                rate: o.rate,
                months: o.term_months,
                min: formatMoney(o.min_amount, o.currency, language),
              })}
              <br />
              {applicant ? (
                <button
                  type="button"
                  className="cb-button cb-button--secondary"
                  data-testid={`invest-apply-${o.code}`}
                  onClick={() => {
                    setDone(null);
                    setChosen(o);
                  }}
                >
                  {t('invest.apply')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {!applicant ? <p>{t('invest.readOnly')}</p> : null}
      {chosen ? (
        <ApplyForm
          key={chosen.id}
          offer={chosen}
          onDone={(text) => {
            setChosen(null);
            setDone(text);
          }}
        />
      ) : null}
      <h2>{t('invest.applications')}</h2>
      {applications.isPending ? (
        <SkeletonLines lines={3} />
      ) : (applications.data?.data.list.length ?? 0) === 0 ? (
        <EmptyState text={t('invest.noApplications')} />
      ) : (
        <ul className="cb-data-list" data-testid="invest-applications">
          {applications.data?.data.list.map((a) => (
            <li key={a.id}>
              <strong>{a.offer_name}</strong> · {formatMoney(a.amount, a.currency, language)}
              <br />
              {formatDateTime(a.created_at)} · {a.created_by} ·{' '}
              {t(`invest.status.${a.status === 'in_review' ? 'in_review' : 'received'}`)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
