/**
 * The turnover export (/export-turnover, contracts/api/reports.ts): statements of several
 * accounts over one range in the chosen columns. Each account's figures are its statement's
 * (accounts service), so the preview, the file and a statement of the account agree.
 */
import type { StatementRow } from '../../../../contracts/api/accounts.ts';
import type {
  ExportAccount,
  ExportBank,
  TurnoverBody,
  TurnoverField,
  TurnoverFieldItem,
  TurnoverPreview,
} from '../../../../contracts/api/reports.ts';
import { TURNOVER_FIELDS } from '../../../../contracts/api/reports.ts';
import type { Language } from '../../../../contracts/envelope.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { t, type MessageKey } from '../../i18n.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { ApiError } from '../../plugins/errors.ts';
import { clientAccounts, createAccountsService } from '../accounts/service.ts';
import { dmy } from '../../time-format.ts';

const FIELD_TEXTS: Readonly<Record<TurnoverField, MessageKey>> = {
  date: 'stmt.date',
  doc_number: 'stmt.doc',
  debit: 'stmt.debit',
  credit: 'stmt.credit',
  name: 'stmt.name',
  account: 'stmt.account',
  mfo: 'stmt.mfo',
  inn: 'stmt.inn',
  details: 'stmt.details',
};

export function fieldItems(
  lang: Language,
  fields: readonly TurnoverField[] = TURNOVER_FIELDS,
): TurnoverFieldItem[] {
  return fields.map((value) => ({ value, name: t(lang, FIELD_TEXTS[value]) }));
}

/** A statement row's cell of one field, as the preview and the file show it. */
export function turnoverCell(row: StatementRow, field: TurnoverField): string {
  if (field === 'date') return `${dmy(row.date)} ${row.time}`;
  return row[field] ?? '';
}

export function createTurnoverService(db: Db, clock: Clock) {
  const accounts = createAccountsService(db, clock);

  async function records(session: AuthSession) {
    return clientAccounts(db, session);
  }

  return {
    async accountList(session: AuthSession): Promise<ExportAccount[]> {
      return (await records(session)).map(({ account: a }) => ({
        number: a.number,
        mfo: a.mfo,
        name: a.name,
        currency: a.currency,
      }));
    },

    async bankList(session: AuthSession): Promise<ExportBank[]> {
      const banks = new Map<string, string>();
      for (const r of await records(session)) banks.set(r.account.mfo, r.bankName);
      return [...banks].map(([mfo, bank_name]) => ({ mfo, bank_name }));
    },

    /** Every chosen account's statement (404 for one outside the scope; range rules 422). */
    async preview(session: AuthSession, lang: Language, body: TurnoverBody): Promise<TurnoverPreview> {
      const fields = [...new Set(body.fields)];
      const keys = new Set(body.accounts.map((a) => `${a.account}:${a.mfo}`));
      if (keys.size !== body.accounts.length)
        throw ApiError.rejected([{ attribute: 'accounts', key: 'field.invalid' }]);
      const statements = [];
      for (const a of body.accounts) {
        const s = await accounts.statement(session, lang, {
          account: a.account,
          mfo: a.mfo,
          date_from: body.date_from,
          date_to: body.date_to,
        });
        statements.push({
          account: s.account.number,
          mfo: s.account.mfo,
          currency: s.account.currency,
          opening_balance: s.opening_balance,
          debit_turnover: s.debit_turnover,
          credit_turnover: s.credit_turnover,
          closing_balance: s.closing_balance,
          rows: s.rows.map((row) => fields.map((field) => turnoverCell(row, field))),
        });
      }
      return { fields: fieldItems(lang, fields), statements };
    },
  };
}
