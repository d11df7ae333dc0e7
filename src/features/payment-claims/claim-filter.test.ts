import { describe, expect, it } from 'vitest';
import { claimDetailPath, claimFilterOf } from './claim-filter.ts';

describe('claimFilterOf', () => {
  it('defaults to incoming claims and keeps a known status', () => {
    expect(claimFilterOf({})).toEqual({ direction: 'incoming' });
    expect(claimFilterOf({ direction: 'outgoing', status_id: '2' })).toEqual({
      direction: 'outgoing',
      status_id: 2,
    });
  });

  it('drops what the contract would refuse, so a hand-edited address still lists', () => {
    expect(claimFilterOf({ direction: 'sideways', status_id: '9' })).toEqual({ direction: 'incoming' });
    expect(claimFilterOf({ status_id: 'x' })).toEqual({ direction: 'incoming' });
  });

  it('opens a claim on the detail screen of its side', () => {
    expect(claimDetailPath({ id: 7, direction: 'incoming' })).toBe('/payments-required/incoming/detail/7');
    expect(claimDetailPath({ id: 8, direction: 'outgoing' })).toBe('/payments-required/outgoing/detail/8');
  });
});
