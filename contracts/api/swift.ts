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
import { endpoint } from './endpoint.ts';

export interface SwiftRow {
  readonly id: number;
  readonly reference: string;
  readonly value_date: string;
  readonly currency: string;
  readonly amount_32a: string;
  readonly ordering_account: string;
  readonly ordering_name: string;
  readonly ordering_address: string;
  readonly beneficiary_account: string;
  readonly beneficiary_name: string;
  readonly beneficiary_address: string;
  readonly receiver_bic: string;
  readonly remittance: string;
  readonly charges: 'OUR' | 'SHA' | 'BEN';
}

export interface SwiftView extends SwiftRow {
  readonly mt103: string;
}

const id = z.strictObject({ id: dbId });

export const swiftList = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'export/swift-list',
  access: [...CLIENT_ROLES],
  body: z.strictObject({ date_from: zDate(), date_to: zDate() }),
});

export const swiftView = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'export/swift-view',
  access: [...CLIENT_ROLES],
  body: id,
});

export const swiftFile = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'export/swift',
  access: [...CLIENT_ROLES],
  body: id,
});
