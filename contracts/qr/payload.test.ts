import { describe, expect, it } from 'vitest';
import { crc16, decodeQrPayload, encodeQrPayload, type QrPaymentRequest } from './payload.ts';

const base: QrPaymentRequest = {
  method: 'static',
  mfo: '00873',
  account: '20208000300100001001',
  inn: '301245678',
  name: 'OOO «Toshkent Tekstil I',
  amount: null,
  reference: 'QR7K2M9PXA',
  purpose: 'Toʻlov: gazlama uchun, hisob-faktura 14',
  expiresAt: null,
};

describe('QR payment request payload', () => {
  it('computes the CRC-16/CCITT-FALSE check value', () => {
    expect(crc16('123456789')).toBe('29B1');
    // Over the UTF-8 bytes: one-, two-, three- and four-byte characters.
    expect(crc16('Oʻzbekiston — Тошкент 💳')).toBe('4252');
  });

  it('decodes to what was issued (static, no amount)', () => {
    const payload = encodeQrPayload(base);
    expect(payload.startsWith('000201010211')).toBe(true);
    expect(decodeQrPayload(payload)).toMatchObject(base);
  });

  it('decodes to what was issued (dynamic, amount and expiry)', () => {
    const issued = {
      ...base,
      method: 'dynamic' as const,
      amount: '1250000.50',
      expiresAt: '2026-11-27T18:00:00.000Z',
    };
    const payload = encodeQrPayload(issued);
    expect(payload).toContain('010212');
    expect(decodeQrPayload(payload)).toMatchObject(issued);
  });

  it('refuses a payload whose check value does not match', () => {
    const payload = encodeQrPayload(base);
    const tampered = payload.replace('00873', '00874');
    expect(decodeQrPayload(tampered)).toBeNull();
    expect(decodeQrPayload('not a code')).toBeNull();
  });
});
