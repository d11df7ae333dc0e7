import { describe, expect, it } from 'vitest';
import { userStateText } from './user-state.tsx';

const label = (key: string) => `<${key}>`;

describe('a user’s state as text', () => {
  it('names the state alone when nothing else applies', () => {
    expect(userStateText({ state: 'active', locked: false, password_change_required: false }, label)).toBe(
      '<state.active>',
    );
  });

  it('adds the sign-in lock and a due password change, in that order', () => {
    expect(userStateText({ state: 'blocked', locked: true, password_change_required: true }, label)).toBe(
      '<state.blocked>, <state.locked>, <state.passwordChange>',
    );
    expect(userStateText({ state: 'active', locked: false, password_change_required: true }, label)).toBe(
      '<state.active>, <state.passwordChange>',
    );
  });
});
