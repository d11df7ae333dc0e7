/**
 * Referral (issue 27; spec 3 §2.6: routes and roles only, "the content of these screens is not
 * shown"; calls designed here, docs/decisions.md "Referral"). A signed-in user becomes an agent and
 * gets an unguessable promo code and a link /referral/{promocode}; a guest opening the link sends
 * an application (organisation name, INN, phone, contact); a client organisation may instead enter
 * an agent's code. One application per organisation (INN). The bank (admin, admin_bank) moves an
 * application to in review, opened or rejected; an opened one earns the agent the payout, which the
 * bank marks paid. Guessing codes is rate-limited per address and per user.
 */
import { z } from 'zod';
import { REFERRAL_CLIENTS, type Role } from '../roles.ts';
import { moneyText, pagedOf } from './answers.ts';
import { endpoint } from './endpoint.ts';
import { dbId, pageParam } from './ids.ts';

const base = '/api/v2/' as const;

export const REFERRAL_ADMINS = ['admin', 'admin_bank'] as const satisfies readonly Role[];

/** Promo codes: 10 characters of a 32-letter alphabet without look-alikes (0, 1, I, O): 50 bits. */
export const PROMO_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const PROMO_LENGTH = 10;
export const promoCode = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(new RegExp(`^[${PROMO_ALPHABET}]{${String(PROMO_LENGTH)}}$`)));

export const REFERRAL_STATUSES = ['new', 'in_review', 'opened', 'rejected'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
/** What the bank pays an agent for an organisation that opened an account, in soums. */
export const REFERRAL_PAYOUT = '200000.00';

const pageOnly = z.strictObject({
  page: pageParam.default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const agentSchema = z.object({
  promo_code: z.string(),
  /** The app path of the invitation landing; the client prefixes its own origin. */
  link_path: z.string(),
  created_at: z.string(),
  applications: z.number().int(),
  opened: z.number().int(),
  payout_total: moneyText,
  payout_paid: moneyText,
});
export type ReferralAgent = z.output<typeof agentSchema>;

export const referralMe = endpoint({
  method: 'GET',
  base,
  path: 'referral/me',
  access: '*',
  response: z.object({ agent: agentSchema.nullable() }),
});

export const referralJoin = endpoint({
  method: 'POST',
  base,
  path: 'referral/join',
  access: '*',
  idempotent: 'optional',
  response: agentSchema,
});

export const referralLanding = endpoint({
  method: 'GET',
  base,
  path: 'referral/landing/:promocode',
  access: 'public',
  params: z.strictObject({ promocode: promoCode }),
  response: z.object({ promo_code: z.string(), agent_name: z.string() }),
});

export const referralApplyBody = z.strictObject({
  promocode: promoCode,
  organization_name: z.string().trim().min(2).max(200),
  inn: z.string().regex(/^\d{9}$/),
  phone: z.string().regex(/^998\d{9}$/),
  contact_name: z.string().trim().min(2).max(120),
});
export type ReferralApplyBody = z.input<typeof referralApplyBody>;

export const referralApply = endpoint({
  method: 'POST',
  base,
  path: 'referral/apply',
  access: 'public',
  body: referralApplyBody,
  response: z.object({ id: z.number().int() }),
});

export const referralEnterPromo = endpoint({
  method: 'POST',
  base,
  path: 'referral/enter-promo-code',
  access: REFERRAL_CLIENTS,
  idempotent: 'optional',
  body: z.strictObject({ promocode: promoCode }),
  response: z.object({ id: z.number().int(), agent_name: z.string() }),
});

export const applicationSchema = z.object({
  id: z.number().int(),
  source: z.enum(['landing', 'promo']),
  organization_name: z.string(),
  inn: z.string(),
  phone: z.string(),
  contact_name: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  statusName: z.string(),
  payout: moneyText,
  payout_paid: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Bank side only: the caller may move it on / mark the payout paid. */
  isDecide: z.boolean(),
  isPayout: z.boolean(),
});
export type ReferralApplication = z.output<typeof applicationSchema>;

export const referralAgentRequests = endpoint({
  method: 'POST',
  base,
  path: 'referral/agent-requests',
  access: '*',
  query: pageOnly,
  body: z.strictObject({}),
  response: pagedOf(applicationSchema),
});

export const referralAttracted = endpoint({
  method: 'POST',
  base,
  path: 'referral/attracted-clients-applications',
  access: '*',
  query: pageOnly,
  body: z.strictObject({}),
  response: pagedOf(applicationSchema),
});

export const adminAgentSchema = z.object({
  promo_code: z.string(),
  full_name: z.string(),
  username: z.string(),
  organization_name: z.string(),
  created_at: z.string(),
  applications: z.number().int(),
  opened: z.number().int(),
  payout_total: moneyText,
  payout_due: moneyText,
});
export type ReferralAdminAgent = z.output<typeof adminAgentSchema>;

export const referralAdminList = endpoint({
  method: 'POST',
  base,
  path: 'referral/admin-list',
  access: REFERRAL_ADMINS,
  query: pageOnly,
  body: z.strictObject({ text: z.string().trim().max(100).optional() }),
  response: pagedOf(adminAgentSchema),
});

export const referralAdminAgent = endpoint({
  method: 'POST',
  base,
  path: 'referral/admin-list/agent/:agentPromoCode',
  access: REFERRAL_ADMINS,
  params: z.strictObject({ agentPromoCode: promoCode }),
  query: pageOnly,
  body: z.strictObject({}),
  response: z.object({ agent: adminAgentSchema, applications: pagedOf(applicationSchema) }),
});

export const referralDecide = endpoint({
  method: 'POST',
  base,
  path: 'referral/decide',
  access: REFERRAL_ADMINS,
  idempotent: 'optional',
  body: z.strictObject({ id: dbId, status: z.enum(['in_review', 'opened', 'rejected']) }),
  response: applicationSchema,
});

export const referralPayout = endpoint({
  method: 'POST',
  base,
  path: 'referral/payout',
  access: REFERRAL_ADMINS,
  idempotent: 'optional',
  body: z.strictObject({ id: dbId }),
  response: applicationSchema,
});

/** Allowed moves of an application (docs/decisions.md, Referral). */
export function referralCanMove(from: ReferralStatus, to: ReferralStatus): boolean {
  if (from === 'new') return to === 'in_review' || to === 'opened' || to === 'rejected';
  if (from === 'in_review') return to === 'opened' || to === 'rejected';
  return false;
}
