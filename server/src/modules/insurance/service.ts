/**
 * Ecosystem and OSGOR (contracts/api/insurance.ts; spec 3 §2.5, §3.8, §4, §5, §7.5). The insurer
 * is behind the Insurer interface (insurer.ts: the demo one answers in-process). A contract is
 * stored only together with the soum payment that pays its premium (uzs-payment's
 * createForDocument, from the organisation's own account to the insurer's), in one transaction;
 * the payment is then signed and sent like any soum payment and the contract's status is read
 * from it. Every read and write is scoped to the caller's organisations (another one's contract
 * answers 404); refusals are audited by the routes.
 */
import {
  INSURANCE_BUYERS,
  INSURANCE_STATUSES,
  type EcoMenuItem,
  type InsuranceAddBody,
  type InsuranceCalculateBody,
  type InsuranceCompany,
  type InsuranceRow,
  type InsuranceStatus,
  type InsuredCar,
} from '../../../../contracts/api/insurance.ts';
import { bankDay } from '../../../../contracts/bank-calendar.ts';
import { pageMeta, type Envelope, type Language } from '../../../../contracts/envelope.ts';
import { INSURANCE_MIN_AMOUNT, insurancePeriodEnd } from '../../../../contracts/insurance-rules.ts';
import { fromMinor, toMinor } from '../../../../contracts/money.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { UZS_STATUS } from '../../../../contracts/api/uzs-payment.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import { buildFormPdf } from '../../core/form-pdf.ts';
import { currentOperatingDay } from '../../core/operating-day.ts';
import type { Db } from '../../db/client.ts';
import { t, type MessageKey } from '../../i18n.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, type FieldProblem } from '../../plugins/errors.ts';
import { scopeOf } from '../../plugins/scope-repository.ts';
import { tashkentDateTime } from '../../time-format.ts';
import { createUzsPaymentService } from '../uzs-payment/service.ts';
import { demoInsurer, type Insurer, type Quote } from './insurer.ts';
import * as repo from './repository.ts';

/** The purpose code of the premium payment: payment for services rendered. */
const PREMIUM_PURPOSE_CODE = '00102';

const dmy = (iso: string) => iso.split('-').reverse().join('.');

function statusOf(r: repo.PolicyRecord, today: string): InsuranceStatus {
  if (r.paymentStatus === null || r.paymentStatus === UZS_STATUS.denied) return 'refused';
  if (r.paymentStatus === UZS_STATUS.passed || r.paymentStatus === UZS_STATUS.paid)
    return r.policy.periodEndDate < today ? 'expired' : 'active';
  if (r.paymentStatus === UZS_STATUS.submitted) return 'in_bank';
  return 'awaiting_payment';
}

function warning<T>(message: string): Envelope<T> {
  return { status: 'warning', message };
}

export function createInsuranceService(db: Db, clock: Clock, insurer: Insurer = demoInsurer) {
  const soumPayments = createUzsPaymentService(db, clock);

  function orgOf(actor: Actor): number {
    const organizationId = actor.session.organizationId;
    if (organizationId === null || !roleAllowed(actor.session.role, INSURANCE_BUYERS))
      throw ApiError.forbidden(undefined, 'insurance.notClient');
    return organizationId;
  }

  function toRow(r: repo.PolicyRecord, lang: Language): InsuranceRow {
    const p = r.policy;
    const status = statusOf(r, bankDay(clock.now()));
    const inForce = status === 'active' || status === 'expired';
    return {
      id: p.id,
      organizationName: p.organizationName,
      download_url: inForce ? `/api/v2/insurance/download?id=${String(p.id)}` : '',
      insurance_company_name: r.companyName,
      status,
      statusName: t(lang, `insurance.status.${status}`),
      agreementId: p.agreementId,
      agreementDate: p.agreementDate,
      periodStartDate: p.periodStartDate,
      periodEndDate: p.periodEndDate,
      premiumAmount: fromMinor(p.premiumAmount),
      insuredAmount: fromMinor(p.insuredAmount),
      okedCode: p.okedCode,
      okonhCode: p.okonhCode,
      mfo: p.mfo,
      inn: p.inn,
      account: p.account,
      phone: p.phone,
      address: p.address,
      email: p.email,
      fullNumber: `${p.policySeria} ${p.policyNumber}`,
      policySeria: p.policySeria,
      policyNumber: p.policyNumber,
      error_text:
        r.paymentStatus === null
          ? t(lang, 'insurance.paymentDeleted')
          : r.paymentStatus === UZS_STATUS.denied && r.errorBank !== null
            ? t(lang, `uzs.bank.${r.errorBank}` as MessageKey)
            : '',
      payment_id: p.paymentId ?? 0,
      payment_number: r.paymentNumber ?? '',
    };
  }

  /** The insurer's answer for a calculation; the problems of the fields the rules refuse. */
  async function quote(
    tx: Db,
    body: InsuranceCalculateBody,
  ): Promise<{ problems: FieldProblem[]; quote: Quote | null; company: repo.CompanyRow | null }> {
    const problems: FieldProblem[] = [];
    const company = await repo.company(tx, body.insurance_company_id);
    if (company === null || !company.active)
      problems.push({ attribute: 'insurance_company_id', key: 'insurance.company' });
    const insured = toMinor(body.insuredAmount);
    if (insured < toMinor(INSURANCE_MIN_AMOUNT))
      problems.push({ attribute: 'insuredAmount', key: 'insurance.minAmount' });
    const today = bankDay(clock.now());
    if (body.periodStartDate < today)
      problems.push({ attribute: 'periodStartDate', key: 'insurance.startPast' });
    const end = insurancePeriodEnd(body.periodStartDate);
    if (end === '') problems.push({ attribute: 'periodStartDate', key: 'insurance.startPast' });
    else if (body.periodEndDate !== end)
      problems.push({ attribute: 'periodEndDate', key: 'insurance.period', params: { end: dmy(end) } });
    if (problems.length > 0 || company === null) return { problems, quote: null, company };
    return {
      problems,
      company,
      quote: insurer.quote({
        insuredAmount: insured,
        okedCode: body.okedCode,
        rateFactorPct: company.rateFactorPct,
        maxInsured: company.maxInsured,
      }),
    };
  }

  return {
    menu(lang: Language): EcoMenuItem[] {
      const item = (code: string, key: 'osgor' | 'cars', path: string | null): EcoMenuItem => ({
        code,
        name: t(lang, `insurance.menu.${key}.name`),
        description: t(lang, `insurance.menu.${key}.text`),
        path,
      });
      return [item('osgor', 'osgor', '/ecosystem/insurance'), item('my-cars', 'cars', '/ecosystem/my-cars')];
    },

    async companies(): Promise<InsuranceCompany[]> {
      return (await repo.companies(db)).map((c) => ({
        id: c.id,
        name: c.name,
        image: c.image,
        status: c.active,
      }));
    },

    async prepare(actor: Actor) {
      const org = orgOf(actor);
      const found = await repo.profile(db, org);
      if (found === null) throw ApiError.notFound();
      if (found.profile === null) throw ApiError.forbidden(undefined, 'insurance.noProfile');
      const now = clock.now();
      const today = bankDay(now);
      const serial = (await repo.policyCount(db, org)) + 1;
      return {
        address: found.profile.address,
        inn: found.inn,
        okedCode: found.profile.okedCode,
        okonhCode: found.profile.okonhCode,
        organizationName: found.name,
        activityType: found.profile.activityType,
        periodStartDate: today,
        periodEndDate: insurancePeriodEnd(today),
        agreementId: `OSG-${today.slice(0, 4)}-${String(serial).padStart(5, '0')}`,
        agreementDate: await currentOperatingDay(db, now),
      };
    },

    async regions(lang: Language, companyId: number) {
      return (await repo.regionsOf(db, companyId)).map((r) => ({
        key: r.id,
        label: lang === 'ru' ? r.nameRu : r.nameUz,
      }));
    },

    async districts(lang: Language, regionId: number, companyId: number) {
      if (!(await repo.regionServed(db, companyId, regionId))) return [];
      return (await repo.districtsOf(db, regionId)).map((d) => ({
        key: d.id,
        label: lang === 'ru' ? d.nameRu : d.nameUz,
      }));
    },

    async accounts(actor: Actor) {
      const org = orgOf(actor);
      return (await repo.soumAccounts(db, org)).map((a) => ({
        number: a.number,
        mfo: a.mfo,
        balance: fromMinor(a.balance),
      }));
    },

    async calculate(
      actor: Actor,
      body: InsuranceCalculateBody,
    ): Promise<Envelope<{ premiumAmount: string } | null>> {
      orgOf(actor);
      const { problems, quote: answer } = await quote(db, body);
      if (problems.length > 0) throw ApiError.rejected(problems);
      if (answer === null)
        throw ApiError.rejected([{ attribute: 'insurance_company_id', key: 'insurance.company' }]);
      if (answer.kind === 'warning') return warning(t(actor.lang, `insurance.${answer.reason}`));
      return { status: 'success', data: { premiumAmount: fromMinor(answer.premium) } };
    },

    async add(
      tx: Db,
      actor: Actor,
      body: InsuranceAddBody,
    ): Promise<Envelope<{ id: number; payment_id: number } | null>> {
      const org = orgOf(actor);
      const scope = (await scopeOf(tx, actor.session)) ?? [];
      if (!scope.includes(org)) throw ApiError.forbidden(undefined, 'insurance.notClient');
      const { problems, quote: answer, company } = await quote(tx, body);
      const found = await repo.profile(tx, org);
      if (found?.profile == null) throw ApiError.forbidden(undefined, 'insurance.noProfile');
      const profile = found.profile;
      const same = (attribute: string, given: string, expected: string) => {
        if (given !== expected) problems.push({ attribute, key: 'insurance.profileField' });
      };
      same('inn', body.inn, found.inn);
      same('okedCode', body.okedCode, profile.okedCode);
      same('okonhCode', body.okonhCode, profile.okonhCode);
      const now = clock.now();
      const operatingDay = await currentOperatingDay(tx, now);
      if (body.agreementDate !== operatingDay)
        problems.push({
          attribute: 'agreementDate',
          key: 'insurance.agreementDate',
          params: { day: dmy(operatingDay) },
        });
      if (await repo.agreementTaken(tx, org, body.agreementId))
        problems.push({ attribute: 'agreementId', key: 'insurance.agreementTaken' });
      const payer = (await repo.soumAccounts(tx, org)).find(
        (a) => a.number === body.account && a.mfo === body.mfo,
      );
      if (payer === undefined) problems.push({ attribute: 'account', key: 'insurance.account' });
      if (company !== null && !(await repo.regionServed(tx, company.id, body.regionIdForEosgoUz)))
        problems.push({ attribute: 'regionIdForEosgoUz', key: 'insurance.region' });
      const district = await repo.district(tx, body.districtIdForEosgoUz);
      if (district === null || district.regionId !== body.regionIdForEosgoUz)
        problems.push({ attribute: 'districtIdForEosgoUz', key: 'insurance.district' });
      if (answer?.kind === 'premium' && toMinor(body.premiumAmount) !== answer.premium)
        problems.push({ attribute: 'premiumAmount', key: 'insurance.premiumChanged' });
      if (problems.length > 0 || company === null || payer === undefined || answer === null)
        throw ApiError.rejected(problems);
      if (answer.kind === 'warning') return warning(t(actor.lang, `insurance.${answer.reason}`));

      const policyNumber = await repo.nextPolicyNumber(tx, company.policySeries);
      const paymentId = await soumPayments.createForDocument(
        tx,
        actor,
        {
          organizationId: org,
          accountId: payer.id,
          account: payer.number,
          mfo: payer.mfo,
          rAccount: company.account,
          rMfo: company.mfo,
          rInn: company.inn,
          rName: company.name,
          sum: answer.premium,
          code: PREMIUM_PURPOSE_CODE,
          description: t(actor.lang, 'insurance.paymentPurpose', {
            agreement: body.agreementId,
            date: dmy(body.agreementDate),
            policy: `${company.policySeries} ${policyNumber}`,
          }).slice(0, 420),
        },
        `insurance ${body.agreementId}`,
      );
      const id = await repo.insertPolicy(tx, {
        organizationId: org,
        companyId: company.id,
        agreementId: body.agreementId,
        agreementDate: body.agreementDate,
        periodStartDate: body.periodStartDate,
        periodEndDate: body.periodEndDate,
        premiumAmount: answer.premium,
        insuredAmount: toMinor(body.insuredAmount),
        okedCode: body.okedCode,
        okonhCode: body.okonhCode,
        organizationName: body.organizationName,
        inn: body.inn,
        account: body.account,
        mfo: body.mfo,
        phone: body.phone,
        address: body.address,
        email: body.email,
        regionId: body.regionIdForEosgoUz,
        districtId: body.districtIdForEosgoUz,
        activityType: body.activityType,
        policySeria: company.policySeries,
        policyNumber,
        paymentId,
        createdBy: actor.session.userId,
        createdAt: now,
      });
      await auditActor(tx, now, actor, 'insurance.add', { id, paymentId, company: company.id });
      const record = await repo.policy(tx, scope, id);
      return {
        status: 'success',
        message: t(actor.lang, 'insurance.added', {
          agreement: body.agreementId,
          number: record?.paymentNumber ?? '',
        }),
        data: { id, payment_id: paymentId },
      };
    },

    async list(actor: Actor, from: string, to: string, page: number, pageSize: number) {
      const scope = (await actor.readScope()) ?? [];
      const { rows, total } = await repo.policies(db, scope, from, to, page, pageSize);
      return { list: rows.map((r) => toRow(r, actor.lang)), _meta: pageMeta(total, page, pageSize) };
    },

    async view(actor: Actor, id: number): Promise<InsuranceRow> {
      const record = await repo.policy(db, (await actor.readScope()) ?? [], id);
      if (record === null) throw ApiError.notFound();
      return toRow(record, actor.lang);
    },

    statusList(lang: Language) {
      return INSURANCE_STATUSES.map((id) => ({ id, name: t(lang, `insurance.status.${id}`) }));
    },

    /** The policy as a PDF, once its premium is paid. */
    async download(actor: Actor, id: number): Promise<{ body: Buffer; seria: string; number: string }> {
      const record = await repo.policy(db, (await actor.readScope()) ?? [], id);
      if (record === null) throw ApiError.notFound();
      const row = toRow(record, actor.lang);
      if (row.download_url === '') throw ApiError.rejected([], 'insurance.notInForce');
      const lang = actor.lang;
      const money = (v: string) => `${v} UZS`;
      const body = await buildFormPdf({
        addressee: [record.companyName],
        title: `${t(lang, 'insurance.pdf.title')} ${row.fullNumber}`,
        subtitle: t(lang, 'insurance.pdf.subtitle'),
        fields: [
          [t(lang, 'insurance.pdf.policy'), row.fullNumber],
          [t(lang, 'insurance.pdf.insurer'), record.companyName],
          [t(lang, 'insurance.pdf.insured'), row.organizationName],
          [t(lang, 'insurance.pdf.inn'), row.inn],
          [t(lang, 'insurance.pdf.address'), row.address],
          [t(lang, 'insurance.pdf.activity'), `${row.okedCode} · ${record.policy.activityType}`],
          [t(lang, 'insurance.pdf.agreement'), `${row.agreementId} · ${dmy(row.agreementDate)}`],
          [t(lang, 'insurance.pdf.period'), `${dmy(row.periodStartDate)} — ${dmy(row.periodEndDate)}`],
          [t(lang, 'insurance.pdf.sum'), money(row.insuredAmount)],
          [t(lang, 'insurance.pdf.premium'), money(row.premiumAmount)],
          [t(lang, 'insurance.pdf.paid'), `№ ${row.payment_number}`],
        ],
        signatures: [[t(lang, 'insurance.pdf.signer'), record.companyName]],
        footer: t(lang, 'insurance.pdf.footer', { at: tashkentDateTime(clock.now()) }),
      });
      return { body, seria: row.policySeria, number: row.policyNumber };
    },

    async cars(actor: Actor): Promise<InsuredCar[]> {
      const today = bankDay(clock.now());
      const rows = await repo.cars(db, (await actor.readScope()) ?? []);
      return rows.map(({ car, companyName, applicant }) => ({
        id: car.id,
        govNumber: car.govNumber,
        vehicleModel: car.vehicleModel,
        applicantName: applicant,
        insuranceOrgName: companyName,
        policyNumber: car.policyNumber,
        policyType: t(
          actor.lang,
          car.policyType === 'limited' ? 'insurance.policyType.limited' : 'insurance.policyType.unlimited',
        ),
        drivers: car.drivers,
        policyStartDate: car.policyStartDate,
        policyEndDate: car.policyEndDate,
        insurancePremium: fromMinor(car.insurancePremium),
        insuranceSum: fromMinor(car.insuranceSum),
        policyStatus: t(
          actor.lang,
          car.policyEndDate < today ? 'insurance.car.expired' : 'insurance.car.active',
        ),
      }));
    },

    async auditRefusal(actor: Actor, action: string, error: unknown): Promise<void> {
      if (!(error instanceof ApiError)) return;
      await auditActor(db, clock.now(), actor, 'insurance.refused', {
        action,
        http: error.http,
        message: error.messageKey,
        fields: error.problems.map((p) => p.attribute),
      });
    },
  };
}
