/**
 * Partner check and UZ-invest (contracts/api/services.ts). The partner check reads the register
 * copy and this bank's accounts of the INN; an INN not in the register answers found: false. An
 * application must name an active offer and at least its minimum amount (422 per field, nothing
 * stored); it is stored for the caller's organisation and audited, a refusal audited after the
 * rollback. Lists are scoped to the caller's organisations.
 */
import type { InvestApplication, InvestApplyBody, Partner } from '../../../../contracts/api/services.ts';
import { INVEST_APPLICANTS } from '../../../../contracts/api/services.ts';
import { pageMeta, type Language } from '../../../../contracts/envelope.ts';
import { fromMinor, toMinor } from '../../../../contracts/money.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError } from '../../plugins/errors.ts';
import * as repo from './repository.ts';

type Offer = NonNullable<Awaited<ReturnType<typeof repo.offer>>>;

function offerName(offer: Offer, lang: Language): string {
  return lang === 'en' ? offer.nameEn : lang === 'uz' ? offer.nameUz : offer.nameRu;
}

function rateText(bp: number): string {
  return (bp / 100).toFixed(2);
}

export function createServicesService(db: Db, clock: Clock) {
  function toApplication(
    r: NonNullable<Awaited<ReturnType<typeof repo.applicationById>>>,
    lang: Language,
  ): InvestApplication {
    return {
      id: r.application.id,
      offer_name: offerName(r.offer, lang),
      amount: fromMinor(r.application.amount),
      currency: r.offer.currency,
      phone: r.application.phone,
      comment: r.application.comment,
      status: r.application.status,
      created_at: r.application.createdAt.toISOString(),
      created_by: r.author,
    };
  }

  return {
    async partner(actor: Actor, inn: string): Promise<Partner> {
      const [row, accounts] = await Promise.all([repo.partnerByInn(db, inn), repo.accountsOfInn(db, inn)]);
      await auditActor(db, clock.now(), actor, 'partner.check', { inn, found: row !== null });
      const status = row?.status;
      return {
        inn,
        found: row !== null,
        name: row?.name ?? '',
        registered_on: row?.registeredOn ?? '',
        registration_number: row?.registrationNumber ?? '',
        address: row?.address ?? '',
        director: row?.director ?? '',
        status:
          status === 'active' || status === 'liquidating' || status === 'liquidated' || status === 'suspended'
            ? status
            : null,
        flagged: row?.flagged ?? false,
        flag_reason: row?.flagReason ?? '',
        data_date: row?.dataDate ?? '',
        accounts,
      };
    },

    async offers(actor: Actor) {
      return (await repo.offers(db)).map((o) => ({
        id: o.id,
        code: o.code,
        name: offerName(o, actor.lang),
        kind: o.kind,
        currency: o.currency,
        rate: rateText(o.rateBp),
        term_months: o.termMonths,
        min_amount: fromMinor(o.minAmount),
      }));
    },

    async apply(tx: Db, actor: Actor, body: InvestApplyBody): Promise<InvestApplication> {
      if (!roleAllowed(actor.session.role, INVEST_APPLICANTS))
        throw ApiError.forbidden(undefined, 'invest.notAllowed');
      const organizationId = actor.session.organizationId;
      if (organizationId === null) throw ApiError.forbidden(undefined, 'invest.notAllowed');
      const offer = await repo.offer(tx, body.offer_id);
      if (offer === null || !offer.active)
        throw ApiError.rejected([{ attribute: 'offer_id', key: 'invest.offer' }]);
      const amount = toMinor(body.amount);
      if (amount < offer.minAmount)
        throw ApiError.rejected([
          {
            attribute: 'amount',
            key: 'invest.minAmount',
            params: { min: `${fromMinor(offer.minAmount)} ${offer.currency}` },
          },
        ]);
      const now = clock.now();
      const id = await repo.insertApplication(tx, {
        organizationId,
        offerId: offer.id,
        amount,
        phone: body.phone,
        comment: body.comment.trim(),
        createdBy: actor.session.userId,
        createdAt: now,
      });
      await auditActor(tx, now, actor, 'invest.apply', { id, offerId: offer.id });
      const row = await repo.applicationById(tx, id);
      if (row === null) throw new Error('application vanished');
      return toApplication(row, actor.lang);
    },

    async applications(actor: Actor, page: number, pageSize: number) {
      const scope = (await actor.readScope()) ?? [];
      const { rows, total } = await repo.listApplications(db, scope, page, pageSize);
      return { list: rows.map((r) => toApplication(r, actor.lang)), _meta: pageMeta(total, page, pageSize) };
    },

    async auditRefusal(actor: Actor, error: unknown): Promise<void> {
      if (!(error instanceof ApiError)) return;
      await auditActor(db, clock.now(), actor, 'invest.refused', {
        http: error.http,
        message: error.messageKey,
        problems: error.problems.length,
      });
    },
  };
}
