/**
 * Ecosystem and OSGOR insurance (issue 27; spec 3 §2.5, §3.8, §4, §5, §7.5; base /api/v2/). Paths
 * and payload names are the spec's (camelCase fields as it shows them). The premium is paid by a
 * soum payment the contract creates from the organisation's own account to the insurer's: it is
 * signed and sent like any soum payment, and the contract's status is read from that payment
 * (docs/decisions.md, Ecosystem and OSGOR). Dates on the wire are ISO days (YYYY-MM-DD).
 */
import { z } from 'zod';
import { EMAIL_PATTERN, INSURANCE_PAGE_SIZE } from '../insurance-rules.ts';
import { ACTING_CLIENT_ROLES } from '../roles.ts';
import { fileAnswer, moneyText, pagedOf } from './answers.ts';
import { endpoint } from './endpoint.ts';
import { dbId, dbIdParam, pageParam } from './ids.ts';

const base = '/api/v2/' as const;

/** Who may buy a policy: the roles that prepare soum payments (passive_user only reads). */
export const INSURANCE_BUYERS = ACTING_CLIENT_ROLES;

/** Status of a contract, read from its payment and period (docs/decisions.md, Ecosystem and OSGOR). */
export const INSURANCE_STATUSES = ['awaiting_payment', 'in_bank', 'active', 'expired', 'refused'] as const;
export type InsuranceStatus = (typeof INSURANCE_STATUSES)[number];

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const amountText = z.string().regex(/^\d{1,13}(\.\d{1,2})?$/);

export const ecoMenuItemSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** The app's path of the service, or null when the service is announced but not open yet. */
  path: z.string().nullable(),
});
export type EcoMenuItem = z.output<typeof ecoMenuItemSchema>;

export const ecoSystemMenu = endpoint({
  method: 'GET',
  base,
  path: 'insurance/eco-system-menu',
  access: '*',
  response: z.array(ecoMenuItemSchema),
});

export const insuranceCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  /** false: the card is shown disabled (spec 3 §3.8). */
  status: z.boolean(),
});
export type InsuranceCompany = z.output<typeof insuranceCompanySchema>;

export const insuranceCompanyList = endpoint({
  method: 'GET',
  base,
  path: 'insurance/insurance-company-list',
  access: '*',
  response: z.array(insuranceCompanySchema),
});

export const insurancePrepareSchema = z.object({
  address: z.string(),
  inn: z.string(),
  okedCode: z.string(),
  okonhCode: z.string(),
  organizationName: z.string(),
  activityType: z.string(),
  /** Today (the bank's day) and a year less a day later, the form's first proposal. */
  periodStartDate: z.string(),
  periodEndDate: z.string(),
  agreementId: z.string(),
  /** The operating day (spec 3 §7.5: "an operation-date call"): the contract's date. */
  agreementDate: z.string(),
});
export type InsurancePrepare = z.output<typeof insurancePrepareSchema>;

export const insurancePrepare = endpoint({
  method: 'GET',
  base,
  path: 'insurance/prepare',
  access: INSURANCE_BUYERS,
  response: insurancePrepareSchema,
});

export const optionSchema = z.object({ key: z.number().int(), label: z.string() });
export type InsuranceOption = z.output<typeof optionSchema>;

export const insuranceRegions = endpoint({
  method: 'GET',
  base,
  path: 'insurance/regions',
  access: '*',
  query: z.strictObject({ insurance_company_id: dbIdParam }),
  response: z.array(optionSchema),
});

export const insuranceDistricts = endpoint({
  method: 'GET',
  base,
  path: 'insurance/districts',
  access: '*',
  query: z.strictObject({ region_id: dbIdParam, insurance_company_id: dbIdParam }),
  response: z.array(optionSchema),
});

export const insuranceAccountList = endpoint({
  method: 'GET',
  base,
  path: 'insurance/account-list',
  access: INSURANCE_BUYERS,
  response: z.array(z.object({ number: z.string(), mfo: z.string(), balance: moneyText })),
});

export const insuranceCalculateBody = z.strictObject({
  insurance_company_id: dbId,
  insuredAmount: amountText,
  okedCode: z.string().regex(/^\d{5}$/),
  okonhCode: z.string().regex(/^\d{5}$/),
  periodStartDate: isoDay,
  periodEndDate: isoDay,
});
export type InsuranceCalculateBody = z.input<typeof insuranceCalculateBody>;

/** Success: the premium. A warning answer (status warning, message) carries no data. */
export const insuranceCalculate = endpoint({
  method: 'POST',
  base,
  path: 'insurance/calculate',
  access: INSURANCE_BUYERS,
  body: insuranceCalculateBody,
  response: z.object({ premiumAmount: moneyText }).nullable(),
});

export const insuranceAddBody = z.strictObject({
  agreementId: z.string().trim().min(1).max(30),
  agreementDate: isoDay,
  periodStartDate: isoDay,
  periodEndDate: isoDay,
  premiumAmount: amountText,
  insuredAmount: amountText,
  okedCode: z.string().regex(/^\d{5}$/),
  okonhCode: z.string().regex(/^\d{5}$/),
  legalTypeId: z.literal(1),
  organizationName: z.string().trim().min(1).max(200),
  mfo: z.string().regex(/^\d{5}$/),
  inn: z.string().regex(/^\d{9}$/),
  account: z.string().regex(/^(\d{25}|\d{27})$/),
  /** 998 and nine digits (the form's (##)###-##-## without dashes). */
  phone: z.string().regex(/^998\d{9}$/),
  address: z.string().trim().min(1).max(300),
  email: z.string().trim().max(254).regex(EMAIL_PATTERN),
  regionIdForEosgoUz: dbId,
  districtIdForEosgoUz: dbId,
  activityType: z.string().trim().min(1).max(300),
  insurance_company_id: dbId,
});
export type InsuranceAddBody = z.input<typeof insuranceAddBody>;

export const insuranceAdd = endpoint({
  method: 'POST',
  base,
  path: 'insurance/add',
  access: INSURANCE_BUYERS,
  idempotent: 'required',
  body: insuranceAddBody,
  response: z.object({ id: z.number().int(), payment_id: z.number().int() }).nullable(),
});

export const insuranceRowSchema = z.object({
  id: z.number().int(),
  organizationName: z.string(),
  /** Relative URL of the PDF policy; '' until the policy is in force. */
  download_url: z.string(),
  insurance_company_name: z.string(),
  status: z.enum(INSURANCE_STATUSES),
  statusName: z.string(),
  agreementId: z.string(),
  agreementDate: z.string(),
  periodStartDate: z.string(),
  periodEndDate: z.string(),
  premiumAmount: moneyText,
  insuredAmount: moneyText,
  okedCode: z.string(),
  okonhCode: z.string(),
  mfo: z.string(),
  inn: z.string(),
  account: z.string(),
  phone: z.string(),
  address: z.string(),
  email: z.string(),
  fullNumber: z.string(),
  policySeria: z.string(),
  policyNumber: z.string(),
  /** The bank's reason when the premium payment was refused, else ''. */
  error_text: z.string(),
  payment_id: z.number().int(),
  payment_number: z.string(),
});
export type InsuranceRow = z.output<typeof insuranceRowSchema>;

export const insuranceList = endpoint({
  method: 'POST',
  base,
  path: 'insurance/list',
  access: '*',
  query: z.strictObject({
    page: pageParam.default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(INSURANCE_PAGE_SIZE),
  }),
  body: z.strictObject({ from_date: isoDay, to_date: isoDay }),
  response: pagedOf(insuranceRowSchema),
});

export const insuranceView = endpoint({
  method: 'GET',
  base,
  path: 'insurance/view',
  access: '*',
  query: z.strictObject({ id: dbIdParam }),
  response: insuranceRowSchema,
});

export const insuranceStatusList = endpoint({
  method: 'GET',
  base,
  path: 'insurance/status-list',
  access: '*',
  response: z.array(z.object({ id: z.enum(INSURANCE_STATUSES), name: z.string() })),
});

export const insuranceDownload = endpoint({
  method: 'GET',
  base,
  path: 'insurance/download',
  access: '*',
  query: z.strictObject({ id: dbIdParam }),
  response: fileAnswer,
});

export function insuranceFileName(seria: string, number: string): string {
  return `osgor_${seria}_${number}.pdf`;
}

export const carSchema = z.object({
  id: z.number().int(),
  govNumber: z.string(),
  vehicleModel: z.string(),
  applicantName: z.string(),
  insuranceOrgName: z.string(),
  policyNumber: z.string(),
  policyType: z.string(),
  drivers: z.array(z.string()),
  policyStartDate: z.string(),
  policyEndDate: z.string(),
  insurancePremium: moneyText,
  insuranceSum: moneyText,
  policyStatus: z.string(),
});
export type InsuredCar = z.output<typeof carSchema>;

export const avtoList = endpoint({
  method: 'GET',
  base,
  path: 'insurance/avto-list',
  access: '*',
  response: z.array(carSchema),
});
