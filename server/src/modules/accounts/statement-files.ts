/**
 * A statement as a file. Excel, Word, PDF and text are the export generators' table
 * (core/export-files.ts) with the statement's rows followed by its opening balance, turnover and
 * closing balance, so a file's totals are the screen's. MT940 is a FIN message: {1:}{2:} headers
 * and block 4 with :20: :25: :28C: :60F:, a :61: and :86: per movement and :62F:.
 */
import type { Statement, StatementFormat } from '../../../../contracts/api/accounts.ts';
import { EXPORT_FILES } from '../../../../contracts/api/export.ts';
import type { Language } from '../../../../contracts/envelope.ts';
import { toMinor } from '../../../../contracts/money.ts';
import { t } from '../../i18n.ts';
import { dmy } from '../../time-format.ts';
import { buildExportFile, type ExportTable } from '../../core/export-files.ts';
import { CRLF, swiftAmount, swiftDate, swiftLines, swiftReference } from './swift.ts';

export const BANK_BIC = 'CORPUZ22';

export function statementTable(s: Statement, lang: Language): ExportTable {
  const a = s.account;
  const headers = [
    t(lang, 'stmt.date'),
    t(lang, 'stmt.doc'),
    t(lang, 'stmt.account'),
    t(lang, 'stmt.mfo'),
    t(lang, 'stmt.name'),
    t(lang, 'stmt.inn'),
    t(lang, 'stmt.debit'),
    t(lang, 'stmt.credit'),
    t(lang, 'stmt.details'),
  ];
  const rows = s.rows.map((r) => [
    `${dmy(r.date)} ${r.time}`,
    r.doc_number,
    r.account,
    r.mfo,
    r.name,
    r.inn ?? '',
    r.debit === '0.00' ? '' : r.debit,
    r.credit === '0.00' ? '' : r.credit,
    r.details,
  ]);
  const summary = (label: string, debit: string, credit: string) => [
    label,
    '',
    '',
    '',
    '',
    '',
    debit,
    credit,
    '',
  ];
  return {
    title: `${t(lang, 'stmt.title', {
      account: a.number,
      currency: a.currency,
      from: dmy(s.date_from),
      to: dmy(s.date_to),
    })}. ${t(lang, 'stmt.owner')}: ${a.organization_name}`,
    headers,
    rows: [
      summary(t(lang, 'stmt.opening'), '', s.opening_balance),
      ...rows,
      summary(t(lang, 'stmt.turnover'), s.debit_turnover, s.credit_turnover),
      summary(t(lang, 'stmt.closing'), '', s.closing_balance),
    ],
  };
}

function balanceField(tag: '60F' | '62F', minor: bigint, date: string, currency: string): string {
  return `:${tag}:${minor < 0n ? 'D' : 'C'}${swiftDate(date)}${currency}${swiftAmount(minor)}`;
}

/** The statement as an MT940 message (statement number = the range's start as YYDDD is not needed: 1/1). */
export function mt940(s: Statement, reference: string): string {
  const a = s.account;
  const lines = [
    `:20:${swiftReference(reference)}`,
    `:25:${a.mfo}/${a.number}`,
    ':28C:1/1',
    balanceField('60F', toMinor(s.opening_balance), s.date_from, a.currency),
  ];
  for (const r of s.rows) {
    const debit = r.debit !== '0.00';
    const amount = toMinor(debit ? r.debit : r.credit);
    const date = swiftDate(r.date);
    lines.push(
      `:61:${date}${date.slice(2)}${debit ? 'D' : 'C'}${swiftAmount(amount)}NTRF${swiftReference(r.doc_number)}//${r.id}`,
    );
    const [first = 'NONE', ...rest] = swiftLines(`${r.details} / ${r.name} ${r.mfo} ${r.account}`, 6);
    lines.push(`:86:${first}`, ...rest);
  }
  lines.push(balanceField('62F', toMinor(s.closing_balance), s.date_to, a.currency));
  const header = `{1:F01${BANK_BIC}AXXX0000000000}{2:I940${BANK_BIC}XXXXN}`;
  return `${header}{4:${CRLF}${lines.join(CRLF)}${CRLF}-}`;
}

export interface StatementFile {
  readonly body: Buffer;
  readonly contentType: string;
}

export async function statementFile(
  format: StatementFormat,
  s: Statement,
  lang: Language,
  reference: string,
  options: { compress?: boolean } = {},
): Promise<StatementFile> {
  if (format === 'mt940') {
    return { body: Buffer.from(mt940(s, reference), 'ascii'), contentType: 'text/plain; charset=us-ascii' };
  }
  return {
    body: await buildExportFile(format, statementTable(s, lang), options),
    contentType: EXPORT_FILES[format].mime,
  };
}
