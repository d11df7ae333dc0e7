/**
 * Registration of accounts (issue 25, spec 1 §2.4, §6.2; spec 3 §2.3, §2.7). The spec shows no
 * content and no calls, so they are designed here in the style of the other areas
 * (docs/decisions.md "Registration of accounts").
 *
 * An application is an online account order (contracts/api/online-order.ts) once it is sent: the
 * contact centre takes it, records the parameter values the bank's admin configured and completes
 * the configured steps in order; when every active step is done the bank's job opens the account
 * (online-order/processing.ts). The contact centre may reject it with a reason instead (the order
 * ends Rejected). An application's id is its order's id. The admin configures the steps (ordered,
 * named in three languages, active or not) and the parameters (fields with a type, required or
 * not, each belonging to a step). Editing a definition never alters values already recorded.
 */
import { z } from 'zod';
import type { Role } from '../roles.ts';
import { pagedOf } from './answers.ts';
import { endpoint } from './endpoint.ts';
import { dbId, dbIdParam } from './ids.ts';
import { pageQuery } from './paging.ts';

export const REGISTRATION_STAFF = ['contact_center'] as const satisfies readonly Role[];
export const REGISTRATION_ADMINS = ['admin'] as const satisfies readonly Role[];

/**
 * What the contact centre sees of an application: `new` (sent, nobody took it), `in_work` (taken),
 * `completed` (every step done, the bank's job opens the account), `opened`, `rejected`.
 */
export const REGISTRATION_STATUSES = ['new', 'in_work', 'completed', 'opened', 'rejected'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const PARAMETER_TYPES = ['text', 'number', 'date', 'select', 'boolean'] as const;
export type ParameterType = (typeof PARAMETER_TYPES)[number];

export const REGISTRATION_NAME_MAX = 100;
export const REGISTRATION_REASON_MAX = 300;
export const REGISTRATION_VALUE_MAX = 500;
export const REGISTRATION_OPTIONS_MAX = 20;
export const REGISTRATION_OPTION_MAX = 60;
export const REGISTRATION_POSITION_MAX = 999;
/** A parameter's code: lower-case Latin letters, digits and `_`, starting with a letter. */
export const PARAMETER_CODE = /^[a-z][a-z0-9_]{1,39}$/;

const base = '/api/v2/' as const;
const status = z.enum(REGISTRATION_STATUSES);
const name = z.string().max(REGISTRATION_NAME_MAX);
const position = z.number().int().min(1).max(REGISTRATION_POSITION_MAX);

// Definitions ------------------------------------------------------------------------------------

export const registrationStepSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ru: z.string(),
  name_en: z.string(),
  name_uz: z.string(),
  position: z.number().int(),
  active: z.boolean(),
  version: z.number().int(),
  /** Active parameters belonging to the step. */
  parameters: z.number().int(),
  updated_at: z.string(),
});
export type RegistrationStep = z.output<typeof registrationStepSchema>;

const stepFields = {
  name_ru: name,
  name_en: name,
  name_uz: name,
  position,
  active: z.boolean(),
};
export const registrationStepCreateBody = z.strictObject(stepFields);
export type RegistrationStepForm = z.input<typeof registrationStepCreateBody>;
export const registrationStepUpdateBody = z.strictObject({ id: dbId, ...stepFields });

export const registrationParameterSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  label: z.string(),
  label_ru: z.string(),
  label_en: z.string(),
  label_uz: z.string(),
  type: z.enum(PARAMETER_TYPES),
  options: z.array(z.string()),
  required: z.boolean(),
  step_id: z.number().int(),
  step_name: z.string(),
  position: z.number().int(),
  active: z.boolean(),
  version: z.number().int(),
  updated_at: z.string(),
});
export type RegistrationParameter = z.output<typeof registrationParameterSchema>;

const parameterFields = {
  code: z.string().max(40),
  label_ru: name,
  label_en: name,
  label_uz: name,
  type: z.enum(PARAMETER_TYPES),
  options: z.array(z.string().max(REGISTRATION_OPTION_MAX)).max(REGISTRATION_OPTIONS_MAX),
  required: z.boolean(),
  step_id: dbId,
  position,
  active: z.boolean(),
};
export const registrationParameterCreateBody = z.strictObject(parameterFields);
export type RegistrationParameterForm = z.input<typeof registrationParameterCreateBody>;
export const registrationParameterUpdateBody = z.strictObject({ id: dbId, ...parameterFields });

// Value rules (the server checks them; the form shows the same hints) ---------------------------

export type ValueProblem = 'required' | 'number' | 'date' | 'select' | 'boolean' | 'long';

/** A value as typed: '' is empty. Returns what is wrong with it for this parameter, or null. */
export function parameterValueProblem(
  p: { type: ParameterType; required: boolean; options: readonly string[] },
  raw: string,
): ValueProblem | null {
  const value = raw.trim();
  if (value === '') return p.required ? 'required' : null;
  if (value.length > REGISTRATION_VALUE_MAX) return 'long';
  switch (p.type) {
    case 'number':
      return /^-?\d{1,15}(\.\d{1,4})?$/.test(value) ? null : 'number';
    case 'date': {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'date';
      const d = new Date(`${value}T00:00:00Z`);
      return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value ? 'date' : null;
    }
    case 'select':
      return p.options.includes(value) ? null : 'select';
    case 'boolean':
      return value === 'true' || value === 'false' ? null : 'boolean';
    default:
      return null;
  }
}

// Applications -----------------------------------------------------------------------------------

export const REGISTRATION_ROW_FLAGS = ['isTake', 'isData', 'isComplete', 'isReject'] as const;

export const registrationStepMarkSchema = z.object({
  step_id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  /** Whether the step is still configured as active. */
  active: z.boolean(),
  done: z.boolean(),
  current: z.boolean(),
  completed_by: z.string().nullable(),
  completed_at: z.string().nullable(),
});
export type RegistrationStepMark = z.output<typeof registrationStepMarkSchema>;

export const registrationApplicationSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  number: z.string(),
  date: z.string(),
  sent_at: z.string().nullable(),
  organization_id: z.number().int(),
  organization_name: z.string(),
  organization_inn: z.string(),
  currency: z.string(),
  account_type: z.string(),
  account_type_name: z.string(),
  purpose: z.string(),
  status: status,
  statusName: z.string(),
  current_step_id: z.number().int().nullable(),
  current_step: z.string().nullable(),
  assignee: z.string().nullable(),
  /** The caller took it. */
  mine: z.boolean(),
  taken_at: z.string().nullable(),
  account_number: z.string().nullable(),
  reject_reason: z.string().nullable(),
  isTake: z.boolean(),
  isData: z.boolean(),
  isComplete: z.boolean(),
  isReject: z.boolean(),
});
export type RegistrationApplication = z.output<typeof registrationApplicationSchema>;

export const registrationValueSchema = z.object({
  parameter_id: z.number().int(),
  code: z.string(),
  label: z.string(),
  type: z.enum(PARAMETER_TYPES),
  value: z.string(),
  /** The parameter is no longer active: the value is kept and shown, not asked for. */
  archived: z.boolean(),
  updated_by: z.string().nullable(),
  updated_at: z.string(),
});
export type RegistrationValue = z.output<typeof registrationValueSchema>;

export const registrationDetailSchema = z.object({
  application: registrationApplicationSchema,
  steps: z.array(registrationStepMarkSchema),
  values: z.array(registrationValueSchema),
});
export type RegistrationDetail = z.output<typeof registrationDetailSchema>;

export const registrationDataSchema = z.object({
  application: registrationApplicationSchema,
  /** The active parameters, in step then position order. */
  parameters: z.array(registrationParameterSchema),
  values: z.array(registrationValueSchema),
});
export type RegistrationData = z.output<typeof registrationDataSchema>;

export const registrationListBody = z.strictObject({
  status: status.optional(),
  step_id: dbId.optional(),
  organization: z.string().max(100).optional(),
  date_from: z.iso.date().optional(),
  date_to: z.iso.date().optional(),
});
export type RegistrationListFilter = z.input<typeof registrationListBody>;

export const registrationDataBody = z.strictObject({
  id: dbId,
  /** Parameter code → value as typed ('' clears it). Codes not sent are left as they are. */
  values: z.record(z.string().max(40), z.string().max(REGISTRATION_VALUE_MAX)),
});
export type RegistrationDataBody = z.input<typeof registrationDataBody>;

export const registrationRejectBody = z.strictObject({
  id: dbId,
  reason: z.string().max(REGISTRATION_REASON_MAX),
});

// Endpoints --------------------------------------------------------------------------------------

export const registrationList = endpoint({
  method: 'POST',
  base,
  path: 'registration-account/list',
  access: REGISTRATION_STAFF,
  query: pageQuery,
  body: registrationListBody,
  response: pagedOf(registrationApplicationSchema),
});
export const registrationView = endpoint({
  method: 'GET',
  base,
  path: 'registration-account/view',
  access: REGISTRATION_STAFF,
  query: z.strictObject({ id: dbIdParam }),
  response: registrationDetailSchema,
});
export const registrationData = endpoint({
  method: 'GET',
  base,
  path: 'registration-account/data',
  access: REGISTRATION_STAFF,
  query: z.strictObject({ id: dbIdParam }),
  response: registrationDataSchema,
});
/** The steps as the contact centre filters by them (active ones). */
export const registrationStepOptions = endpoint({
  method: 'GET',
  base,
  path: 'registration-account/step-options',
  access: REGISTRATION_STAFF,
  response: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
/** If-Match: version. The caller takes the application (or takes it over). */
export const registrationTake = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'registration-account/take',
  access: REGISTRATION_STAFF,
  body: z.strictObject({ id: dbId }),
  response: registrationDetailSchema,
});
/** If-Match: version. Records the values (each checked against its parameter). */
export const registrationSaveData = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'registration-account/data/save',
  access: REGISTRATION_STAFF,
  body: registrationDataBody,
  response: registrationDataSchema,
});
/** If-Match: version. Completes the current step (its required parameters must have values). */
export const registrationCompleteStep = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'registration-account/complete-step',
  access: REGISTRATION_STAFF,
  body: z.strictObject({ id: dbId, step_id: dbId }),
  response: registrationDetailSchema,
});
/** If-Match: version. The order ends Rejected with the reason. */
export const registrationReject = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'registration-account/reject',
  access: REGISTRATION_STAFF,
  body: registrationRejectBody,
  response: registrationDetailSchema,
});

export const registrationSteps = endpoint({
  method: 'GET',
  base,
  path: 'registration-account/steps',
  access: REGISTRATION_ADMINS,
  response: z.array(registrationStepSchema),
});
export const registrationStepCreate = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'registration-account/steps/create',
  access: REGISTRATION_ADMINS,
  body: registrationStepCreateBody,
  response: registrationStepSchema,
});
/** If-Match: version. */
export const registrationStepUpdate = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'registration-account/steps/update',
  access: REGISTRATION_ADMINS,
  body: registrationStepUpdateBody,
  response: registrationStepSchema,
});
export const registrationParameters = endpoint({
  method: 'GET',
  base,
  path: 'registration-account/parameters',
  access: REGISTRATION_ADMINS,
  response: z.array(registrationParameterSchema),
});
export const registrationParameterCreate = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'registration-account/parameters/create',
  access: REGISTRATION_ADMINS,
  body: registrationParameterCreateBody,
  response: registrationParameterSchema,
});
/** If-Match: version. */
export const registrationParameterUpdate = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'registration-account/parameters/update',
  access: REGISTRATION_ADMINS,
  body: registrationParameterUpdateBody,
  response: registrationParameterSchema,
});

export const REGISTRATION_ENDPOINTS = [
  registrationList,
  registrationView,
  registrationData,
  registrationStepOptions,
  registrationTake,
  registrationSaveData,
  registrationCompleteStep,
  registrationReject,
  registrationSteps,
  registrationStepCreate,
  registrationStepUpdate,
  registrationParameters,
  registrationParameterCreate,
  registrationParameterUpdate,
] as const;
