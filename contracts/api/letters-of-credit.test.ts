import { describe, expect, it } from 'vitest';
import { lcProblems, lcSaveBody } from './letters-of-credit.ts';

const today = '2026-11-26';
const base = {
  amount: '12500.00',
  issue_date: today,
  expiry_date: '2027-02-24',
  latest_shipment_date: '2027-01-25',
  confirmation: 'without',
  type: 'irrevocable',
  confirming_bank_name: '',
  confirming_bank_swift: '',
  payment_terms: 'sight',
  deferred_days: 0,
  port_of_loading: 'Ningbo',
  port_of_discharge: 'Toshkent',
  currency: 'USD',
} as const;

const keys = (
  overrides: Partial<Record<keyof typeof base, unknown>>,
  accountCurrency: string | null = 'USD',
) =>
  lcProblems({ ...base, ...overrides } as Parameters<typeof lcProblems>[0], { today, accountCurrency }).map(
    (p) => `${p.attribute}:${p.key}`,
  );

describe('letter of credit field rules', () => {
  it('passes a good application', () => {
    expect(keys({})).toEqual([]);
  });

  it('checks the dates against today and each other', () => {
    expect(keys({ issue_date: '2026-11-25' })).toEqual(['issue_date:lc.issueDatePast']);
    expect(keys({ expiry_date: today })).toContain('expiry_date:lc.expiryBeforeIssue');
    expect(keys({ latest_shipment_date: '2027-03-01' })).toEqual([
      'latest_shipment_date:lc.shipmentAfterExpiry',
    ]);
    expect(keys({ latest_shipment_date: '2026-11-20' })).toEqual([
      'latest_shipment_date:lc.shipmentBeforeIssue',
    ]);
  });

  it('needs a confirming bank for a confirmed letter, deferred days only for deferred payment', () => {
    expect(keys({ confirmation: 'confirm' })).toEqual([
      'confirming_bank_name:lc.confirmingBankRequired',
      'confirming_bank_swift:lc.confirmingBankRequired',
    ]);
    expect(
      keys({
        type: 'irrevocable_confirmed',
        confirming_bank_name: 'Commerzbank AG',
        confirming_bank_swift: 'COBADEFF',
      }),
    ).toEqual([]);
    expect(keys({ payment_terms: 'deferred' })).toEqual(['deferred_days:lc.deferredDaysRequired']);
    expect(keys({ payment_terms: 'deferred', deferred_days: 60 })).toEqual([]);
    expect(keys({ deferred_days: 30 })).toEqual(['deferred_days:lc.deferredDaysOnlyDeferred']);
  });

  it('refuses equal ports, a zero amount and a cover account in another currency', () => {
    expect(keys({ port_of_discharge: 'ningbo ' })).toEqual(['port_of_discharge:lc.samePorts']);
    expect(keys({ amount: '0.00' })).toEqual(['amount:lc.amountPositive']);
    expect(keys({}, 'UZS')).toEqual(['account:lc.accountCurrency']);
  });

  it('holds SWIFT codes, tolerances and the country code to their shapes', () => {
    const body = {
      type: 'irrevocable',
      account: '2020800030567123400100450',
      mfo: '00873',
      amount: '100',
      currency: 'USD',
      beneficiary_name: 'A',
      beneficiary_address: 'B',
      beneficiary_country: 'CN',
      beneficiary_account: 'C',
      beneficiary_bank_name: 'D',
      beneficiary_bank_swift: 'ICBKCNBJHZH',
      advising_bank_name: 'E',
      advising_bank_swift: 'BKCHCNBJ',
      confirming_bank_name: '',
      confirming_bank_swift: '',
      issue_date: today,
      expiry_date: '2027-02-24',
      expiry_place: 'F',
      tolerance_plus: 5,
      tolerance_minus: 5,
      port_of_loading: 'G',
      port_of_discharge: 'H',
      latest_shipment_date: '2027-01-25',
      incoterms: 'CIP',
      partial_shipments: false,
      transhipment: true,
      payment_terms: 'sight',
      deferred_days: 0,
      presentation_days: 21,
      goods_description: 'I',
      documents_required: 'J',
      charges: 'SHA',
      confirmation: 'without',
      additional_conditions: '',
    };
    const issues = (change: Record<string, unknown>) =>
      lcSaveBody.safeParse({ ...body, ...change }).error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(issues({})).toEqual([]);
    expect(issues({ advising_bank_swift: 'bkchcnbj' })).toEqual(['advising_bank_swift']);
    expect(issues({ tolerance_plus: 11 })).toEqual(['tolerance_plus']);
    expect(issues({ beneficiary_country: 'China' })).toEqual(['beneficiary_country']);
    expect(issues({ extra: 1 })).toHaveLength(1);
  });
});
