/** /swift-format: the organisation's foreign transfers and their MT103 messages (contracts/api/swift.ts). */
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { swiftFile, swiftList, swiftView, type SwiftRow } from '../../../../contracts/api/swift.ts';
import { fromMinor } from '../../../../contracts/money.ts';
import type { Db } from '../../db/client.ts';
import { foreignTransfers } from '../../db/schema/accounts-history.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { scopeOf } from '../../plugins/scope-repository.ts';
import { mt103 } from './mt103.ts';

function toRow(t: typeof foreignTransfers.$inferSelect): SwiftRow {
  return {
    id: t.id,
    reference: t.reference,
    value_date: t.valueDate,
    currency: t.currency,
    amount_32a: fromMinor(t.amount),
    ordering_account: t.orderingAccount,
    ordering_name: t.orderingName,
    ordering_address: t.orderingAddress,
    beneficiary_account: t.beneficiaryAccount,
    beneficiary_name: t.beneficiaryName,
    beneficiary_address: t.beneficiaryAddress,
    receiver_bic: t.receiverBic,
    remittance: t.remittance,
    charges: t.charges === 'OUR' ? 'OUR' : t.charges === 'BEN' ? 'BEN' : 'SHA',
  };
}

async function scoped(db: Db, session: AuthSession) {
  const scope = (await scopeOf(db, session)) ?? [];
  return scope.length === 0 ? sql`false` : inArray(foreignTransfers.organizationId, [...scope]);
}

async function findTransfer(db: Db, session: AuthSession, id: number): Promise<SwiftRow> {
  const [row] = await db
    .select()
    .from(foreignTransfers)
    .where(and(await scoped(db, session), eq(foreignTransfers.id, id)));
  if (row === undefined) throw ApiError.notFound();
  return toRow(row);
}

export function registerSwiftRoutes(router: Router, { db }: AppDeps): void {
  router.route(swiftList, async ({ session, body }) => {
    const rows = await db
      .select()
      .from(foreignTransfers)
      .where(
        and(
          await scoped(db, session),
          gte(foreignTransfers.valueDate, body.date_from),
          lte(foreignTransfers.valueDate, body.date_to),
        ),
      )
      .orderBy(asc(foreignTransfers.valueDate), asc(foreignTransfers.id));
    return ok(rows.map(toRow));
  });

  router.route(swiftView, async ({ session, body }) => {
    const row = await findTransfer(db, session, body.id);
    return ok({ ...row, mt103: mt103(row) });
  });

  router.fileRoute(swiftFile, async ({ session, body }) => {
    const row = await findTransfer(db, session, body.id);
    return {
      body: Buffer.from(mt103(row), 'ascii'),
      contentType: 'text/plain; charset=us-ascii',
      filename: `MT103_${row.reference}.txt`,
    };
  });
}
