/**
 * OKO — tariffs and commissions (issue 26, spec 1 §2.3 Other, §6.2, 3 §2.7, §6): /oko and
 * /oko/:agrNum/:tariffId for the client roles (the organisation's tariff agreements, each tariff's
 * commissions and the commissions actually charged, read from the ledger), an application to move
 * an agreement to another tariff; /oko/applications and /oko/applications-view for
 * universal_manager, contact_center and msb_user, who accept or refuse it with a reason. The client
 * sees the outcome in its list of applications. Calls are designed here (spec: content not shown).
 */
import { z } from 'zod';
import { ACTING_CLIENT_ROLES, CLIENT_ROLES, type Role } from '../roles.ts';
import { dbIdParam } from './ids.ts';
import { moneyText, pagedOf } from './answers.ts';
import { endpoint } from './endpoint.ts';
import { pageQuery } from './paging.ts';

export const OKO_READERS = CLIENT_ROLES;
/** passive_user reads only. */
export const OKO_APPLICANTS = ACTING_CLIENT_ROLES;
export const OKO_STAFF = [
  'universal_manager',
  'contact_center',
  'msb_user',
] as const satisfies readonly Role[];

export const OKO_APPLICATION_STATUSES = ['sent', 'accepted', 'refused'] as const;
export type OkoApplicationStatus = (typeof OKO_APPLICATION_STATUSES)[number];
export const OKO_COMMENT_MAX = 300;
export const OKO_REASON_MAX = 300;
/** Days of charges the agreement list totals. */
export const OKO_CHARGED_DAYS = 30;

const base = '/api/v2/' as const;
export const agrNumText = z.string().regex(/^[0-9A-Za-z-]{3,30}$/);

export const okoTariffSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  monthly_fee: moneyText,
  active: z.boolean(),
});
export type OkoTariff = z.output<typeof okoTariffSchema>;

export const okoCommissionSchema = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(['fixed', 'percent']),
  /** Fixed amount, or '' for a rate. */
  amount: z.string(),
  /** Percent as text ("0.15"), or '' for a fixed amount. */
  rate: z.string(),
  min_amount: z.string(),
  /** Charged under this code on the agreement in the last OKO_CHARGED_DAYS days. */
  charged_total: moneyText,
  charged_count: z.number().int(),
});
export type OkoCommission = z.output<typeof okoCommissionSchema>;

export const okoAgreementSchema = z.object({
  agr_num: z.string(),
  account: z.string(),
  signed_on: z.string(),
  tariff_since: z.string(),
  tariff: okoTariffSchema,
  /** Commissions charged in the last OKO_CHARGED_DAYS days. */
  charged_total: moneyText,
  /** An application for it is waiting for the bank. */
  pending: z.boolean(),
});
export type OkoAgreement = z.output<typeof okoAgreementSchema>;

export const okoChargeSchema = z.object({
  at: z.string(),
  code: z.string(),
  name: z.string(),
  amount: moneyText,
  doc_number: z.string(),
  purpose: z.string(),
});
export type OkoCharge = z.output<typeof okoChargeSchema>;

export const okoApplicationSchema = z.object({
  id: z.number().int(),
  agr_num: z.string(),
  organization: z.object({ name: z.string(), inn: z.string() }),
  from_tariff: z.string(),
  to_tariff: z.string(),
  comment: z.string(),
  status: z.enum(OKO_APPLICATION_STATUSES),
  reason: z.string(),
  created_at: z.string(),
  created_by: z.string(),
  decided_at: z.string(),
  decided_by: z.string(),
  version: z.number().int(),
  /** For staff: may accept or refuse. */
  is_decide: z.boolean(),
});
export type OkoApplication = z.output<typeof okoApplicationSchema>;

export const okoApplyBody = z.strictObject({
  agr_num: agrNumText,
  tariff_id: z.number().int().positive(),
  comment: z.string().trim().max(OKO_COMMENT_MAX),
});
export type OkoApplyBody = z.input<typeof okoApplyBody>;

export const okoDecideBody = z.strictObject({
  id: z.number().int().positive(),
  decision: z.enum(['accept', 'refuse']),
  /** Required (3+ characters) to refuse. */
  reason: z.string().trim().max(OKO_REASON_MAX),
});
export type OkoDecideBody = z.input<typeof okoDecideBody>;

export const okoAgreements = endpoint({
  method: 'GET',
  base,
  path: 'oko/agreements',
  access: OKO_READERS,
  response: z.array(okoAgreementSchema),
});

export const okoTariffs = endpoint({
  method: 'GET',
  base,
  path: 'oko/tariffs',
  access: OKO_READERS,
  response: z.array(okoTariffSchema),
});

/** One agreement under one tariff: the tariff's commissions and a page of the charges. */
export const okoAgreement = endpoint({
  method: 'GET',
  base,
  path: 'oko/agreement',
  access: OKO_READERS,
  query: pageQuery.extend({ agr_num: agrNumText, tariff_id: dbIdParam }),
  response: z.object({
    agreement: okoAgreementSchema,
    tariff: okoTariffSchema,
    commissions: z.array(okoCommissionSchema),
    charges: pagedOf(okoChargeSchema),
  }),
});

export const okoMyApplications = endpoint({
  method: 'GET',
  base,
  path: 'oko/my-applications',
  access: OKO_READERS,
  query: pageQuery,
  response: pagedOf(okoApplicationSchema),
});

export const okoApply = endpoint({
  method: 'POST',
  base,
  path: 'oko/apply',
  access: OKO_APPLICANTS,
  idempotent: 'required',
  body: okoApplyBody,
  response: okoApplicationSchema,
});

export const okoApplications = endpoint({
  method: 'GET',
  base,
  path: 'oko/applications',
  access: OKO_STAFF,
  query: pageQuery.extend({ status: z.enum(OKO_APPLICATION_STATUSES).optional() }),
  response: pagedOf(okoApplicationSchema),
});

export const okoApplicationView = endpoint({
  method: 'GET',
  base,
  path: 'oko/application',
  access: OKO_STAFF,
  query: z.strictObject({ id: dbIdParam }),
  response: okoApplicationSchema,
});

/** If-Match: the version seen. */
export const okoDecide = endpoint({
  method: 'POST',
  base,
  path: 'oko/decide',
  access: OKO_STAFF,
  idempotent: 'required',
  body: okoDecideBody,
  response: okoApplicationSchema,
});
