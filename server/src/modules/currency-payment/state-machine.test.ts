import { describe, expect, it } from 'vitest';
import { FX_STATUS, type FxStatusId } from '../../../../contracts/api/currency-payment.ts';
import { can, rowFlags, statusAfterSign, type FxFacts } from './state-machine.ts';

const facts = (statusId: FxStatusId, over: Partial<FxFacts> = {}): FxFacts => ({
  statusId,
  orgMustSignB: false,
  dualControl: true,
  preparedBy: [1],
  hasGpi: false,
  hasMt103: false,
  ...over,
});
const caller = (role: string, userId = 2, actsForOrg = true) => ({ role, userId, actsForOrg });

describe('currency payment state machine', () => {
  it('signs A alone, or B then A where the organisation must sign B', () => {
    expect(statusAfterSign(facts(FX_STATUS.created), 'A')).toBe(FX_STATUS.signed);
    expect(statusAfterSign(facts(FX_STATUS.created), 'B')).toBeNull();
    const b = { orgMustSignB: true };
    expect(statusAfterSign(facts(FX_STATUS.created, b), 'A')).toBeNull();
    expect(statusAfterSign(facts(FX_STATUS.created, b), 'B')).toBe(FX_STATUS.signedB);
    expect(statusAfterSign(facts(FX_STATUS.signedB, b), 'A')).toBe(FX_STATUS.signed);
  });

  it('keeps four-eyes under dual control and lets a sole proprietor act alone', () => {
    expect(can('sign', facts(FX_STATUS.created), caller('client', 1))).toBe(false);
    expect(can('sign', facts(FX_STATUS.created, { dualControl: false }), caller('client', 1))).toBe(true);
    expect(can('sign', facts(FX_STATUS.created), caller('head', 2))).toBe(true);
  });

  it('edits until sent, sends only when signed, and gives bank viewers and other organisations nothing', () => {
    for (const s of [FX_STATUS.created, FX_STATUS.signedB, FX_STATUS.signed] as const)
      expect(can('edit', facts(s), caller('accountant'))).toBe(true);
    expect(can('edit', facts(FX_STATUS.sent), caller('accountant'))).toBe(false);
    expect(can('send', facts(FX_STATUS.created), caller('head'))).toBe(false);
    expect(can('send', facts(FX_STATUS.signed), caller('accountant'))).toBe(true);
    expect(can('send', facts(FX_STATUS.signed), caller('passive_user'))).toBe(false);
    const flags = rowFlags(facts(FX_STATUS.signed), caller('cur_head_bank', 9, false));
    expect(
      Object.entries(flags)
        .filter(([, on]) => on)
        .map(([flag]) => flag),
    ).toEqual(['isView', 'isExport']);
  });
});
