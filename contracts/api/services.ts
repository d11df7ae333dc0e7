/**
 * Partner check and UZ-invest (issue 26; spec 1 §2.3 "Other": /partner-check, /uz-invest, purpose
 * and roles not described; docs/decisions.md "Partner check and UZ-invest"). Partner check: a
 * client looks a counterparty up by INN in the bank's copy of the state register (name,
 * registration, status, the bank's own flag, the date the data is as of) and sees its accounts in
 * this bank. UZ-invest: the bank's investment offers and a client's application for one, stored and
 * audited. Calls designed here.
 */
import { z } from 'zod';
import { ACTING_CLIENT_ROLES, CLIENT_ROLES } from '../roles.ts';
import { dbId } from './ids.ts';
import { moneyText, pagedOf } from './answers.ts';
import { endpoint } from './endpoint.ts';
import { pageQuery } from './paging.ts';

export const SERVICES_READERS = CLIENT_ROLES;
/** Who applies for an offer: client roles except passive_user, who reads only. */
export const INVEST_APPLICANTS = ACTING_CLIENT_ROLES;

export const PARTNER_STATUSES = ['active', 'liquidating', 'liquidated', 'suspended'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

const base = '/api/v2/' as const;

export const partnerSchema = z.object({
  inn: z.string(),
  /** false: the INN is not in the register (the other fields are empty). */
  found: z.boolean(),
  name: z.string(),
  registered_on: z.string(),
  registration_number: z.string(),
  address: z.string(),
  director: z.string(),
  status: z.enum(PARTNER_STATUSES).nullable(),
  flagged: z.boolean(),
  flag_reason: z.string(),
  /** The day the register data is as of (ISO date); '' when not found. */
  data_date: z.string(),
  /** Open accounts of an organisation with this INN in this bank. */
  accounts: z.array(z.object({ account: z.string(), mfo: z.string(), currency: z.string() })),
});
export type Partner = z.output<typeof partnerSchema>;

export const partnerCheck = endpoint({
  method: 'GET',
  base,
  path: 'services/partner-check',
  access: SERVICES_READERS,
  query: z.strictObject({ inn: z.string().regex(/^\d{9}$/) }),
  response: partnerSchema,
});

export const investOfferSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.string(),
  currency: z.string(),
  /** Annual rate in percent ("21.50"). */
  rate: z.string(),
  term_months: z.number().int(),
  min_amount: moneyText,
});
export type InvestOffer = z.output<typeof investOfferSchema>;

export const investOffers = endpoint({
  method: 'GET',
  base,
  path: 'services/invest-offers',
  access: SERVICES_READERS,
  response: z.array(investOfferSchema),
});

export const INVEST_COMMENT_MAX = 500;

export const investApplyBody = z.strictObject({
  offer_id: dbId,
  amount: z.string().regex(/^\d{1,13}(\.\d{1,2})?$/),
  phone: z.string().regex(/^998\d{9}$/),
  comment: z.string().trim().max(INVEST_COMMENT_MAX),
});
export type InvestApplyBody = z.input<typeof investApplyBody>;

export const investApplicationSchema = z.object({
  id: z.number().int(),
  offer_name: z.string(),
  amount: moneyText,
  currency: z.string(),
  phone: z.string(),
  comment: z.string(),
  status: z.string(),
  created_at: z.string(),
  created_by: z.string(),
});
export type InvestApplication = z.output<typeof investApplicationSchema>;

export const investApply = endpoint({
  method: 'POST',
  base,
  path: 'services/invest-apply',
  access: INVEST_APPLICANTS,
  idempotent: 'required',
  body: investApplyBody,
  response: investApplicationSchema,
});

export const investApplications = endpoint({
  method: 'GET',
  base,
  path: 'services/invest-applications',
  access: SERVICES_READERS,
  query: pageQuery,
  response: pagedOf(investApplicationSchema),
});
