/**
 * Foreign-currency transfers as SWIFT MT103 (spec 2 §2 /swift-format, §3 "SWIFT list row includes
 * amount_32a", §7 export/swift-list, export/swift). The list is the organisation's transfers of a
 * value-date range; export/swift-view answers one with its MT103 text; export/swift answers that
 * message as a file. A transfer of another organisation is 404.
 */
import { z } from 'zod';
import { dbId } from './ids.ts';
import { CLIENT_ROLES } from '../roles.ts';
import { zDate } from '../validation/zod.ts';
import { fileAnswer } from './answers.ts';
import { endpoint } from './endpoint.ts';

/** Field 71A: who bears the charges (ours, shared, the beneficiary's). */
export const SWIFT_CHARGES = ['OUR', 'SHA', 'BEN'] as const;

export const swiftRowSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  value_date: z.string(),
  currency: z.string(),
  /** In the currency's own places (ISO 4217 exponent): "1000" JPY, "1250.50" USD, "12.345" KWD. */
  amount_32a: z.string().regex(/^\d{1,18}(?:\.\d{1,3})?$/),
  ordering_account: z.string(),
  ordering_name: z.string(),
  ordering_address: z.string(),
  beneficiary_account: z.string(),
  beneficiary_name: z.string(),
  beneficiary_address: z.string(),
  receiver_bic: z.string(),
  remittance: z.string(),
  charges: z.enum(SWIFT_CHARGES),
});
export type SwiftRow = z.output<typeof swiftRowSchema>;

export const swiftViewSchema = swiftRowSchema.extend({ mt103: z.string() });
export type SwiftView = z.output<typeof swiftViewSchema>;

const id = z.strictObject({ id: dbId });

export const swiftList = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'export/swift-list',
  access: [...CLIENT_ROLES],
  body: z.strictObject({ date_from: zDate(), date_to: zDate() }),
  response: z.array(swiftRowSchema),
});

export const swiftView = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'export/swift-view',
  access: [...CLIENT_ROLES],
  body: id,
  response: swiftViewSchema,
});

export const swiftFile = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'export/swift',
  access: [...CLIENT_ROLES],
  body: id,
  response: fileAnswer,
});
