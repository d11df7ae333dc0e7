/**
 * A foreign transfer as an MT103 FIN message: {1:} basic header (our BIC), {2:} input header
 * (receiver's 12-character address, normal priority) and {4: … -} with :20: :23B: :32A: :50K:
 * (:56A: :57A: when the payment names the intermediary and the beneficiary's bank) :59: :70: :71A:.
 * Name and address lines are at most 35 X characters, four lines per field. `parseMt103` reads the
 * fields of block 4 back (tests prove the round trip).
 */
import type { SwiftRow } from '../../../../contracts/api/swift.ts';
import { BANK_BIC } from './statement-files.ts';
import { CRLF, swiftDate, swiftLines, swiftReference } from './swift.ts';

/** A BIC as a 12-character logical terminal address (BIC8 + terminal X + branch, XXX by default). */
function terminal(bic: string): string {
  return `${bic.slice(0, 8)}X${bic.length === 11 ? bic.slice(8) : 'XXX'}`;
}

function party(tag: '50K' | '59', account: string, name: string, address: string): string[] {
  const lines = [...swiftLines(name, 2, 35), ...swiftLines(address, 1, 35)];
  return [`:${tag}:/${account}`, ...lines.slice(0, 4)];
}

/** What a currency payment adds to the foreign_transfers row (currency-payment module). */
export interface Mt103Extra {
  /** Field 56A: the intermediary (correspondent) bank's BIC. */
  readonly intermediaryBic?: string;
  /** Field 57A: the beneficiary's bank's BIC (account with institution). */
  readonly beneficiaryBankBic?: string;
  /** The amount with the currency's own places ("1000" JPY, "12.345" KWD); else amount_32a. */
  readonly amount?: string;
}

/** A decimal amount in SWIFT form: decimal comma, always present ("1000," "12,345" "1250,50"). */
export function swiftDecimal(amount: string): string {
  const text = amount.replace('.', ',');
  return text.includes(',') ? text : `${text},`;
}

export function mt103(row: SwiftRow, extra: Mt103Extra = {}): string {
  const amount = swiftDecimal(extra.amount ?? row.amount_32a);
  const block4 = [
    `:20:${swiftReference(row.reference)}`,
    ':23B:CRED',
    `:32A:${swiftDate(row.value_date)}${row.currency}${amount}`,
    ...party('50K', row.ordering_account, row.ordering_name, row.ordering_address),
    ...(extra.intermediaryBic ? [`:56A:${extra.intermediaryBic}`] : []),
    ...(extra.beneficiaryBankBic ? [`:57A:${extra.beneficiaryBankBic}`] : []),
    ...party('59', row.beneficiary_account, row.beneficiary_name, row.beneficiary_address),
    ...swiftLines(row.remittance, 4, 35).map((line, i) => (i === 0 ? `:70:${line}` : line)),
    `:71A:${row.charges}`,
  ];
  return `{1:F01${terminal(BANK_BIC)}0000000000}{2:I103${terminal(row.receiver_bic)}N}{4:${CRLF}${block4.join(CRLF)}${CRLF}-}`;
}

/** The fields of an MT103's block 4 by tag, continuation lines joined with '\n'. */
export function parseMt103(message: string): Record<string, string> {
  const start = message.indexOf('{4:');
  const end = message.lastIndexOf(`${CRLF}-}`);
  if (start < 0 || end < 0) throw new Error('not an MT103 message');
  const fields: Record<string, string> = {};
  let tag: string | null = null;
  for (const line of message.slice(start + 3, end).split(CRLF)) {
    const match = /^:([0-9]{2}[A-Z]?):(.*)$/.exec(line);
    if (match !== null) {
      tag = match[1] ?? '';
      fields[tag] = match[2] ?? '';
    } else if (tag !== null) {
      fields[tag] = `${fields[tag] ?? ''}\n${line}`;
    }
  }
  return fields;
}
