import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  applicationProblems,
  type ApplicationBody,
} from '../../../../contracts/api/statement-applications.ts';
import en from '../../../../locales/en/accounts.json';
import ru from '../../../../locales/ru/accounts.json';
import uz from '../../../../locales/uz/accounts.json';
import { APPLICATION_TONES, applicationErrorKey, distinctErrors } from './application-view.ts';

type Values = Pick<
  ApplicationBody,
  'date_from' | 'date_to' | 'purpose' | 'purpose_note' | 'delivery' | 'email'
>;
const valid: Values = {
  date_from: '2026-10-01',
  date_to: '2026-10-31',
  purpose: 'tax',
  purpose_note: '',
  delivery: 'branch',
  email: '',
};
const context = { today: '2026-11-25', openingDate: '2026-01-15' };

function lookUp(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
}

describe('the statement application’s errors', () => {
  it('name the text of each problem the rules find, under application.errors', () => {
    const problems = [
      ...applicationProblems({ ...valid, date_from: '2026-01-01' }, context),
      ...applicationProblems({ ...valid, date_from: '2026-11-01', date_to: '2026-10-01' }, context),
      ...applicationProblems({ ...valid, date_to: '2026-11-26' }, context),
      ...applicationProblems({ ...valid, purpose: 'other', purpose_note: '  ' }, context),
      ...applicationProblems({ ...valid, delivery: 'email' }, context),
      ...applicationProblems({ ...valid, delivery: 'email', email: 'not-an-address' }, context),
    ];
    expect(problems.map(applicationErrorKey)).toEqual([
      'application.errors.beforeOpening',
      'application.errors.rangeOrder',
      'application.errors.future',
      'application.errors.noteRequired',
      'application.errors.emailRequired',
      'application.errors.email',
    ]);
    for (const locale of [ru, en, uz]) {
      for (const problem of problems) {
        const text = lookUp(locale, applicationErrorKey(problem));
        expect(typeof text === 'string' && text.length > 0, applicationErrorKey(problem)).toBe(true);
      }
    }
  });

  it('show the period’s two errors once when both say the same, and nothing for no error', () => {
    expect(distinctErrors(['Too early', 'Too early'])).toEqual(['Too early']);
    expect(distinctErrors([null, 'The end is in the future'])).toEqual(['The end is in the future']);
    expect(distinctErrors(['Too early', 'The end is in the future'])).toEqual([
      'Too early',
      'The end is in the future',
    ]);
    expect(distinctErrors([null, null])).toEqual([]);
  });
});

describe('the statement application’s status chip', () => {
  it('has a tone for every status: green once the statement is ready, red when refused', () => {
    expect(Object.keys(APPLICATION_TONES).sort()).toEqual([...APPLICATION_STATUSES].sort());
    expect(APPLICATION_TONES.ready).toBe('success');
    expect(APPLICATION_TONES.issued).toBe('success');
    expect(APPLICATION_TONES.rejected).toBe('danger');
    expect(APPLICATION_TONES.submitted).not.toBe('success');
    expect(APPLICATION_TONES.accepted).not.toBe('success');
  });
});
