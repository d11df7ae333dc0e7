import { describe, expect, it } from 'vitest';
import { mfoMask, mfoProblems } from './mfo-text.ts';

describe('MFO form checks', () => {
  it('keeps five digits of what is typed', () => {
    expect(mfoMask('0a1-4 4 99')).toBe('01449');
    expect(mfoMask('')).toBe('');
  });

  it('asks for five digits and a name', () => {
    expect(mfoProblems({ mfo: '01449', name: 'Bank', active: true })).toEqual({});
    expect(mfoProblems({ mfo: '0144', name: '  ', active: true })).toEqual({ mfo: true, name: true });
    expect(mfoProblems({ mfo: '01449', name: 'x'.repeat(201), active: false })).toEqual({ name: true });
  });
});
