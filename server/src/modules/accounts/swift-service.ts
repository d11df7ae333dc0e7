/**
 * The organisations' foreign transfers and their MT103 messages (contracts/api/swift.ts). A transfer
 * outside the caller's organisations is not found (404).
 */
import type { SwiftRow } from '../../../../contracts/api/swift.ts';
import { fromCurrencyMinor } from '../../../../contracts/currency-codes.ts';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { ApiError } from '../../plugins/errors.ts';
import { scopeOf } from '../../plugins/scope-repository.ts';
import { mt103 } from './mt103.ts';

/** What the currency-payment module builds its MT103 with (modules reach each other through services). */
export { BANK_BIC } from './statement-files.ts';
export { mt103, parseMt103, type Mt103Extra } from './mt103.ts';
import * as repo from './swift-repository.ts';

function toRow(t: repo.ForeignTransferRow): SwiftRow {
  return {
    id: t.id,
    reference: t.reference,
    value_date: t.valueDate,
    currency: t.currency,
    amount_32a: fromCurrencyMinor(t.amount, t.currency),
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

export function createSwiftService(db: Db) {
  const scope = async (session: AuthSession) => (await scopeOf(db, session)) ?? [];

  async function find(session: AuthSession, id: number): Promise<SwiftRow> {
    const row = await repo.transferById(db, await scope(session), id);
    if (row === undefined) throw ApiError.notFound();
    return toRow(row);
  }

  return {
    async list(session: AuthSession, range: { date_from: string; date_to: string }): Promise<SwiftRow[]> {
      return (await repo.transfersBetween(db, await scope(session), range.date_from, range.date_to)).map(
        toRow,
      );
    },

    async view(session: AuthSession, id: number): Promise<SwiftRow & { mt103: string }> {
      const row = await find(session, id);
      return { ...row, mt103: mt103(row) };
    },

    /** The MT103 message as a file: SWIFT text is ASCII. */
    async file(session: AuthSession, id: number) {
      const row = await find(session, id);
      return {
        body: Buffer.from(mt103(row), 'ascii'),
        contentType: 'text/plain; charset=us-ascii',
        filename: `MT103_${row.reference}.txt`,
      };
    },
  };
}
