/**
 * The card file of the organisations the caller works for (the accounts' scope). A filter naming an
 * account outside the scope is 404 like the accounts' own calls; an account without its mfo (or the
 * reverse) is 422.
 */
import {
  filterProblem,
  type CardFile,
  type KartotekaDocument,
  type KartotekaFilter,
  type KartotekaSummaryRow,
  type Reservation,
  type ReservationReason,
} from '../../../../contracts/api/kartoteka.ts';
import type { Language } from '../../../../contracts/envelope.ts';
import { fromMinor } from '../../../../contracts/money.ts';
import type { Db } from '../../db/client.ts';
import { t } from '../../i18n.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { ApiError } from '../../plugins/errors.ts';
import { clientAccount, clientAccounts } from '../accounts/service.ts';
import * as repo from './repository.ts';

export function createKartotekaService(db: Db) {
  /** The account ids a call covers: the one named (404 outside the scope) or every one in scope. */
  async function accountIds(session: AuthSession, filter: KartotekaFilter): Promise<number[]> {
    const missing = filterProblem(filter);
    if (missing !== null) throw ApiError.rejected([{ attribute: missing, key: 'kartoteka.accountPair' }]);
    if (filter.account !== undefined && filter.mfo !== undefined) {
      const record = await clientAccount(db, session, filter.account, filter.mfo);
      return [record.account.id];
    }
    return (await clientAccounts(db, session)).map((r) => r.account.id);
  }

  return {
    async summary(session: AuthSession): Promise<KartotekaSummaryRow[]> {
      const records = await clientAccounts(db, session);
      const ids = records.map((r) => r.account.id);
      const [sums, counts] = await Promise.all([repo.fileSums(db, ids), repo.reservationCounts(db, ids)]);
      const none: repo.FileSums = { count: 0, owed: 0n };
      return records.map(({ account: a, organizationName }) => {
        const file1 = sums.get(`${a.id}:1`) ?? none;
        const file2 = sums.get(`${a.id}:2`) ?? none;
        return {
          account: a.number,
          mfo: a.mfo,
          name: a.name,
          organization_name: organizationName,
          currency: a.currency,
          file1_count: file1.count,
          file1_sum: fromMinor(file1.owed),
          file2_count: file2.count,
          file2_sum: fromMinor(file2.owed),
          reservations: counts.get(a.id) ?? 0,
          reserved: fromMinor(a.reserved),
        };
      });
    },

    async documents(
      session: AuthSession,
      body: KartotekaFilter & { file?: CardFile },
    ): Promise<KartotekaDocument[]> {
      const rows = await repo.documents(db, await accountIds(session, body), body.file);
      return rows.map(({ document: d, number, mfo, currency }) => ({
        id: d.id,
        file: d.file === 2 ? 2 : 1,
        account: number,
        mfo,
        currency,
        doc_number: d.docNumber,
        doc_date: d.docDate,
        placed_on: d.placedOn,
        priority: d.priority,
        claimant_name: d.claimantName,
        claimant_inn: d.claimantInn,
        claimant_account: d.claimantAccount,
        claimant_mfo: d.claimantMfo,
        purpose: d.purpose,
        amount: fromMinor(d.amount),
        paid: fromMinor(d.paid),
        remaining: fromMinor(d.amount - d.paid),
      }));
    },

    async reservations(session: AuthSession, lang: Language, body: KartotekaFilter): Promise<Reservation[]> {
      const rows = await repo.reservations(db, await accountIds(session, body));
      return rows.map(({ reservation: r, number, mfo, currency }) => {
        const reason = r.reason as ReservationReason;
        return {
          id: r.id,
          account: number,
          mfo,
          currency,
          reason,
          reason_name: t(lang, `kartoteka.reason.${reason}`),
          reference: r.reference,
          reserved_on: r.reservedOn,
          purpose: r.purpose,
          amount: fromMinor(r.amount),
        };
      });
    },
  };
}
