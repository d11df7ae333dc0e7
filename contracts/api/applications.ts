/**
 * A client's applications to the bank (/application, Messages group next to the chat; spec 1 §2.3
 * names the route only, docs/decisions.md "Applications"): a free-form request with a category,
 * subject, text and up to three attachments (the chat file rules, contracts/api/chat-file.ts). The
 * organisation's users read its applications; a passive user only reads. The contact centre reads
 * every organisation's and answers at the same path: taking one in work, then answering or
 * rejecting it with a text (final). Status: new → in_progress → answered | rejected.
 */
import { z } from 'zod';
import { CLIENT_ROLES } from '../roles.ts';
import { pagedOf } from './answers.ts';
import { CHAT_FILE_MAX_BYTES, chatFileRefSchema, chatFileUpload } from './chat-file.ts';
import { endpoint } from './endpoint.ts';
import { dbIdParam } from './ids.ts';
import { pageQuery } from './paging.ts';
import { fileAnswer } from './answers.ts';

export const APPLICATION_CATEGORIES = [
  'accounts',
  'cards',
  'payments',
  'credits',
  'documents',
  'tariffs',
  'other',
] as const;
export type ApplicationCategory = (typeof APPLICATION_CATEGORIES)[number];
export const APPLICATION_STATUSES = ['new', 'in_progress', 'answered', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const FINAL_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['answered', 'rejected'];
export const APPLICATION_SUBJECT_MAX = 200;
export const APPLICATION_TEXT_MAX = 4000;
export const APPLICATION_FILES_MAX = 3;

const APPLICANTS = CLIENT_ROLES.filter((r) => r !== 'passive_user');
const READERS = [...CLIENT_ROLES, 'contact_center'] as const;
const ANSWERERS = ['contact_center'] as const;

/** base64 of three files at the limit, plus the text. */
const BODY_LIMIT = Math.ceil(CHAT_FILE_MAX_BYTES / 3) * 4 * APPLICATION_FILES_MAX + 64 * 1024;

export const applicationBody = z.strictObject({
  category: z.enum(APPLICATION_CATEGORIES),
  subject: z.string().trim().min(3).max(APPLICATION_SUBJECT_MAX),
  text: z.string().trim().min(10).max(APPLICATION_TEXT_MAX),
  files: z.array(chatFileUpload).max(APPLICATION_FILES_MAX).default([]),
});
export type ApplicationBody = z.input<typeof applicationBody>;

export const applicationAnswerBody = z.strictObject({
  status: z.enum(['in_progress', 'answered', 'rejected']),
  answer: z.string().trim().max(APPLICATION_TEXT_MAX).optional(),
});
export type ApplicationAnswerBody = z.input<typeof applicationAnswerBody>;

export const applicationFilter = z.strictObject({
  status: z.enum(APPLICATION_STATUSES).optional(),
  category: z.enum(APPLICATION_CATEGORIES).optional(),
});

export const applicationSchema = z.object({
  id: z.number().int(),
  organization: z.string(),
  author: z.string(),
  category: z.enum(APPLICATION_CATEGORIES),
  subject: z.string(),
  text: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  answer: z.string().nullable(),
  answered_by: z.string().nullable(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
  files: z.array(chatFileRefSchema),
  /** The caller may take it in work / answer it (contact centre, not final yet). */
  isAnswer: z.boolean(),
});
export type Application = z.output<typeof applicationSchema>;

const idParams = z.strictObject({ id: dbIdParam });

export const applicationList = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'application/list',
  access: READERS,
  query: pageQuery,
  body: applicationFilter,
  response: pagedOf(applicationSchema),
});

export const applicationView = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'application/view/:id',
  access: READERS,
  params: idParams,
  response: applicationSchema,
});

export const applicationCreate = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base: '/api/v2/',
  path: 'application/create',
  access: APPLICANTS,
  body: applicationBody,
  bodyLimit: BODY_LIMIT,
  response: applicationSchema,
});

export const applicationAnswer = endpoint({
  idempotent: 'optional',
  method: 'POST',
  base: '/api/v2/',
  path: 'application/answer/:id',
  access: ANSWERERS,
  params: idParams,
  body: applicationAnswerBody,
  response: applicationSchema,
});

export const applicationFile = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'application/file/:id/:fileId',
  access: READERS,
  params: z.strictObject({ id: dbIdParam, fileId: z.string().regex(/^[a-f0-9-]{36}$/) }),
  response: fileAnswer,
});
