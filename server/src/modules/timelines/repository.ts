/** SQL of the timelines: the audit log read by organisation, user or payment (newest first). */
import { and, desc, eq, gte, ilike, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TimelineKind } from '../../../../contracts/api/timelines.ts';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { organizations } from '../../db/schema/reference.ts';

export interface Filter {
  readonly kind: TimelineKind;
  readonly from?: Date;
  /** Exclusive. */
  readonly to?: Date;
  readonly text?: string;
  readonly action?: string;
}

/** LIKE wildcards in the search text are matched literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const mentionsPayment = sql`(${auditLog.detail} ? 'paymentId' or ${auditLog.detail} ? 'paymentIds')`;

function kindWhere(filter: Filter): SQL | undefined {
  const text = filter.text?.trim() ?? '';
  switch (filter.kind) {
    case 'organization':
      return and(
        isNotNull(auditLog.organizationId),
        text ? ilike(organizations.name, `%${escapeLike(text)}%`) : undefined,
      );
    case 'user':
      return and(
        or(isNotNull(auditLog.userId), isNotNull(auditLog.username)),
        text ? ilike(auditLog.username, `%${escapeLike(text)}%`) : undefined,
      );
    case 'payment': {
      if (!/^\d{1,10}$/.test(text)) return mentionsPayment;
      const id = Number(text);
      return and(
        mentionsPayment,
        or(
          sql`${auditLog.detail} -> 'paymentIds' @> ${JSON.stringify([id])}::jsonb`,
          sql`${auditLog.detail} ->> 'paymentId' = ${String(id)}`,
        ),
      );
    }
  }
}

function where(filter: Filter): SQL | undefined {
  return and(
    kindWhere(filter),
    filter.from === undefined ? undefined : gte(auditLog.at, filter.from),
    filter.to === undefined ? undefined : lt(auditLog.at, filter.to),
    filter.action ? ilike(auditLog.action, `${escapeLike(filter.action)}%`) : undefined,
  );
}

export async function list(db: Db, filter: Filter, page: { page: number; pageSize: number }) {
  const condition = where(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        action: auditLog.action,
        username: auditLog.username,
        organizationId: auditLog.organizationId,
        organizationName: organizations.name,
        ip: auditLog.ip,
        detail: auditLog.detail,
      })
      .from(auditLog)
      .leftJoin(organizations, eq(organizations.id, auditLog.organizationId))
      .where(condition)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .leftJoin(organizations, eq(organizations.id, auditLog.organizationId))
      .where(condition),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
