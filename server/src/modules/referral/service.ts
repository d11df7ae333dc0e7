/**
 * Referral programme (contracts/api/referral.ts; docs/decisions.md, Referral). Promo codes come
 * from the operating system's random generator (50 bits), so they cannot be enumerated; the routes
 * rate-limit every look-up and use of a code per address (guests) and per user. One application
 * per organisation: the INN is unique, a second one is refused per field whoever brought it.
 * Changes are audited, refusals too (routes.ts).
 */
import {
  REFERRAL_PAYOUT,
  referralCanMove,
  type ReferralAdminAgent,
  type ReferralAgent,
  type ReferralApplication,
  type ReferralApplyBody,
  type ReferralStatus,
} from '../../../../contracts/api/referral.ts';
import { pageMeta, type Language } from '../../../../contracts/envelope.ts';
import { fromMinor, toMinor } from '../../../../contracts/money.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { t } from '../../i18n.ts';
import { auditActor, recordAudit } from '../../plugins/audit.ts';
import { ApiError } from '../../plugins/errors.ts';
import * as repo from './repository.ts';
import { newPromoCode } from './promo-code.ts';

const money = (text: string) => fromMinor(BigInt(text));

function toApplication(r: repo.ApplicationRow, lang: Language, bank: boolean): ReferralApplication {
  const status = r.status as ReferralStatus;
  return {
    id: r.id,
    source: r.source === 'promo' ? 'promo' : 'landing',
    organization_name: r.organizationName,
    inn: r.inn,
    phone: r.phone,
    contact_name: r.contactName,
    status,
    statusName: t(lang, `referral.status.${status}`),
    payout: fromMinor(r.payout),
    payout_paid: r.payoutPaidAt !== null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    isDecide: bank && (status === 'new' || status === 'in_review'),
    isPayout: bank && status === 'opened' && r.payout > 0n && r.payoutPaidAt === null,
  };
}

function toAdminAgent(r: repo.AdminAgentRecord): ReferralAdminAgent {
  const total = BigInt(r.payoutTotal);
  return {
    promo_code: r.agent.promoCode,
    full_name: r.fullName,
    username: r.username,
    organization_name: r.organizationName,
    created_at: r.agent.createdAt.toISOString(),
    applications: Number(r.applications),
    opened: Number(r.opened),
    payout_total: fromMinor(total),
    payout_due: fromMinor(total - BigInt(r.payoutPaid)),
  };
}

export function createReferralService(db: Db, clock: Clock) {
  /**
   * `executor` is the caller's transaction when there is one: a read on `db` inside it waits for the
   * transaction's own connection on PGlite (one connection) and never answers.
   */
  async function agentAnswer(agent: repo.AgentRow, executor: Db = db): Promise<ReferralAgent> {
    const s = await repo.agentStats(executor, agent.id);
    return {
      promo_code: agent.promoCode,
      link_path: `/referral/${agent.promoCode}`,
      created_at: agent.createdAt.toISOString(),
      applications: Number(s.applications),
      opened: Number(s.opened),
      payout_total: money(s.payoutTotal),
      payout_paid: money(s.payoutPaid),
    };
  }

  async function applicationsOf(actor: Actor, source: 'landing' | 'promo', page: number, pageSize: number) {
    const agent = await repo.agentOfUser(db, actor.session.userId);
    if (agent === null) return { list: [], _meta: pageMeta(0, page, pageSize) };
    const { rows, total } = await repo.applications(db, agent.id, source, page, pageSize);
    return {
      list: rows.map((r) => toApplication(r, actor.lang, false)),
      _meta: pageMeta(total, page, pageSize),
    };
  }

  return {
    async me(actor: Actor) {
      const agent = await repo.agentOfUser(db, actor.session.userId);
      return { agent: agent === null ? null : await agentAnswer(agent) };
    },

    async join(tx: Db, actor: Actor): Promise<ReferralAgent> {
      const existing = await repo.agentOfUser(tx, actor.session.userId);
      if (existing !== null) return agentAnswer(existing, tx);
      const now = clock.now();
      const agent = await repo.insertAgent(tx, {
        userId: actor.session.userId,
        organizationId: actor.session.organizationId,
        promoCode: newPromoCode(),
        createdAt: now,
      });
      await auditActor(tx, now, actor, 'referral.join', { agentId: agent.id });
      return {
        promo_code: agent.promoCode,
        link_path: `/referral/${agent.promoCode}`,
        created_at: agent.createdAt.toISOString(),
        applications: 0,
        opened: 0,
        payout_total: '0.00',
        payout_paid: '0.00',
      };
    },

    async landing(code: string) {
      const found = await repo.agentByCode(db, code);
      if (found === null) throw ApiError.notFound('referral.unknownCode');
      return { promo_code: found.agent.promoCode, agent_name: found.fullName };
    },

    /** A guest's application from the landing; public, so audited with the address only. */
    async apply(body: ReferralApplyBody & { promocode: string }, ip: string) {
      return db.transaction(async (tx) => {
        const found = await repo.agentByCode(tx, body.promocode);
        if (found === null) throw ApiError.notFound('referral.unknownCode');
        const now = clock.now();
        const id = await repo.insertApplication(tx, {
          agentId: found.agent.id,
          source: 'landing',
          organizationName: body.organization_name.trim(),
          inn: body.inn,
          phone: body.phone,
          contactName: body.contact_name.trim(),
          createdAt: now,
          updatedAt: now,
        });
        if (id === null) throw ApiError.rejected([{ attribute: 'inn', key: 'referral.innUsed' }]);
        await recordAudit(tx, {
          at: now,
          action: 'referral.apply',
          userId: null,
          username: null,
          organizationId: null,
          ip,
          detail: { id, agentId: found.agent.id },
        });
        return { id };
      });
    },

    async enterPromo(tx: Db, actor: Actor, code: string) {
      const organizationId = actor.session.organizationId;
      if (organizationId === null) throw ApiError.forbidden(undefined, 'referral.noOrganization');
      const found = await repo.agentByCode(tx, code);
      if (found === null) throw ApiError.rejected([{ attribute: 'promocode', key: 'referral.unknownCode' }]);
      if (found.agent.userId === actor.session.userId || found.agent.organizationId === organizationId)
        throw ApiError.rejected([{ attribute: 'promocode', key: 'referral.ownCode' }]);
      const org = await repo.organization(tx, organizationId);
      if (org === null) throw ApiError.notFound();
      const now = clock.now();
      const id = await repo.insertApplication(tx, {
        agentId: found.agent.id,
        source: 'promo',
        organizationName: org.name,
        inn: org.inn,
        phone: '',
        contactName: actor.session.username,
        organizationId,
        createdAt: now,
        updatedAt: now,
      });
      if (id === null) throw ApiError.rejected([{ attribute: 'promocode', key: 'referral.innUsed' }]);
      await auditActor(tx, now, actor, 'referral.promo', { id, agentId: found.agent.id });
      return { id, agent_name: found.fullName };
    },

    agentRequests: (actor: Actor, page: number, pageSize: number) =>
      applicationsOf(actor, 'landing', page, pageSize),
    attracted: (actor: Actor, page: number, pageSize: number) =>
      applicationsOf(actor, 'promo', page, pageSize),

    async adminList(text: string | undefined, page: number, pageSize: number) {
      const { rows, total } = await repo.agents(db, text, page, pageSize);
      return { list: rows.map(toAdminAgent), _meta: pageMeta(total, page, pageSize) };
    },

    async adminAgent(actor: Actor, code: string, page: number, pageSize: number) {
      const agent = await repo.adminAgent(db, code);
      if (agent === null) throw ApiError.notFound('referral.unknownCode');
      const { rows, total } = await repo.applications(db, agent.agent.id, null, page, pageSize);
      return {
        agent: toAdminAgent(agent),
        applications: {
          list: rows.map((r) => toApplication(r, actor.lang, true)),
          _meta: pageMeta(total, page, pageSize),
        },
      };
    },

    async decide(tx: Db, actor: Actor, id: number, to: 'in_review' | 'opened' | 'rejected') {
      const row = await repo.lockApplication(tx, id);
      if (row === null) throw ApiError.notFound();
      if (!referralCanMove(row.status as ReferralStatus, to))
        throw ApiError.rejected([{ attribute: 'status', key: 'referral.move' }]);
      const now = clock.now();
      const updated = await repo.updateApplication(tx, id, {
        status: to,
        payout: to === 'opened' ? toMinor(REFERRAL_PAYOUT) : 0n,
        decidedBy: actor.session.userId,
        updatedAt: now,
      });
      await auditActor(tx, now, actor, 'referral.decide', { id, from: row.status, to });
      return toApplication(updated, actor.lang, true);
    },

    async payout(tx: Db, actor: Actor, id: number) {
      const row = await repo.lockApplication(tx, id);
      if (row === null) throw ApiError.notFound();
      if (row.status !== 'opened' || row.payout <= 0n || row.payoutPaidAt !== null)
        throw ApiError.rejected([{ attribute: 'id', key: 'referral.payoutNotDue' }]);
      const now = clock.now();
      const updated = await repo.updateApplication(tx, id, { payoutPaidAt: now, updatedAt: now });
      await auditActor(tx, now, actor, 'referral.payout', { id, payout: fromMinor(row.payout) });
      return toApplication(updated, actor.lang, true);
    },

    async auditRefusal(actor: Actor | null, ip: string, action: string, error: unknown): Promise<void> {
      if (!(error instanceof ApiError)) return;
      const detail = { action, http: error.http, message: error.messageKey };
      if (actor !== null) await auditActor(db, clock.now(), actor, 'referral.refused', detail);
      else
        await recordAudit(db, {
          at: clock.now(),
          action: 'referral.refused',
          userId: null,
          username: null,
          organizationId: null,
          ip,
          detail,
        });
    },
  };
}
