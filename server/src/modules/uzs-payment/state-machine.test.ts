import { describe, expect, it } from 'vitest';
import { UZS_STATUS, type UzsStatusId } from '../../../../contracts/api/uzs-payment.ts';
import { CLIENT_ROLES } from '../../../../contracts/roles.ts';
import {
  can,
  requiredSignatures,
  rowFlags,
  statusAfterSign,
  type Action,
  type PaymentFacts,
} from './state-machine.ts';

const ACTIONS: readonly Action[] = [
  'edit',
  'delete',
  'approve',
  'recall',
  'copy',
  'template',
  'sign',
  'return',
  'send',
  'auth',
  'decline',
];
const SIGNER = 1;
const PREPARER = 2;
const ROLES = [...CLIENT_ROLES, 'multiclient', 'admin_bank', 'super_user'] as const;

function payment(statusId: UzsStatusId, more: Partial<PaymentFacts> = {}): PaymentFacts {
  return {
    statusId,
    secondSignature: false,
    orgMustSignB: false,
    orgIsChild: false,
    authorized: false,
    // A legal entity's payment prepared by someone else than the caller (SIGNER).
    dualControl: true,
    preparedBy: [PREPARER],
    ...more,
  };
}

/** What each role may do to a one-signature payment of its own organisation, per status. */
const EXPECTED: Record<string, Partial<Record<UzsStatusId, readonly Action[]>>> = {
  client: {
    1: ['edit', 'delete', 'approve', 'copy', 'template'],
    2: ['recall', 'copy', 'template', 'sign', 'return'],
    4: ['recall', 'copy', 'template', 'send'],
  },
  accountant: {
    1: ['edit', 'delete', 'approve', 'copy', 'template'],
    2: ['recall', 'copy', 'template'],
    4: ['recall', 'copy', 'template', 'send'],
  },
  accountant_simple: {
    1: ['edit', 'delete', 'approve', 'copy', 'template'],
    2: ['recall', 'copy', 'template'],
    4: ['recall', 'copy', 'template', 'send'],
  },
  super_head: {
    1: ['edit', 'delete', 'approve', 'copy', 'template'],
    2: ['recall', 'copy', 'template', 'sign', 'return'],
    4: ['recall', 'copy', 'template', 'send'],
  },
  head: { 1: ['edit'], 2: ['sign', 'return'], 4: ['send'] },
  accountant_sign: { 4: ['send'] },
  passive_user: {},
  multiclient: {},
  admin_bank: {},
  super_user: {},
};

describe('one-signature payments, every role and status', () => {
  for (const role of ROLES) {
    for (const status of Object.values(UZS_STATUS)) {
      it(`${role} in status ${status}`, () => {
        const p = payment(status);
        const staff = role === 'admin_bank' || role === 'super_user';
        const allowed = ACTIONS.filter((a) => can(a, p, { role, actsForOrg: !staff, userId: SIGNER }));
        const byStatus = EXPECTED[role] ?? {};
        const preparer = ['client', 'accountant', 'accountant_simple', 'super_head'].includes(role);
        // Copy and template are open to preparers in every status.
        const fallback: Action[] = preparer ? ['copy', 'template'] : [];
        expect(allowed).toEqual(
          byStatus[status] ?? (status === 3 && preparer ? ['recall', 'copy', 'template'] : fallback),
        );
      });
    }
  }

  it('nothing for a caller who does not act for the organisation', () => {
    for (const role of ROLES) {
      for (const action of ACTIONS) {
        expect(can(action, payment(UZS_STATUS.entered), { role, actsForOrg: false, userId: SIGNER })).toBe(
          false,
        );
      }
    }
  });
});

describe('two-signature payments', () => {
  const twoSig = [{ orgMustSignB: true }, { secondSignature: true }] as const;
  it.each(twoSig)('B first, then A (%o)', (more) => {
    expect(requiredSignatures(payment(2, more))).toEqual(['B', 'A']);
    expect(statusAfterSign(payment(2, more), 'A')).toBeNull();
    expect(statusAfterSign(payment(2, more), 'B')).toBe(UZS_STATUS.signedB);
    expect(statusAfterSign(payment(3, more), 'B')).toBeNull();
    expect(statusAfterSign(payment(3, more), 'A')).toBe(UZS_STATUS.signed);
    expect(can('sign', payment(2, more), { role: 'head', actsForOrg: true, userId: SIGNER })).toBe(false);
    expect(can('sign', payment(2, more), { role: 'accountant_sign', actsForOrg: true, userId: SIGNER })).toBe(
      true,
    );
    expect(can('sign', payment(3, more), { role: 'head', actsForOrg: true, userId: SIGNER })).toBe(true);
  });

  it('IsSignSend only for the signature that completes the set', () => {
    const more = { secondSignature: true };
    expect(
      rowFlags(payment(2, more), { role: 'accountant_sign', actsForOrg: true, userId: SIGNER }).IsSignSend,
    ).toBe(false);
    expect(rowFlags(payment(3, more), { role: 'head', actsForOrg: true, userId: SIGNER }).IsSignSend).toBe(
      true,
    );
    expect(rowFlags(payment(2), { role: 'head', actsForOrg: true, userId: SIGNER }).IsSignSend).toBe(true);
  });
});

describe('return to the preparer', () => {
  const as = (role: string, userId = SIGNER) => ({ role, actsForOrg: true, userId });
  it('only the signer the payment awaits, and isReturn follows isSign', () => {
    const twoSig = { secondSignature: true };
    expect(can('return', payment(2, twoSig), as('accountant_sign'))).toBe(true);
    expect(can('return', payment(2, twoSig), as('head'))).toBe(false);
    expect(can('return', payment(3, twoSig), as('head'))).toBe(true);
    expect(can('return', payment(3, twoSig), as('accountant_sign'))).toBe(false);
    for (const status of [UZS_STATUS.created, UZS_STATUS.signed, UZS_STATUS.submitted, UZS_STATUS.denied]) {
      expect(can('return', payment(status), as('head'))).toBe(false);
    }
    expect(can('return', payment(2, { preparedBy: [SIGNER] }), as('head'))).toBe(false);
    expect(can('return', payment(2), { role: 'head', actsForOrg: false, userId: SIGNER })).toBe(false);
    for (const role of ROLES) {
      for (const status of Object.values(UZS_STATUS)) {
        const flags = rowFlags(payment(status, twoSig), as(role));
        expect(flags.isReturn).toBe(flags.isSign);
      }
    }
  });
});

describe('child organisations', () => {
  const child = { orgIsChild: true };
  it('send waits for the multiclient; only the multiclient authorises or declines', () => {
    expect(can('send', payment(4, child), { role: 'head', actsForOrg: true, userId: SIGNER })).toBe(false);
    expect(can('auth', payment(4, child), { role: 'multiclient', actsForOrg: true, userId: SIGNER })).toBe(
      true,
    );
    expect(can('decline', payment(4, child), { role: 'multiclient', actsForOrg: true, userId: SIGNER })).toBe(
      true,
    );
    expect(can('auth', payment(4, child), { role: 'head', actsForOrg: true, userId: SIGNER })).toBe(false);
    expect(can('auth', payment(4), { role: 'multiclient', actsForOrg: true, userId: SIGNER })).toBe(false);
    expect(can('auth', payment(2, child), { role: 'multiclient', actsForOrg: true, userId: SIGNER })).toBe(
      false,
    );
    const authorised = payment(4, { ...child, authorized: true });
    expect(can('send', authorised, { role: 'head', actsForOrg: true, userId: SIGNER })).toBe(true);
    expect(can('auth', authorised, { role: 'multiclient', actsForOrg: true, userId: SIGNER })).toBe(false);
    expect(rowFlags(payment(2, child), { role: 'head', actsForOrg: true, userId: SIGNER }).IsSignSend).toBe(
      false,
    );
  });
});

describe('four-eyes (dual control)', () => {
  const as = (role: string, userId: number) => ({ role, actsForOrg: true, userId });
  it('refuses the signature of whoever created or last edited the payment', () => {
    const own = payment(UZS_STATUS.entered, { preparedBy: [SIGNER] });
    expect(can('sign', own, as('client', SIGNER))).toBe(false);
    expect(rowFlags(own, as('client', SIGNER))).toMatchObject({ isSign: false, IsSignSend: false });
    const editedByHead = payment(UZS_STATUS.entered, { preparedBy: [PREPARER, SIGNER] });
    expect(can('sign', editedByHead, as('head', SIGNER))).toBe(false);
    expect(can('sign', editedByHead, as('head', 3))).toBe(true);
    // B as well: nobody signs their own preparation.
    const twoSig = payment(UZS_STATUS.entered, { secondSignature: true, preparedBy: [SIGNER] });
    expect(can('sign', twoSig, as('accountant_sign', SIGNER))).toBe(false);
  });

  it('only signing: the preparer still sends what another signed', () => {
    const signed = payment(UZS_STATUS.signed, { preparedBy: [SIGNER] });
    expect(can('send', signed, as('client', SIGNER))).toBe(true);
  });

  it('lets one person act alone when the organisation has no dual control (sole proprietor)', () => {
    const own = payment(UZS_STATUS.entered, { preparedBy: [SIGNER], dualControl: false });
    expect(can('sign', own, as('client', SIGNER))).toBe(true);
    expect(rowFlags(own, as('client', SIGNER)).IsSignSend).toBe(true);
  });
});
