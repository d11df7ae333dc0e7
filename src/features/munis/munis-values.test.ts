import { describe, expect, it } from 'vitest';
import type { MunisSupplier } from '../../../contracts/api/munis.ts';
import {
  EMPTY_MUNIS_VALUES,
  checkMunisValues,
  createBodyOf,
  munisFilterOf,
  normalAmount,
} from './munis-values.ts';

const label = { ru: 'x', en: 'x', uz: 'x' };
const electricity: MunisSupplier = {
  id: 1,
  group_id: 1,
  category: 'electricity',
  name: 'Elektr',
  inn: '200933145',
  account: '20210000200933145001',
  mfo: '00014',
  fields: [
    { name: 'subscriber_id', kind: 'digits', required: true, length: 10, label },
    { name: 'reading_current', kind: 'reading', required: true, monthly: true, label },
  ],
  settlements: [{ id: 5, supplier_id: 1, region: 'Toshkent shahri', district: 'Yunusobod tumani' }],
};

describe('munis form values', () => {
  it('checks the declared fields with the same rule as the server', () => {
    const values = {
      ...EMPTY_MUNIS_VALUES,
      supplier_id: '1',
      settlement_id: '5',
      debit_account: '2020800030124567800100873',
      amount: '1 250,5',
      purpose: 'Elektr',
      fields: { subscriber_id: '123', reading_current: '12,5' },
    };
    const problems = checkMunisValues(values, electricity);
    expect(Object.keys(problems).sort()).toEqual(['fields.reading_current', 'fields.subscriber_id']);
    expect(problems['fields.subscriber_id']).toEqual({
      kind: 'rule',
      message: { key: 'length.exact', params: { length: '10' } },
    });
    const fixed = { ...values, fields: { subscriber_id: '4100200351', reading_current: '12.5' } };
    expect(checkMunisValues(fixed, electricity)).toEqual({});
  });

  it('asks for the supplier, settlement, account, amount and purpose', () => {
    expect(Object.keys(checkMunisValues(EMPTY_MUNIS_VALUES, undefined)).sort()).toEqual([
      'amount',
      'debit_account',
      'purpose',
      'settlement_id',
      'supplier_id',
    ]);
    expect(checkMunisValues({ ...EMPTY_MUNIS_VALUES, amount: '0' }, undefined)['amount']).toEqual({
      kind: 'amount',
    });
  });

  it('sends only the declared fields and a normal amount', () => {
    const body = createBodyOf(
      {
        ...EMPTY_MUNIS_VALUES,
        supplier_id: '1',
        settlement_id: '5',
        amount: '1 250,5',
        purpose: ' x ',
        fields: { subscriber_id: ' 4100200351 ', other: '1' },
      },
      electricity,
      'ref',
    );
    expect(body).toMatchObject({ supplier_id: 1, settlement_id: 5, amount: '1250.5', purpose: 'x' });
    expect(body.fields).toEqual({ subscriber_id: '4100200351' });
    expect(normalAmount('12 000,75')).toBe('12000.75');
  });

  it('keeps only a known status in the filter', () => {
    expect(munisFilterOf({ status_id: '3' })).toEqual({ status_id: 3 });
    expect(munisFilterOf({ status_id: '9' })).toEqual({});
  });
});
