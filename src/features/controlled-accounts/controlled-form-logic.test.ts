import { describe, expect, it } from 'vitest';
import { afterLookup, digits, draftOf, draftProblems, EMPTY_LOOKUP } from './controlled-form-logic.ts';

const filled = {
  ...draftOf(undefined),
  name: 'Контроль',
  account: '2'.repeat(25),
  bxm_code: '00873',
  nibbd: '10457823',
  organization_id: '3',
  user_id: '7',
};

describe('controlled-account form', () => {
  it('requires every field and checks the masks', () => {
    expect(draftProblems(draftOf(undefined))).toMatchObject({
      name: 'required',
      account: 'required',
      bxm_code: 'required',
      nibbd: 'required',
      organization_id: 'required',
      user_id: 'required',
    });
    expect(draftProblems(filled)).toEqual({});
    expect(draftProblems({ ...filled, account: '1'.repeat(26) })).toEqual({ account: 'account' });
    expect(draftProblems({ ...filled, account: '1'.repeat(27) })).toEqual({});
    expect(draftProblems({ ...filled, bxm_code: '0087' })).toEqual({ bxm_code: 'bxm' });
    expect(draftProblems({ ...filled, nibbd: '1045782' })).toEqual({ nibbd: 'nibbd' });
  });

  it('keeps only digits in the masked fields', () => {
    expect(digits('00-87 3a9', 5)).toBe('00873');
  });

  it('clears both selections when the look-up finds nothing', () => {
    expect(afterLookup(filled, EMPTY_LOOKUP)).toMatchObject({ organization_id: '', user_id: '' });
  });

  it('keeps selections still offered, and picks the only organisation', () => {
    const answer = {
      organizations: [{ id: 3, name: 'A' }],
      users: [{ user_id: 7, full_name: 'U', username: 'u' }],
    };
    expect(afterLookup(filled, answer)).toMatchObject({ organization_id: '3', user_id: '7' });
    expect(afterLookup({ ...filled, organization_id: '', user_id: '9' }, answer)).toMatchObject({
      organization_id: '3',
      user_id: '',
    });
  });
});
