/**
 * Applications for a certified account statement (/accounts/stmt/:account/:mfo/application-for-discharge,
 * spec 2 §2; the content is not shown in the spec and is designed here): the client asks the bank for
 * a stamped and signed statement of one account for a period — for a tax office, an auditor, a court,
 * another bank or a visa — in a language, picked up at the branch or sent by e-mail, in a number of
 * copies. The application is stored with a status the bank moves on (the bank side is not in scope:
 * every new application is `submitted`); the client lists the account's applications with their
 * status and prints each as a form to sign (PDF). Same readers as the account; an account or
 * application of another organisation is 404. The period rules (422, nothing stored) are shared with
 * the screen: from ≤ to, to not after today, from not before the account was opened.
 */
import { z } from 'zod';
import { dbId } from './ids.ts';
import { email as emailRule, maxLength } from '../validation/generic.ts';
import { zAccount, zDate, zMfo, zText } from '../validation/zod.ts';
import { ACCOUNT_READERS } from './accounts.ts';
import { fileAnswer } from './answers.ts';
import { endpoint } from './endpoint.ts';

export const APPLICATION_PURPOSES = ['tax', 'audit', 'court', 'bank', 'visa', 'other'] as const;
export type ApplicationPurpose = (typeof APPLICATION_PURPOSES)[number];

export const APPLICATION_LANGUAGES = ['ru', 'uz', 'en'] as const;
export type ApplicationLanguage = (typeof APPLICATION_LANGUAGES)[number];

export const APPLICATION_DELIVERIES = ['branch', 'email'] as const;
export type ApplicationDelivery = (typeof APPLICATION_DELIVERIES)[number];

/** submitted → accepted → ready → issued, or rejected; only the bank moves it past submitted. */
export const APPLICATION_STATUSES = ['submitted', 'accepted', 'ready', 'issued', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_MAX_COPIES = 5;
export const APPLICATION_NOTE_MAX = 200;
export const APPLICATION_EMAIL_MAX = 100;

export const statementApplicationSchema = z.object({
  id: z.number().int(),
  /** The application's number as printed (`ZV-000042`). */
  number: z.string(),
  account: z.string(),
  mfo: z.string(),
  currency: z.string(),
  /** When it was submitted, ISO instant. */
  created_at: z.string(),
  date_from: z.string(),
  date_to: z.string(),
  purpose: z.enum(APPLICATION_PURPOSES),
  purpose_note: z.string(),
  language: z.enum(APPLICATION_LANGUAGES),
  delivery: z.enum(APPLICATION_DELIVERIES),
  email: z.string(),
  copies: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  /** Who submitted it (full name). */
  submitted_by: z.string(),
});
export type StatementApplication = z.output<typeof statementApplicationSchema>;

const applicationFields = {
  account: zAccount(),
  mfo: zMfo(),
  date_from: zDate(),
  date_to: zDate(),
  purpose: z.enum(APPLICATION_PURPOSES),
  purpose_note: zText([maxLength(APPLICATION_NOTE_MAX)]),
  language: z.enum(APPLICATION_LANGUAGES),
  delivery: z.enum(APPLICATION_DELIVERIES),
  email: zText([maxLength(APPLICATION_EMAIL_MAX)]),
  copies: z.number().int().min(1).max(APPLICATION_MAX_COPIES),
};

export const applicationBody = z.strictObject(applicationFields);
export type ApplicationBody = z.input<typeof applicationBody>;

/** Server message keys (and the screen's `application.errors.*`) of the business rules. */
export type ApplicationProblemKey =
  | 'application.rangeOrder'
  | 'application.future'
  | 'application.beforeOpening'
  | 'application.noteRequired'
  | 'application.emailRequired'
  | 'application.email';

export interface ApplicationProblem {
  readonly attribute: 'date_from' | 'date_to' | 'purpose_note' | 'email';
  readonly key: ApplicationProblemKey;
}

/**
 * The rules beyond the field types, one problem per field at most: the period's end not before its
 * start and not after `today` (Tashkent), its start not before the account's opening date; a note
 * when the purpose is "other"; an e-mail address when the statement is to be e-mailed.
 */
export function applicationProblems(
  v: Pick<ApplicationBody, 'date_from' | 'date_to' | 'purpose' | 'purpose_note' | 'delivery' | 'email'>,
  context: { readonly today: string; readonly openingDate?: string | null },
): ApplicationProblem[] {
  const problems: ApplicationProblem[] = [];
  if (context.openingDate && v.date_from && v.date_from < context.openingDate) {
    problems.push({ attribute: 'date_from', key: 'application.beforeOpening' });
  }
  if (v.date_from && v.date_to && v.date_from > v.date_to) {
    problems.push({ attribute: 'date_to', key: 'application.rangeOrder' });
  } else if (v.date_to && v.date_to > context.today) {
    problems.push({ attribute: 'date_to', key: 'application.future' });
  }
  if (v.purpose === 'other' && v.purpose_note.trim() === '') {
    problems.push({ attribute: 'purpose_note', key: 'application.noteRequired' });
  }
  if (v.delivery === 'email') {
    if (v.email.trim() === '') problems.push({ attribute: 'email', key: 'application.emailRequired' });
    else if (emailRule(v.email) !== null) problems.push({ attribute: 'email', key: 'application.email' });
  }
  return problems;
}

/** `ZV-000042`. */
export function applicationNumber(id: number): string {
  return `ZV-${String(id).padStart(6, '0')}`;
}

/** Submits an application (audited; an Idempotency-Key makes a repeated submit one application). */
export const applicationCreate = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'account/statement-application/create',
  access: ACCOUNT_READERS,
  idempotent: 'required',
  body: applicationBody,
  response: statementApplicationSchema,
});

/** The account's applications, newest first. */
export const applicationList = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'account/statement-application/list',
  access: ACCOUNT_READERS,
  body: z.strictObject({ account: zAccount(), mfo: zMfo() }),
  response: z.array(statementApplicationSchema),
});

/** One application as the form to sign and stamp (PDF). */
export const applicationFile = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'account/statement-application/file',
  access: ACCOUNT_READERS,
  body: z.strictObject({ id: dbId }),
  response: fileAnswer,
});

export function applicationFileName(id: number): string {
  return `statement_application_${applicationNumber(id)}.pdf`;
}
