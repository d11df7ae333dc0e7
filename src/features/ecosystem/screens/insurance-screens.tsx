import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { InsuranceCompany, InsurancePrepare } from '../../../../contracts/api/insurance.ts';
import {
  EMAIL_PATTERN,
  INSURANCE_MIN_AMOUNT,
  INSURANCE_RECALC_DELAY_MS,
  insurancePeriodEnd,
} from '../../../../contracts/insurance-rules.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { bankToday, formatDate } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useOnline } from '../../../offline/online.ts';
import { AsOf } from '../../../ui/as-of.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { formatMoney } from '../../../ui/format.ts';
import { AmountInput } from '../../../ui/inputs/amount-input.tsx';
import { DateInput } from '../../../ui/inputs/date-inputs.tsx';
import { PhoneInput } from '../../../ui/phone-input.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { StatusChip, type ChipTone } from '../../../ui/status-chip.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import {
  addContract,
  calculatePremium,
  downloadPolicy,
  useCompanies,
  useContracts,
  useDistricts,
  useOwnAccounts,
  usePrepare,
  useRegions,
} from '../api/ecosystem-api.ts';
import '../../../ui/buttons.css';
import '../../../ui/data-list.css';
import '../../../ui/fields.css';
import './ecosystem.css';

function Tabs({ current }: { current: 'form' | 'list' }) {
  const { t } = useTranslation('ecosystem');
  return (
    <nav className="cb-tabs" aria-label={t('insurance.tabs')}>
      <Link
        to="/ecosystem/insurance"
        aria-current={current === 'form' ? 'page' : undefined}
        data-testid="tab-osgor"
      >
        {t('insurance.tabForm')}
      </Link>
      <Link
        to="/ecosystem/insurance/list"
        aria-current={current === 'list' ? 'page' : undefined}
        data-testid="tab-contracts"
      >
        {t('insurance.tabList')}
      </Link>
    </nav>
  );
}

function Companies({ onPick }: { onPick: (c: InsuranceCompany) => void }) {
  const { t } = useTranslation('ecosystem');
  const companies = useCompanies();
  if (companies.isPending) return <SkeletonLines lines={4} />;
  return (
    <>
      <h2>{t('insurance.chooseCompany')}</h2>
      <ul className="cb-eco-menu" data-testid="companies">
        {(companies.data ?? []).map((c) => (
          <li key={c.id} className="cb-eco-card">
            <button
              type="button"
              className="cb-eco-card__body"
              disabled={!c.status}
              data-testid={`company-${String(c.id)}`}
              onClick={() => onPick(c)}
            >
              <img src={c.image} alt="" />
              <strong>{c.name}</strong>
              {c.status ? null : <span>{t('insurance.companyOff')}</span>}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

function OsgorForm({
  company,
  prepared,
  onBack,
}: {
  company: InsuranceCompany;
  prepared: InsurancePrepare;
  onBack: () => void;
}) {
  const { t } = useTranslation('ecosystem');
  const navigate = useNavigate();
  const online = useOnline();
  const language = currentLanguage();
  const [key] = useState(() => crypto.randomUUID());
  const accounts = useOwnAccounts();
  const regions = useRegions(company.id);
  const [regionId, setRegionId] = useState<number | null>(null);
  const districts = useDistricts(company.id, regionId);
  const [districtId, setDistrictId] = useState<number | null>(null);
  const [start, setStart] = useState(prepared.periodStartDate);
  const [account, setAccount] = useState('');
  const [mfo, setMfo] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [insured, setInsured] = useState('');
  const [premium, setPremium] = useState<string | null>(null);
  const [defined, setDefined] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const end = insurancePeriodEnd(start);
  const amountOk = insured !== '' && Number(insured) >= Number(INSURANCE_MIN_AMOUNT);

  const calculate = async (amount: string) => {
    setNotice(null);
    if (!(amount !== '' && Number(amount) >= Number(INSURANCE_MIN_AMOUNT))) {
      setErrors((e) => ({ ...e, insuredAmount: t('insurance.minAmount') }));
      return;
    }
    setBusy(true);
    try {
      const outcome = await calculatePremium({
        insurance_company_id: company.id,
        insuredAmount: amount,
        okedCode: prepared.okedCode,
        okonhCode: prepared.okonhCode,
        periodStartDate: start,
        periodEndDate: end,
      });
      const envelope = outcome.kind === 'response' ? outcome.envelope : null;
      if (envelope?.status === 'success' && envelope.data) {
        setPremium(envelope.data.premiumAmount);
        setDefined(true);
        setErrors({});
      } else {
        // A warning (or a refusal): its message is shown and the premium is no longer defined.
        setDefined(false);
        setPremium(null);
        setNotice(envelope?.message ?? t('insurance.failed'));
        if (outcome.kind === 'response') setErrors(new ApiError(outcome).fieldErrors());
      }
    } finally {
      setBusy(false);
    }
  };

  // Once defined, a changed insured amount (at least 1 000) recalculates after a delay (spec 3 §4).
  const lastAmount = useRef(insured);
  useEffect(() => {
    if (!defined || insured === lastAmount.current) return;
    lastAmount.current = insured;
    if (!amountOk) return;
    const timer = setTimeout(() => void calculate(insured), INSURANCE_RECALC_DELAY_MS);
    return () => clearTimeout(timer);
    // calculate reads the current form; the effect is about the amount only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [insured, defined]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const own: Record<string, string> = {};
    if (account === '') own.account = t('insurance.required');
    if (!/^\d{5}$/.test(mfo)) own.mfo = t('insurance.required');
    if (regionId === null) own.regionIdForEosgoUz = t('insurance.required');
    if (districtId === null) own.districtIdForEosgoUz = t('insurance.required');
    if (!/^998\d{9}$/.test(phone)) own.phone = t('insurance.required');
    if (!EMAIL_PATTERN.test(email.trim())) own.email = t('insurance.email');
    setErrors(own);
    if (Object.keys(own).length > 0 || premium === null || regionId === null || districtId === null) return;
    setBusy(true);
    try {
      const outcome = await addContract(
        {
          agreementId: prepared.agreementId,
          agreementDate: prepared.agreementDate,
          periodStartDate: start,
          periodEndDate: end,
          premiumAmount: premium,
          insuredAmount: insured,
          okedCode: prepared.okedCode,
          okonhCode: prepared.okonhCode,
          legalTypeId: 1,
          organizationName: prepared.organizationName,
          mfo,
          inn: prepared.inn,
          account,
          phone,
          address: prepared.address,
          email: email.trim(),
          regionIdForEosgoUz: regionId,
          districtIdForEosgoUz: districtId,
          activityType: prepared.activityType,
          insurance_company_id: company.id,
        },
        key,
      );
      const envelope = outcome.kind === 'response' ? outcome.envelope : null;
      if (envelope?.status === 'success') {
        navigate('/ecosystem/insurance/list', { state: { message: envelope.message ?? '' } });
        return;
      }
      setNotice(envelope?.message ?? t('insurance.failed'));
      if (envelope?.status === 'warning') setDefined(false);
      if (outcome.kind === 'response') setErrors(new ApiError(outcome).fieldErrors());
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void save(e)} noValidate data-testid="osgor-form">
      <p>
        <button type="button" className="cb-link-button" onClick={onBack} data-testid="osgor-back">
          {t('insurance.otherCompany')}
        </button>
      </p>
      <h2>{company.name}</h2>
      <TextField
        label={t('insurance.organization')}
        value={prepared.organizationName}
        onChange={() => {}}
        disabled
      />
      <TextField
        label={t('insurance.inn')}
        value={prepared.inn}
        onChange={() => {}}
        disabled
        testId="osgor-inn"
      />
      <TextField
        label={t('insurance.oked')}
        value={`${prepared.okedCode} · ${prepared.activityType}`}
        onChange={() => {}}
        disabled
      />
      <TextField
        label={t('insurance.agreement')}
        value={`${prepared.agreementId} · ${formatDate(prepared.agreementDate)}`}
        onChange={() => {}}
        disabled
      />
      <DateInput
        label={t('insurance.start')}
        testId="osgor-start"
        required
        value={start}
        onChange={(value) => {
          setStart(value < bankToday() ? bankToday() : value);
          setDefined(false);
          setPremium(null);
        }}
        error={errors.periodStartDate ?? null}
      />
      <p data-testid="osgor-end">
        {t('insurance.period')}: {end === '' ? '—' : `${formatDate(start)} — ${formatDate(end)}`}
      </p>
      <SelectField
        id="osgor-account"
        label={t('insurance.account')}
        testId="osgor-account"
        required
        value={account}
        emptyLabel={t('insurance.choose')}
        options={(accounts.data ?? []).map((a) => ({
          value: a.number,
          label: `${a.number} · ${formatMoney(a.balance, 'UZS', language)}`,
        }))}
        onChange={(value) => {
          setAccount(value);
          setMfo(accounts.data?.find((a) => a.number === value)?.mfo ?? '');
        }}
        error={errors.account ?? null}
      />
      <TextField
        label={t('insurance.mfo')}
        testId="osgor-mfo"
        required
        inputMode="numeric"
        maxLength={5}
        value={mfo}
        onChange={(value) => setMfo(value.replace(/\D/g, '').slice(0, 5))}
        error={errors.mfo ?? null}
      />
      <SelectField
        id="osgor-region"
        label={t('insurance.region')}
        testId="osgor-region"
        required
        value={regionId === null ? '' : String(regionId)}
        emptyLabel={t('insurance.choose')}
        options={(regions.data ?? []).map((r) => ({ value: String(r.key), label: r.label }))}
        onChange={(value) => {
          setRegionId(value === '' ? null : Number(value));
          setDistrictId(null);
        }}
        error={errors.regionIdForEosgoUz ?? null}
      />
      <SelectField
        id="osgor-district"
        label={t('insurance.district')}
        testId="osgor-district"
        required
        disabled={regionId === null}
        value={districtId === null ? '' : String(districtId)}
        emptyLabel={t('insurance.choose')}
        options={(districts.data ?? []).map((d) => ({ value: String(d.key), label: d.label }))}
        onChange={(value) => setDistrictId(value === '' ? null : Number(value))}
        error={errors.districtIdForEosgoUz ?? null}
      />
      <TextField label={t('insurance.address')} value={prepared.address} onChange={() => {}} disabled />
      <PhoneInput
        label={t('insurance.phone')}
        testId="osgor-phone"
        required
        value={phone}
        onChange={(value) => setPhone(value)}
        error={errors.phone ?? null}
      />
      <TextField
        label={t('insurance.email')}
        testId="osgor-email"
        type="email"
        required
        value={email}
        onChange={(value) => setEmail(value)}
        error={errors.email ?? null}
      />
      <AmountInput
        label={t('insurance.insured')}
        testId="osgor-insured"
        currency="UZS"
        required
        value={insured}
        onChange={(value) => setInsured(value)}
        error={errors.insuredAmount ?? null}
      />
      {notice ? (
        <p className="cb-field__error" role="alert" data-testid="osgor-notice">
          {notice}
        </p>
      ) : null}
      {!online ? <p role="status">{t('insurance.offline')}</p> : null}
      <button
        type="button"
        className="cb-button cb-button--secondary"
        data-testid="osgor-calculate"
        disabled={busy || !online}
        onClick={() => void calculate(insured)}
      >
        {t('insurance.calculate')}
      </button>
      {premium !== null && defined ? (
        <>
          <p data-testid="osgor-premium">
            {t('insurance.premium')}: <strong>{formatMoney(premium, 'UZS', language)}</strong>
          </p>
          <p>{t('insurance.payNote')}</p>
          <SubmitButton busy={busy} disabled={!online} testId="osgor-save">
            {t('insurance.save')}
          </SubmitButton>
        </>
      ) : null}
    </form>
  );
}

/** /ecosystem/insurance — OSGOR in two steps: the insurer's card, then the form (spec 3 §4). */
export function InsuranceScreen() {
  const { t } = useTranslation('ecosystem');
  const [company, setCompany] = useState<InsuranceCompany | null>(null);
  const prepared = usePrepare();
  return (
    <div className="cb-page" data-testid="insurance">
      <h1>{t('insurance.title')}</h1>
      <Tabs current="form" />
      {prepared.isPending ? (
        <SkeletonLines lines={6} />
      ) : prepared.isError || !prepared.data ? (
        <EmptyState
          text={
            prepared.error instanceof ApiError
              ? (prepared.error.serverMessage ?? t('insurance.unavailable'))
              : t('insurance.unavailable')
          }
        />
      ) : company === null ? (
        <Companies onPick={setCompany} />
      ) : (
        <OsgorForm
          key={company.id}
          company={company}
          prepared={prepared.data}
          onBack={() => setCompany(null)}
        />
      )}
    </div>
  );
}

const TONES: Readonly<Record<string, ChipTone>> = {
  awaiting_payment: 'warning',
  in_bank: 'info',
  active: 'success',
  expired: 'neutral',
  refused: 'danger',
};

/** /ecosystem/insurance/list — "Мои договора": the contracts, their status and the policy PDF. */
export function InsuranceListScreen() {
  const { t } = useTranslation('ecosystem');
  const language = currentLanguage();
  const location = useLocation();
  const message = (location.state as { message?: string } | null)?.message ?? '';
  const [page, setPage] = useState(1);
  const contracts = useContracts(page);
  const meta = contracts.data?.data._meta;
  return (
    <div className="cb-page" data-testid="insurance-list">
      <h1>{t('insurance.title')}</h1>
      <Tabs current="list" />
      {message !== '' ? (
        <p role="status" data-testid="insurance-added">
          {message}
        </p>
      ) : null}
      <AsOf asOf={contracts.data?.asOf} fetchedAt={contracts.dataUpdatedAt} testId="insurance-as-of" />
      {contracts.isPending ? (
        <SkeletonLines lines={6} />
      ) : (contracts.data?.data.list.length ?? 0) === 0 ? (
        <EmptyState text={t('insurance.none')} />
      ) : (
        <ul className="cb-data-list" data-testid="contracts">
          {contracts.data?.data.list.map((c) => (
            <li key={c.id} data-testid={`contract-${c.agreementId}`}>
              <strong>{c.insurance_company_name}</strong> · {c.fullNumber}
              <br />
              {c.agreementId} · {formatDate(c.periodStartDate)} — {formatDate(c.periodEndDate)}
              <br />
              {t('insurance.insured')}: {formatMoney(c.insuredAmount, 'UZS', language)} ·{' '}
              {t('insurance.premium')}: {formatMoney(c.premiumAmount, 'UZS', language)}
              <br />
              <StatusChip
                label={c.statusName}
                tone={TONES[c.status] ?? 'neutral'}
                testId={`status-${c.agreementId}`}
              />
              {c.error_text !== '' ? <span className="cb-field__error"> {c.error_text}</span> : null}
              {c.status === 'awaiting_payment' && c.payment_id > 0 ? (
                <>
                  {' '}
                  <Link to={`/uzs-payments/detail/${String(c.payment_id)}`}>
                    {t('insurance.signPayment', { number: c.payment_number })}
                  </Link>
                </>
              ) : null}
              {c.download_url !== '' ? (
                <>
                  {' '}
                  <button type="button" className="cb-link-button" onClick={() => void downloadPolicy(c.id)}>
                    {t('insurance.download')}
                  </button>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {meta && meta.pageCount > 1 ? (
        <nav className="cb-tabs" aria-label={t('pages')} data-testid="pager">
          <button
            type="button"
            className="cb-button cb-button--secondary"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('prev')}
          </button>
          <span>
            {page} / {meta.pageCount}
          </span>
          <button
            type="button"
            className="cb-button cb-button--secondary"
            disabled={page >= meta.pageCount}
            onClick={() => setPage(page + 1)}
          >
            {t('next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
