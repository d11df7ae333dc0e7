import { describe, expect, it } from 'vitest';
import { FX_STATUS, type FxStatusId } from '../../../../contracts/api/fx-deal.ts';
import { can, rowFlags, type FxAction } from './state-machine.ts';

const deal = (statusId: FxStatusId, preparedBy: readonly number[] = [1]) => ({
  statusId,
  dualControl: true,
  preparedBy,
});
const client = (role: string, userId = 2) => ({ role, userId, actsForOrg: true });
const officer = (role = 'cur_manager') => ({ role, userId: 9, actsForOrg: false });

describe('buy/sell request state machine', () => {
  it('lets the preparer edit until the bank has it, and delete only drafts and returned requests', () => {
    const editable: FxStatusId[] = [FX_STATUS.created, FX_STATUS.signed, FX_STATUS.returned];
    for (const status of Object.values(FX_STATUS)) {
      expect(can('edit', deal(status), client('accountant')), `edit ${status}`).toBe(
        editable.includes(status),
      );
      expect(can('delete', deal(status), client('accountant')), `delete ${status}`).toBe(
        status === FX_STATUS.created || status === FX_STATUS.returned,
      );
    }
    expect(can('edit', deal(FX_STATUS.created), client('head'))).toBe(false);
    expect(can('edit', deal(FX_STATUS.created), { ...client('accountant'), actsForOrg: false })).toBe(false);
  });

  it('has signers sign a draft they did not prepare, and senders send a signed one', () => {
    expect(can('sign', deal(FX_STATUS.created), client('head'))).toBe(true);
    expect(can('sign', deal(FX_STATUS.created, [2]), client('head'))).toBe(false);
    expect(can('sign', { ...deal(FX_STATUS.created, [2]), dualControl: false }, client('head'))).toBe(true);
    expect(can('sign', deal(FX_STATUS.created), client('accountant'))).toBe(false);
    expect(can('sign', deal(FX_STATUS.signed), client('head'))).toBe(false);
    expect(can('send', deal(FX_STATUS.signed), client('accountant'))).toBe(true);
    expect(can('send', deal(FX_STATUS.signed), client('passive_user'))).toBe(false);
  });

  it('gives the bank actions to the currency officers only, in the right statuses', () => {
    const table: [FxAction, FxStatusId[]][] = [
      ['accept', [FX_STATUS.sent]],
      ['return', [FX_STATUS.sent, FX_STATUS.accepted]],
      ['reject', [FX_STATUS.sent, FX_STATUS.accepted]],
      ['execute', [FX_STATUS.accepted]],
    ];
    for (const [action, statuses] of table) {
      for (const status of Object.values(FX_STATUS)) {
        expect(can(action, deal(status), officer()), `${action} ${status}`).toBe(statuses.includes(status));
        expect(can(action, deal(status), client('head'))).toBe(false);
        expect(can(action, deal(status), officer('currency_passive'))).toBe(false);
        expect(can(action, deal(status), officer('moderator'))).toBe(false);
      }
    }
    expect(can('sign', deal(FX_STATUS.created), officer())).toBe(false);
  });

  it('answers every flag for a row', () => {
    const flags = rowFlags(deal(FX_STATUS.accepted), officer('cur_head_acc'));
    expect(flags).toMatchObject({
      isView: true,
      isExecute: true,
      isReturn: true,
      isEdit: false,
      isSign: false,
    });
  });
});
