/** SQL of the audit log (plugins/audit.ts): rows are only ever inserted. */
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/audit.ts';

export type AuditRow = typeof auditLog.$inferInsert;

export async function insertAuditRow(db: Db, row: AuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}
