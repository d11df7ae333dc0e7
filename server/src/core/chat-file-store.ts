/**
 * Chat files of both chat areas (tgb and newchat). Guarantees: at most 10 MB; the type is decided by
 * the bytes (magic numbers) and must agree with the name's extension, so a renamed HTML or script is refused;
 * the bytes are kept under DATA_DIR/chat-files named by a random UUID (never the client's name);
 * they are only ever answered as attachments (router fileRoute, nosniff from security-headers.ts).
 * The row is written in the caller's transaction; a file whose transaction fails stays as an
 * unreferenced blob on disk, which is harmless.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  CHAT_FILE_MAX_BYTES,
  fileExtension,
  type ChatFileRef,
  type ChatFileUpload,
} from '../../../contracts/api/chat-file.ts';
import type { Db } from '../db/client.ts';
import { ApiError } from '../plugins/errors.ts';
import { chatFileById, insertChatFile, type ChatFileRow } from './chat-file-repository.ts';

export type FileArea = 'tgb' | 'newchat' | 'application';

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

function startsWith(bytes: Buffer, magic: readonly number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

/** The media type of an allowed file, or null when bytes and extension do not make one. */
export function sniffType(name: string, bytes: Buffer): string | null {
  const ext = fileExtension(name);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return ext === 'jpg' || ext === 'jpeg' ? 'image/jpeg' : null;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return ext === 'png' ? 'image/png' : null;
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return ext === 'pdf' ? 'application/pdf' : null;
  if (startsWith(bytes, OLE)) {
    if (ext === 'doc') return 'application/msword';
    if (ext === 'xls') return 'application/vnd.ms-excel';
    return null;
  }
  if (startsWith(bytes, ZIP)) {
    // An Office Open XML package names its main part in the zip directory.
    const text = bytes.toString('latin1');
    if (ext === 'docx' && text.includes('word/'))
      return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    if (ext === 'xlsx' && text.includes('xl/'))
      return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  }
  return null;
}

/** Checks bytes against the limits; answers the media type or throws 422 naming `attribute`. */
export function checkFile(name: string, bytes: Buffer, attribute = 'file'): string {
  if (bytes.length === 0 || bytes.length > CHAT_FILE_MAX_BYTES) {
    throw ApiError.rejected([{ attribute, key: 'chat.fileSize' }]);
  }
  const mime = sniffType(name, bytes);
  if (mime === null) throw ApiError.rejected([{ attribute, key: 'chat.fileType' }]);
  return mime;
}

/** Safe for Content-Disposition and for showing: no path parts or control characters. */
function cleanName(name: string): string {
  const base = [...(name.split(/[\\/]/).pop() ?? '')]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .slice(0, 200);
  return base || 'file';
}

export function createFileStore(dataDir: string) {
  const folder = join(dataDir, 'chat-files');

  async function save(tx: Db, area: FileArea, name: string, bytes: Buffer, now: Date): Promise<ChatFileRef> {
    const mime = checkFile(name, bytes);
    const id = randomUUID();
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, id), bytes, { mode: 0o600 });
    const row = { id, area, name: cleanName(name), mime, size: bytes.length, createdAt: now };
    await insertChatFile(tx, row);
    return { id, name: row.name, mime, size: row.size };
  }

  return {
    /** Decodes and stores an upload from a JSON body. */
    saveUpload(tx: Db, area: FileArea, upload: ChatFileUpload, now: Date): Promise<ChatFileRef> {
      return save(tx, area, upload.name, Buffer.from(upload.content, 'base64'), now);
    },
    save,
    async read(db: Db, area: FileArea, id: string) {
      const row = await chatFileById(db, id);
      if (row === undefined || row.area !== area) return null;
      return {
        ref: { id: row.id, name: row.name, mime: row.mime, size: row.size },
        bytes: await readFile(join(folder, id)),
      };
    },
  };
}

export type FileStore = ReturnType<typeof createFileStore>;

export function fileRef(row: ChatFileRow | null): ChatFileRef | null {
  return row === null ? null : { id: row.id, name: row.name, mime: row.mime, size: row.size };
}
