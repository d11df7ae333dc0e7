import { describe, expect, it } from 'vitest';
import {
  BATCH_MESSAGE_HEADER,
  batchMessage,
  canonicalContent,
  parseBatchMessage,
  paymentDigest,
  sha256Hex,
  signingMessage,
  type SignableContent,
} from './digest.ts';

const payment: SignableContent = {
  id: 12,
  version: 3,
  number: '145',
  date: '2026-11-20',
  type: 1,
  account: '2020800060512345678901001',
  mfo: '00873',
  r_account: '2020800040987654321001002',
  r_mfo: '00421',
  r_inn: '302398451',
  r_name: 'AJ «Samarqand Don Mahsulotlari»',
  r_account_25: null,
  r_account_27: null,
  r_inn_27: null,
  corp_card: null,
  sum: '1500000.00',
  currency: 'UZS',
  code: '00668',
  description: 'Оплата по договору №12 от 01.11.2026',
  second_signature: false,
};

describe('canonical content', () => {
  it('lists the signed fields in their fixed order, absent values empty', () => {
    const text = canonicalContent(payment);
    expect(text.split('\n')).toEqual([
      'id=12',
      'version=3',
      'number=145',
      'date=2026-11-20',
      'type=1',
      'account=2020800060512345678901001',
      'mfo=00873',
      'r_account=2020800040987654321001002',
      'r_mfo=00421',
      'r_inn=302398451',
      'r_name=AJ «Samarqand Don Mahsulotlari»',
      'r_account_25=',
      'r_account_27=',
      'r_inn_27=',
      'corp_card=',
      'sum=1500000.00',
      'currency=UZS',
      'code=00668',
      'description=Оплата по договору №12 от 01.11.2026',
      'second_signature=false',
    ]);
  });

  it('escapes line breaks and backslashes so a value cannot forge another line', () => {
    const forged = canonicalContent({ ...payment, description: 'x\nsum=1.00\\' });
    expect(forged).toContain('description=x\\nsum=1.00\\\\');
    expect(forged.split('\n')).toHaveLength(20);
  });
});

describe('digest', () => {
  it('is the SHA-256 hex of the UTF-8 content', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    // UTF-8, not UTF-16: "ў" is two bytes (d1 9e).
    expect(await sha256Hex('ў')).toBe('b4f7b7b3ec6dc0d50ae0e55052ea95410f5621a4baf14019366d838ec21bf837');
    expect(await paymentDigest(payment)).toBe(await sha256Hex(canonicalContent(payment)));
  });

  it('changes with the version and with any signed field', async () => {
    const d = await paymentDigest(payment);
    expect(await paymentDigest({ ...payment, version: 4 })).not.toBe(d);
    expect(await paymentDigest({ ...payment, sum: '1500000.01' })).not.toBe(d);
    expect(await paymentDigest({ ...payment, second_signature: true })).not.toBe(d);
  });
});

describe('batch message', () => {
  it('sorts ids ascending under the header', () => {
    const a = 'a'.repeat(64);
    const b = 'b'.repeat(64);
    expect(
      batchMessage([
        { id: 9, version: 2, digest: b },
        { id: 3, version: 1, digest: a },
      ]),
    ).toBe(`${BATCH_MESSAGE_HEADER}\n3:1:${a}\n9:2:${b}`);
  });

  it('is what signingMessage builds and parseBatchMessage reads back', async () => {
    const other = { ...payment, id: 5, version: 1 };
    const message = await signingMessage([payment, other]);
    expect(parseBatchMessage(message)).toEqual([
      { id: 5, version: 1, digest: await paymentDigest(other) },
      { id: 12, version: 3, digest: await paymentDigest(payment) },
    ]);
  });

  it.each([
    ['no header', `1:1:${'a'.repeat(64)}`],
    ['no lines', BATCH_MESSAGE_HEADER],
    ['short digest', `${BATCH_MESSAGE_HEADER}\n1:1:abc`],
    ['ids not ascending', `${BATCH_MESSAGE_HEADER}\n2:1:${'a'.repeat(64)}\n1:1:${'a'.repeat(64)}`],
    ['duplicate id', `${BATCH_MESSAGE_HEADER}\n2:1:${'a'.repeat(64)}\n2:1:${'a'.repeat(64)}`],
    ['trailing line break', `${BATCH_MESSAGE_HEADER}\n2:1:${'a'.repeat(64)}\n`],
  ])('refuses a malformed message: %s', (_, message) => {
    expect(parseBatchMessage(message)).toBeNull();
  });
});

describe('content version 2 (issue 23: the card by its token)', () => {
  const token = 'ef515ea63eaa8261611c4906671c893df451caee7a480ba778a0761bdfe48dfe';
  const card: SignableContent = { ...payment, type: 4, corp_card: token };

  it('signs the card token, never a number, under the V2 header', async () => {
    expect(BATCH_MESSAGE_HEADER).toBe('CORPBANK-PAYMENTS-V2');
    expect(canonicalContent(card)).toContain(`corp_card=${token}`);
    const message = await signingMessage([card]);
    expect(message.split('\n')[0]).toBe('CORPBANK-PAYMENTS-V2');
    expect(message).not.toMatch(/\d{16}/);
  });

  it('a V1 message (the old header, the number in the content) is never read as V2', async () => {
    const v1Digest = await paymentDigest({ ...card, corp_card: '8600120456781234' });
    const v1 = `CORPBANK-PAYMENTS-V1\n${card.id}:${card.version}:${v1Digest}`;
    expect(parseBatchMessage(v1)).toBeNull();
    // Even under the new header, the old content's digest is not the new content's.
    expect(v1Digest).not.toBe(await paymentDigest(card));
    const v2 = batchMessage([{ id: card.id, version: card.version, digest: await paymentDigest(card) }]);
    expect(parseBatchMessage(v2)).toEqual([
      { id: card.id, version: card.version, digest: await paymentDigest(card) },
    ]);
  });
});
