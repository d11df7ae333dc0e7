/**
 * Net promoter score (spec 2 §9, spec 3 §9; docs/decisions.md "Surveys"): a recommendation score
 * 1–10; 9–10 promoters, 7–8 passives (neutral, counted in neither group), 1–6 detractors.
 * NPS = % promoters − % detractors of all answers, −100..100, one decimal. No answers → no NPS
 * (null, shown as "—"), never 0 or NaN.
 */
import { bankDay } from './bank-calendar.ts';

export const SURVEY_SCORE_MIN = 1;
export const SURVEY_SCORE_MAX = 10;
export const PROMOTER_MIN = 9;
export const PASSIVE_MIN = 7;

export const NPS_CATEGORIES = ['promoter', 'passive', 'detractor'] as const;
export type NpsCategory = (typeof NPS_CATEGORIES)[number];

export function npsCategory(score: number): NpsCategory {
  if (score >= PROMOTER_MIN) return 'promoter';
  if (score >= PASSIVE_MIN) return 'passive';
  return 'detractor';
}

export interface NpsCounts {
  readonly promoters: number;
  readonly passives: number;
  readonly detractors: number;
}

/** The score of the counts, or null when there are no answers at all. */
export function npsOf({ promoters, passives, detractors }: NpsCounts): number | null {
  const total = promoters + passives + detractors;
  if (total === 0) return null;
  return Math.round(((promoters - detractors) * 1000) / total) / 10;
}

/** Counts of a list of scores (1–10). */
export function npsCounts(scores: readonly number[]): NpsCounts {
  let promoters = 0;
  let passives = 0;
  let detractors = 0;
  for (const s of scores) {
    const c = npsCategory(s);
    if (c === 'promoter') promoters += 1;
    else if (c === 'passive') passives += 1;
    else detractors += 1;
  }
  return { promoters, passives, detractors };
}

/**
 * The survey period a moment falls in: the bank's (Tashkent) calendar month, YYYY-MM. A client is
 * asked at most once per period, whether they answered or declined.
 */
export function surveyPeriod(at: Date): string {
  return bankDay(at).slice(0, 7);
}

/** The bank day (YYYY-MM-DD) the period starts on. */
export function surveyPeriodStart(period: string): string {
  return `${period}-01`;
}
