/**
 * Money is integer minor units (tiyin, cents) as bigint on the server and decimal strings with
 * two places ("1500000.00") on the wire. This is the one place that converts between them;
 * never pass a money value through Number().
 */
const DECIMAL = /^-?\d{1,23}(\.\d{1,2})?$/;

export function isMoneyString(value: string): boolean {
  return DECIMAL.test(value);
}

export function toMinor(value: string): bigint {
  if (!DECIMAL.test(value)) throw new RangeError(`not a money amount: ${value}`);
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return negative ? -minor : minor;
}

export function fromMinor(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const whole = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}
