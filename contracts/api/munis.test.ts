import { describe, expect, it } from 'vitest';
import { parseBatchMessageFor } from '../signing/signed-document.ts';
import {
  MUNIS_SIGNING_HEADER,
  canonicalFields,
  isMunisAmount,
  munisCleanFields,
  munisFieldProblems,
  munisFromTiyin,
  munisSigningMessage,
  munisTemplateFields,
  munisToTiyin,
  type MunisFieldDecl,
  type MunisPayment,
} from './munis.ts';

const label = { ru: 'x', en: 'x', uz: 'x' };
const subscriber: MunisFieldDecl = {
  name: 'subscriber_id',
  kind: 'digits',
  required: true,
  length: 8,
  label,
};
const reading: MunisFieldDecl = { name: 'reading', kind: 'reading', required: true, monthly: true, label };
const cadastral: MunisFieldDecl = { name: 'cadastral', kind: 'cadastral', required: true, label };
const note: MunisFieldDecl = { name: 'note', kind: 'text', required: false, maxLength: 5, label };
const budget: MunisFieldDecl = { name: 'budget_account', kind: 'digits', required: true, length: 27, label };

describe('munis field declarations', () => {
  it('accepts values that fit the declaration', () => {
    expect(
      munisFieldProblems([subscriber, reading, cadastral, note], {
        subscriber_id: '12345678',
        reading: '10452.5',
        cadastral: '10:01:03:01:02:0045/0012',
      }),
    ).toEqual([]);
  });

  it('names one failing field per kind, with the shared message key', () => {
    expect(munisFieldProblems([subscriber], { subscriber_id: '1234' })).toEqual([
      { attribute: 'fields.subscriber_id', message: { key: 'length.exact', params: { length: '8' } } },
    ]);
    expect(munisFieldProblems([subscriber], { subscriber_id: '1234567a' })[0]?.message.key).toBe('pattern');
    expect(munisFieldProblems([reading], { reading: '12,5' })[0]?.message.key).toBe('pattern');
    expect(munisFieldProblems([reading], {})[0]?.message.key).toBe('required');
    expect(munisFieldProblems([cadastral], { cadastral: '10-01-03' })[0]?.message.key).toBe('pattern');
    expect(munisFieldProblems([note], { note: 'too long' })[0]?.message).toEqual({
      key: 'length.max',
      params: { max: '5' },
    });
    expect(munisFieldProblems([budget], { budget_account: '4004' })[0]?.attribute).toBe(
      'fields.budget_account',
    );
  });

  it('refuses a value the supplier does not declare', () => {
    expect(munisFieldProblems([note], { other: '1' })).toEqual([
      { attribute: 'fields.other', message: { key: 'invalid' } },
    ]);
  });

  it('keeps declared trimmed values, and a template drops the monthly ones', () => {
    const values = { subscriber_id: ' 12345678 ', reading: '5', note: '' };
    expect(munisCleanFields([subscriber, reading, note], values)).toEqual({
      subscriber_id: '12345678',
      reading: '5',
    });
    expect(munisTemplateFields([subscriber, reading], { subscriber_id: '12345678', reading: '5' })).toEqual({
      subscriber_id: '12345678',
    });
  });
});

describe('munis amounts and signing', () => {
  it('reads soum amounts with at most two decimals', () => {
    expect(isMunisAmount('12.5')).toBe(true);
    expect(isMunisAmount('0')).toBe(false);
    expect(isMunisAmount('1.234')).toBe(false);
    expect(munisToTiyin('12.5')).toBe(1250n);
    expect(munisFromTiyin(1250n)).toBe('12.50');
  });

  it('signs a batch under its own header with the fields in canonical order', async () => {
    expect(canonicalFields({ b: '2', a: '1' })).toBe('{"a":"1","b":"2"}');
    const payment = {
      id: 7,
      version: 2,
      number: '3',
      date: '2026-11-27',
      debit_account: '20208000301245678001',
      supplier_inn: '200000001',
      supplier_account: '20210000200000001001',
      supplier_mfo: '00873',
      settlement_id: 1,
      amount: '10.00',
      purpose: 'x',
      fields: { subscriber_id: '12345678' },
    } as unknown as MunisPayment;
    const text = await munisSigningMessage([payment]);
    expect(parseBatchMessageFor(MUNIS_SIGNING_HEADER, text)?.[0]).toMatchObject({ id: 7, version: 2 });
  });
});
