/**
 * What the payment form looks up while it is filled in (spec 2 §7): the rules of a type, purpose
 * codes, the organisation's accounts and corporate cards, budget recipients, other clients' and
 * banks' names, recent beneficiaries, a new payment's number and date, a sum in words. Also the
 * own-account and purpose-code lookups another module's payment checks need (modules/payment-claims).
 */
import {
  UZS_COMMON_REQUIRED,
  UZS_CURRENCY,
  UZS_MIN_SUM,
  UZS_TYPE,
  UZS_TYPE_FIELDS,
  type UzsAccountOption,
  type UzsBenefData,
  type UzsCardInfo,
  type UzsCorpCard,
  type UzsPrepared,
  type UzsRulesInfo,
  type UzsTypeId,
} from '../../../../contracts/api/uzs-payment.ts';
import type { Language } from '../../../../contracts/envelope.ts';
import { fromMinor, toMinor } from '../../../../contracts/money.ts';
import { ACCOUNT_LENGTHS } from '../../../../contracts/validation/account.ts';
import { AMOUNT_MAX_LENGTH } from '../../../../contracts/validation/amount.ts';
import { CARD_TOKEN_PATTERN } from '../../../../contracts/validation/zod.ts';
import { cardToken } from '../../core/card-token.ts';
import type { Db } from '../../db/client.ts';
import type { accounts } from '../../db/schema/payments.ts';
import { ApiError } from '../../plugins/errors.ts';
import { sumInWords } from '../../core/sum-in-words.ts';
import type { Actor, PaymentContext } from './payment-context.ts';
import * as repo from './repository.ts';

function accountOption(row: { account: typeof accounts.$inferSelect; bankName: string }): UzsAccountOption {
  const a = row.account;
  return {
    number: a.number,
    mfo: a.mfo,
    bank_name: row.bankName,
    name: a.name,
    currency: a.currency,
    balance: fromMinor(a.balance - a.reserved + a.overdraftLimit),
    state: a.state === 'closed' ? 'closed' : 'open',
  };
}

function cardOf(row: {
  card: { panToken: string; panMask: string; holder: string; expiry: string };
  account: { number: string; mfo: string; balance: bigint; currency: string };
  bankName: string;
}): UzsCorpCard {
  return {
    number: row.account.number,
    card: row.card.panMask,
    token: row.card.panToken,
    expiry: row.card.expiry,
    mfo: row.account.mfo,
    bank_name: row.bankName,
    amount: fromMinor(row.account.balance),
    currency: row.account.currency,
    holder: row.card.holder,
  };
}

export function createLookupService({ db, callerOf, ownOrganization, operatingDate }: PaymentContext) {
  return {
    rules(type: number): UzsRulesInfo {
      const own: readonly string[] = UZS_TYPE_FIELDS[type as UzsTypeId] ?? [];
      return {
        type: type as UzsTypeId,
        required: [...UZS_COMMON_REQUIRED, ...own],
        r_account_lengths: [...ACCOUNT_LENGTHS],
        min_sum: UZS_MIN_SUM,
        sum_max_length: AMOUNT_MAX_LENGTH,
      };
    },

    async codes(lang: Language, type?: number) {
      const rows = await repo.codes(db, type);
      return rows.map((r) => ({ code: r.code, name: { ru: r.nameRu, en: r.nameEn, uz: r.nameUz }[lang] }));
    },

    async accounts(actor: Actor): Promise<UzsAccountOption[]> {
      const caller = await callerOf(db, actor);
      const rows = await repo.orgAccounts(db, ownOrganization(caller), 'current');
      return rows.filter((r) => r.account.state === 'open').map(accountOption);
    },

    async corpAccounts(actor: Actor): Promise<UzsAccountOption[]> {
      const caller = await callerOf(db, actor);
      const rows = await repo.orgAccounts(db, ownOrganization(caller), 'corp_card');
      return rows.filter((r) => r.account.state === 'open').map(accountOption);
    },

    async corpCards(actor: Actor, account: string, mfo: string): Promise<UzsCorpCard[]> {
      const caller = await callerOf(db, actor);
      const rows = await repo.orgCards(db, ownOrganization(caller), account, mfo);
      return rows.map(cardOf);
    },

    async cardInfo(actor: Actor, card: string): Promise<UzsCardInfo> {
      const caller = await callerOf(db, actor);
      // The typed number is turned into its token at once and never kept or answered back.
      const typed = card.replace(/\s/g, '');
      const token = CARD_TOKEN_PATTERN.test(typed) ? typed : cardToken(typed);
      const rows = await repo.orgCards(db, ownOrganization(caller));
      const found = rows.find((r) => r.card.panToken === token);
      if (found === undefined) throw ApiError.notFound('uzs.card.unknown');
      return cardOf(found);
    },

    async budgetName(account: string) {
      const row = await repo.budgetRecipient(db, account);
      if (row === null) throw ApiError.notFound('uzs.budget.unknown');
      return { name: row.name, inn: row.inn, region: row.region, district: row.district };
    },

    async clientInfo(account: string, mfo: string) {
      const row = await repo.clientAccount(db, account, mfo);
      if (row === null) throw ApiError.notFound();
      return { inn: row.inn, name: row.name };
    },

    async bankInfo(mfo: string) {
      const row = await repo.bank(db, mfo);
      if (row === null) throw ApiError.notFound('uzs.mfo.unknown');
      return { mfo: row.mfo, name: row.name };
    },

    async beneficiaries(actor: Actor, text: string): Promise<UzsBenefData> {
      const caller = await callerOf(db, actor);
      const org = ownOrganization(caller);
      const recent = (await repo.recentRecipients(db, org, text))
        .sort((a, b) => b.at.getTime() - a.at.getTime())
        .slice(0, 20);
      const known = await repo.knownRecipients(db, org, text);
      const shape = (r: {
        rAccount: string;
        rMfo: string;
        rBank: string;
        rInn: string | null;
        rName: string;
      }) => ({
        r_account: r.rAccount,
        r_mfo: r.rMfo,
        r_bank: r.rBank,
        r_inn: r.rInn,
        r_name: r.rName,
      });
      return { recent: recent.map(shape), known: known.map(shape) };
    },

    async prepare(actor: Actor, type: UzsTypeId = UZS_TYPE.ordinary): Promise<UzsPrepared> {
      const caller = await callerOf(db, actor);
      const org = ownOrganization(caller);
      const organization = await repo.organization(db, org);
      const accounts = (await repo.orgAccounts(db, org, 'current')).filter((r) => r.account.state === 'open');
      return {
        type,
        number: await repo.nextNumber(db, org),
        date: await operatingDate(db),
        currency: UZS_CURRENCY,
        accounts: accounts.map(accountOption),
        must_sign_b: organization?.mustSignB ?? false,
      };
    },

    async operationDate() {
      return { date: await operatingDate(db) };
    },

    sumText(sum: string, lang: Language) {
      return { sum_in_text: sumInWords(toMinor(sum), 'UZS', lang) };
    },

    /** The organisation's own account by number and mfo, or null; read in the caller's transaction. */
    async ownAccount(tx: Db, organizationId: number, number: string, mfo: string) {
      return repo.orgAccount(tx, organizationId, number, mfo);
    },

    /** A purpose code with the payment types it may be used for; null when unknown. */
    async purposeCode(tx: Db, code: string) {
      return repo.code(tx, code);
    },
  };
}
