import type { ChatFileRef } from '../../../../contracts/api/chat-file.ts';
import { tgbStorageFile } from '../../../../contracts/api/tgb.ts';
import { downloadApi } from '../../../lib/api-client.ts';
import { saveFile } from '../../../ui/save-file.ts';

/** Bot files come from /tgb/storage/ with the session, and are saved, never opened in the page. */
export async function downloadTgbFile(file: ChatFileRef): Promise<void> {
  const result = await downloadApi(tgbStorageFile, { params: { id: file.id } });
  if (result.kind === 'file') saveFile(result.blob, result.filename);
}
