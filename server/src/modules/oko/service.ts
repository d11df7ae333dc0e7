/**
 * OKO, tariffs and commissions (contracts/api/oko.ts). Client roles read their organisation's
 * agreements, each tariff's commissions and the commissions charged (ledger debits of the agreement's
 * account against the bank's commission income account, repository.ts); they apply to move an
 * agreement to another active tariff (one waiting application per agreement). universal_manager,
 * contact_center and msb_user accept (the agreement moves to the new tariff from today) or refuse
 * (with a reason) an application that is still sent. Another organisation's agreement answers 404;
 * every change and refusal is audited.
 */
import type {
  OkoAgreement,
  OkoApplication,
  OkoApplicationStatus,
  OkoApplyBody,
  OkoCommission,
  OkoDecideBody,
  OkoTariff,
} from '../../../../contracts/api/oko.ts';
import { OKO_APPLICANTS, OKO_CHARGED_DAYS } from '../../../../contracts/api/oko.ts';
import { pageMeta, type Language, type Paged } from '../../../../contracts/envelope.ts';
import { fromMinor } from '../../../../contracts/money.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, type FieldProblem } from '../../plugins/errors.ts';
import { assertRowVersion } from '../../plugins/row-version.ts';
import { tashkentDate } from '../../time-format.ts';
import * as repo from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type Named = { nameRu: string; nameEn: string; nameUz: string };
const nameIn = (row: Named, lang: Language) =>
  lang === 'en' ? row.nameEn : lang === 'uz' ? row.nameUz : row.nameRu;

const decided = () => new ApiError({ http: 409, status: 'error', message: 'oko.decided' });

function ownOrganization(actor: Actor): number {
  const id = actor.session.organizationId;
  if (id === null) throw ApiError.forbidden();
  return id;
}

export function createOkoService(db: Db, clock: Clock) {
  const since = () => new Date(clock.now().getTime() - OKO_CHARGED_DAYS * DAY_MS);

  function toTariff(t: repo.TariffRow, lang: Language): OkoTariff {
    return {
      id: t.id,
      code: t.code,
      name: nameIn(t, lang),
      monthly_fee: fromMinor(t.monthlyFee),
      active: t.active,
    };
  }

  function toAgreement(
    r: repo.AgreementRow,
    lang: Language,
    charged: bigint,
    pending: boolean,
  ): OkoAgreement {
    return {
      agr_num: r.agreement.agrNum,
      account: r.account,
      signed_on: r.agreement.signedOn,
      tariff_since: r.agreement.tariffSince,
      tariff: toTariff(r.tariff, lang),
      charged_total: fromMinor(charged),
      pending,
    };
  }

  function toApplication(r: repo.ApplicationRow, lang: Language, staff: boolean): OkoApplication {
    const a = r.application;
    return {
      id: a.id,
      agr_num: r.agrNum,
      organization: { name: r.orgName, inn: r.orgInn },
      from_tariff: nameIn(r.from, lang),
      to_tariff: nameIn(r.to, lang),
      comment: a.comment,
      status: a.status as OkoApplicationStatus,
      reason: a.reason ?? '',
      created_at: a.createdAt.toISOString(),
      created_by: r.authorName,
      decided_at: a.decidedAt?.toISOString() ?? '',
      decided_by: r.deciderName,
      version: a.version,
      is_decide: staff && a.status === 'sent',
    };
  }

  async function income(): Promise<number> {
    return (await repo.incomeAccountId(db)) ?? -1;
  }

  return {
    async agreements(actor: Actor, lang: Language): Promise<OkoAgreement[]> {
      const org = actor.session.organizationId;
      if (org === null) return [];
      const rows = await repo.agreementsOf(db, org);
      const incomeId = await income();
      const totals = new Map<number, bigint>();
      for (const r of rows) {
        const byCode = await repo.chargedByCode(db, incomeId, r.agreement, since());
        totals.set(
          r.agreement.id,
          [...byCode.values()].reduce((s, c) => s + c.total, 0n),
        );
      }
      const pending = await repo.pendingAgreementIds(
        db,
        rows.map((r) => r.agreement.id),
      );
      return rows.map((r) =>
        toAgreement(r, lang, totals.get(r.agreement.id) ?? 0n, pending.has(r.agreement.id)),
      );
    },

    async tariffs(lang: Language): Promise<OkoTariff[]> {
      return (await repo.allTariffs(db)).map((t) => toTariff(t, lang));
    },

    async agreement(
      actor: Actor,
      lang: Language,
      q: { agr_num: string; tariff_id: number; page: number; pageSize: number },
    ) {
      const org = ownOrganization(actor);
      const row = await repo.agreementByNumber(db, org, q.agr_num);
      const tariff = await repo.tariffById(db, q.tariff_id);
      if (row === null || tariff === null) throw ApiError.notFound();
      const incomeId = await income();
      const byCode = await repo.chargedByCode(db, incomeId, row.agreement, since());
      const commissions: OkoCommission[] = (await repo.commissionsOf(db, tariff.id)).map((c) => {
        const charged = byCode.get(c.code);
        return {
          code: c.code,
          name: nameIn(c, lang),
          kind: c.kind === 'percent' ? 'percent' : 'fixed',
          amount: c.amount === null ? '' : fromMinor(c.amount),
          rate: c.rateBp === null ? '' : (c.rateBp / 100).toFixed(2),
          min_amount: c.minAmount === null ? '' : fromMinor(c.minAmount),
          charged_total: fromMinor(charged?.total ?? 0n),
          charged_count: charged?.n ?? 0,
        };
      });
      const page = await repo.charges(db, incomeId, row.agreement, q.page, q.pageSize);
      const codes = [...new Set(page.rows.map((c) => c.purpose.split(' ')[0] ?? ''))];
      const names = await repo.commissionNames(db, codes);
      const total = [...byCode.values()].reduce((s, c) => s + c.total, 0n);
      const pending = await repo.pendingAgreementIds(db, [row.agreement.id]);
      return {
        agreement: toAgreement(row, lang, total, pending.has(row.agreement.id)),
        tariff: toTariff(tariff, lang),
        commissions,
        charges: {
          list: page.rows.map((c) => {
            const code = c.purpose.split(' ')[0] ?? '';
            const named = names.get(code);
            return {
              at: c.at.toISOString(),
              code,
              name: named ? nameIn(named, lang) : c.purpose,
              amount: fromMinor(c.amount),
              doc_number: c.docNumber,
              purpose: c.purpose,
            };
          }),
          _meta: pageMeta(page.total, q.page, q.pageSize),
        },
      };
    },

    async myApplications(
      actor: Actor,
      lang: Language,
      page: number,
      pageSize: number,
    ): Promise<Paged<OkoApplication>> {
      const org = actor.session.organizationId;
      if (org === null) return { list: [], _meta: pageMeta(0, page, pageSize) };
      const { rows, total } = await repo.listApplications(db, { organizationId: org }, page, pageSize);
      return { list: rows.map((r) => toApplication(r, lang, false)), _meta: pageMeta(total, page, pageSize) };
    },

    async apply(tx: Db, actor: Actor, lang: Language, body: OkoApplyBody): Promise<OkoApplication> {
      if (!roleAllowed(actor.session.role, OKO_APPLICANTS))
        throw ApiError.forbidden(undefined, 'oko.readOnly');
      const org = ownOrganization(actor);
      const problems: FieldProblem[] = [];
      const agreement = await repo.agreementByNumber(tx, org, body.agr_num, true);
      if (agreement === null) problems.push({ attribute: 'agr_num', key: 'oko.agreement' });
      else if ((await repo.pendingAgreementIds(tx, [agreement.agreement.id])).size > 0)
        problems.push({ attribute: 'agr_num', key: 'oko.pending' });
      const tariff = await repo.tariffById(tx, body.tariff_id);
      if (tariff === null || !tariff.active) problems.push({ attribute: 'tariff_id', key: 'oko.tariff' });
      else if (agreement !== null && agreement.agreement.tariffId === tariff.id)
        problems.push({ attribute: 'tariff_id', key: 'oko.sameTariff' });
      if (problems.length > 0 || agreement === null || tariff === null) throw ApiError.rejected(problems);
      const now = clock.now();
      const id = await repo.insertApplication(tx, {
        organizationId: org,
        agreementId: agreement.agreement.id,
        fromTariffId: agreement.agreement.tariffId,
        toTariffId: tariff.id,
        comment: body.comment.trim(),
        createdBy: actor.session.userId,
        createdAt: now,
      });
      await auditActor(tx, now, actor, 'oko.apply', { id, agrNum: body.agr_num, tariffId: tariff.id });
      const row = await repo.applicationById(tx, id);
      if (row === null) throw new Error('application vanished');
      return toApplication(row, lang, false);
    },

    async applications(
      lang: Language,
      status: OkoApplicationStatus | undefined,
      page: number,
      pageSize: number,
    ): Promise<Paged<OkoApplication>> {
      const { rows, total } = await repo.listApplications(db, { status }, page, pageSize);
      return { list: rows.map((r) => toApplication(r, lang, true)), _meta: pageMeta(total, page, pageSize) };
    },

    async application(lang: Language, id: number): Promise<OkoApplication> {
      const row = await repo.applicationById(db, id);
      if (row === null) throw ApiError.notFound();
      return toApplication(row, lang, true);
    },

    async decide(
      tx: Db,
      actor: Actor,
      lang: Language,
      body: OkoDecideBody,
      seen: number | null,
    ): Promise<OkoApplication> {
      const row = await repo.applicationById(tx, body.id, true);
      if (row === null) throw ApiError.notFound();
      assertRowVersion(seen, row.application.version);
      if (row.application.status !== 'sent') throw decided();
      const reason = body.reason.trim();
      if (body.decision === 'refuse' && reason.length < 3)
        throw ApiError.rejected([{ attribute: 'reason', key: 'oko.reason' }]);
      const now = clock.now();
      const a = row.application;
      await repo.decideApplication(tx, a.id, {
        status: body.decision === 'accept' ? 'accepted' : 'refused',
        reason: reason === '' ? null : reason,
        decidedBy: actor.session.userId,
        decidedAt: now,
      });
      if (body.decision === 'accept')
        await repo.moveAgreement(tx, a.agreementId, a.toTariffId, tashkentDate(now));
      await auditActor(tx, now, actor, 'oko.decide', { id: a.id, decision: body.decision });
      const after = await repo.applicationById(tx, a.id);
      if (after === null) throw new Error('application vanished');
      return toApplication(after, lang, true);
    },

    async auditRefusal(actor: Actor, action: string, error: unknown): Promise<void> {
      if (!(error instanceof ApiError)) return;
      await auditActor(db, clock.now(), actor, 'oko.refused', {
        action,
        http: error.http,
        message: error.messageKey,
        problems: error.problems.length,
      });
    },
  };
}
