/**
 * The organisation's signing settings (issue 19 point 9, docs/decisions.md "Four-eyes"): its legal
 * form, whether it must sign B, whether it signs with the EDS key only, and dual control (four-eyes:
 * whoever prepared a payment may not sign it). Every client role reads its current organisation's;
 * only the organisation's head changes dual control, for an organisation they work for (another
 * organisation's id answers 404), with an Idempotency-Key and an audit row. Not shown in the spec;
 * designed in its style.
 */
import { z } from 'zod';
import { CLIENT_ROLES } from '../roles.ts';
import { endpoint } from './endpoint.ts';
import { dbIdParam } from './ids.ts';

const base = '/api/v2/' as const;

export const LEGAL_FORMS = ['legal_entity', 'sole_proprietor'] as const;
export type LegalForm = (typeof LEGAL_FORMS)[number];

/** Who may switch dual control: the head, who signs but never prepares a payment. */
export const DUAL_CONTROL_EDITORS = ['head'] as const;

export const organizationSettingsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  inn: z.string(),
  legal_form: z.enum(LEGAL_FORMS),
  dual_control: z.boolean(),
  must_sign_b: z.boolean(),
  eds_only: z.boolean(),
  /** Whether the caller may change dual control (the server decides, never the client). */
  isChangeDualControl: z.boolean(),
});
export type OrganizationSettings = z.output<typeof organizationSettingsSchema>;

export const organizationSettings = endpoint({
  method: 'GET',
  base,
  path: 'organization/settings',
  access: CLIENT_ROLES,
  response: organizationSettingsSchema,
});

export const organizationDualControl = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'organization/dual-control/:id',
  access: DUAL_CONTROL_EDITORS,
  params: z.strictObject({ id: dbIdParam }),
  body: z.strictObject({ dual_control: z.boolean() }),
  /** The settings after the change. */
  response: organizationSettingsSchema,
});
