/**
 * A file attached to a chat message (bot console and contact-centre chat). It travels inside the
 * JSON body as base64, so an attachment typed offline goes through the outbox like any action
 * (one request, one Idempotency-Key). The server checks size and the real type by magic bytes.
 */
import { z } from 'zod';

export const CHAT_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** base64 is 4 characters per 3 bytes. */
const BASE64_MAX = Math.ceil(CHAT_FILE_MAX_BYTES / 3) * 4;
/** Room for the base64 file plus the message text and field names. */
export const CHAT_BODY_LIMIT = BASE64_MAX + 64 * 1024;

/** What the file picker offers; the server decides by content, not by this list. */
export const CHAT_FILE_ACCEPT = '.jpg,.jpeg,.png,.pdf,.doc,.docx,.xls,.xlsx';
export const CHAT_FILE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf', 'doc', 'docx', 'xls', 'xlsx'] as const;

export const chatFileUpload = z.strictObject({
  name: z.string().trim().min(1).max(200),
  content: z
    .string()
    .min(4)
    .max(BASE64_MAX)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/),
});
export type ChatFileUpload = z.input<typeof chatFileUpload>;

/** A stored file as listed in a message: download it from the area's file endpoint by id. */
export const chatFileRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  /** Bytes. */
  size: z.number().int(),
});
export type ChatFileRef = z.output<typeof chatFileRefSchema>;

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The client's first check (the server repeats it on the bytes). */
export function chatFileProblem(name: string, size: number): 'type' | 'size' | null {
  if (!(CHAT_FILE_EXTENSIONS as readonly string[]).includes(fileExtension(name))) return 'type';
  if (size > CHAT_FILE_MAX_BYTES) return 'size';
  return null;
}
