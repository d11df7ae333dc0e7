import { describe, expect, it } from 'vitest';
import { UZS_STATUS, UZS_STATUS_IDS } from '../../../contracts/api/uzs-payment.ts';
import { nextStepOf } from './payment-text.ts';

describe('nextStepOf', () => {
  it('names the step each open status waits for, and none once the bank has decided', () => {
    expect(UZS_STATUS_IDS.map((status) => [status, nextStepOf(status)])).toEqual([
      [UZS_STATUS.created, 'sign'],
      [UZS_STATUS.entered, 'sign'],
      [UZS_STATUS.signedB, 'signatures'],
      [UZS_STATUS.signed, 'send'],
      [UZS_STATUS.submitted, 'bank'],
      [UZS_STATUS.passed, 'credit'],
      [UZS_STATUS.denied, null],
      [UZS_STATUS.paid, null],
    ]);
  });
});
