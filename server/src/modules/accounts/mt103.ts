/**
 * A foreign transfer as an MT103 FIN message: {1:} basic header (our BIC), {2:} input header
 * (receiver's 12-character address, normal priority) and {4: … -} with :20: :23B: :32A: :50K:
 * :59: :70: :71A:. Name and address lines are at most 35 X characters, four lines per field.
 */
import type { SwiftRow } from '../../../../contracts/api/swift.ts';
import { toMinor } from '../../../../contracts/money.ts';
import { BANK_BIC } from './statement-files.ts';
import { CRLF, swiftAmount, swiftDate, swiftLines, swiftReference } from './swift.ts';

/** A BIC as a 12-character logical terminal address (BIC8 + terminal X + branch, XXX by default). */
function terminal(bic: string): string {
  return `${bic.slice(0, 8)}X${bic.length === 11 ? bic.slice(8) : 'XXX'}`;
}

function party(tag: '50K' | '59', account: string, name: string, address: string): string[] {
  const lines = [...swiftLines(name, 2, 35), ...swiftLines(address, 1, 35)];
  return [`:${tag}:/${account}`, ...lines.slice(0, 4)];
}

export function mt103(row: SwiftRow): string {
  const block4 = [
    `:20:${swiftReference(row.reference)}`,
    ':23B:CRED',
    `:32A:${swiftDate(row.value_date)}${row.currency}${swiftAmount(toMinor(row.amount_32a))}`,
    ...party('50K', row.ordering_account, row.ordering_name, row.ordering_address),
    ...party('59', row.beneficiary_account, row.beneficiary_name, row.beneficiary_address),
    ...swiftLines(row.remittance, 4, 35).map((line, i) => (i === 0 ? `:70:${line}` : line)),
    `:71A:${row.charges}`,
  ];
  return `{1:F01${terminal(BANK_BIC)}0000000000}{2:I103${terminal(row.receiver_bic)}N}{4:${CRLF}${block4.join(CRLF)}${CRLF}-}`;
}
