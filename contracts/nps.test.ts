import { describe, expect, it } from 'vitest';
import { npsCategory, npsCounts, npsOf, surveyPeriod } from './nps.ts';

describe('NPS', () => {
  it('classes 9–10 as promoters, 7–8 as passives and 1–6 as detractors', () => {
    expect([1, 6, 7, 8, 9, 10].map(npsCategory)).toEqual([
      'detractor',
      'detractor',
      'passive',
      'passive',
      'promoter',
      'promoter',
    ]);
  });

  it('gives no score without answers (null, not 0 or NaN)', () => {
    expect(npsOf(npsCounts([]))).toBeNull();
  });

  it('gives 0 when every answer is neutral: passives count in neither group', () => {
    expect(npsOf(npsCounts([7, 8, 7, 8]))).toBe(0);
  });

  it('reaches +100 and −100 at the edges', () => {
    expect(npsOf(npsCounts([9, 10, 10]))).toBe(100);
    expect(npsOf(npsCounts([1, 6, 3]))).toBe(-100);
  });

  it('is % promoters − % detractors of all answers, passives in the denominator', () => {
    // 2 promoters, 1 passive, 1 detractor: 50 % − 25 % = 25.
    expect(npsOf(npsCounts([10, 9, 8, 2]))).toBe(25);
    // 1 promoter, 2 passives: 33.3.
    expect(npsOf(npsCounts([9, 7, 7]))).toBe(33.3);
  });

  it('names the Tashkent calendar month as the survey period', () => {
    expect(surveyPeriod(new Date('2026-11-30T18:59:00Z'))).toBe('2026-11');
    expect(surveyPeriod(new Date('2026-11-30T19:00:00Z'))).toBe('2026-12');
  });
});
