/** SQL of the chat files (core/chat-file-store.ts keeps their bytes). */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { chatFiles } from '../db/schema/chat.ts';

export type ChatFileRow = typeof chatFiles.$inferSelect;

export async function insertChatFile(tx: Db, row: typeof chatFiles.$inferInsert): Promise<void> {
  await tx.insert(chatFiles).values(row);
}

export async function chatFileById(db: Db, id: string): Promise<ChatFileRow | undefined> {
  const [row] = await db.select().from(chatFiles).where(eq(chatFiles.id, id));
  return row;
}
