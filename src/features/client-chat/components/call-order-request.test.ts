import { describe, expect, it } from 'vitest';
import { callOrderBody } from '../../../../contracts/api/newchat.ts';
import { callOrderRequest } from './call-order-request.ts';

describe('the call order the dialog sends', () => {
  it('carries the phone, the subject and the question without surrounding spaces', () => {
    const body = callOrderRequest('998901234567', 'payments', '  Why is my payment late?\n');
    expect(body).toEqual({ phone: '998901234567', type: 'payments', topic: 'Why is my payment late?' });
    expect(callOrderBody.safeParse(body).success).toBe(true);
  });

  it('is not sent without a phone or with a blank question', () => {
    expect(callOrderRequest('', 'other', 'A question')).toBeNull();
    expect(callOrderRequest('998901234567', 'other', '')).toBeNull();
    expect(callOrderRequest('998901234567', 'other', ' \n\t ')).toBeNull();
  });
});
