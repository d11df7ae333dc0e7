import { describe, expect, it } from 'vitest';
import { applicationNumber, applicationProblems } from './statement-applications.ts';

const base = {
  date_from: '2026-10-01',
  date_to: '2026-10-31',
  purpose: 'tax' as const,
  purpose_note: '',
  delivery: 'branch' as const,
  email: '',
};
const context = { today: '2026-11-21', openingDate: '2024-03-15' };

describe('statement application rules', () => {
  it('passes a period inside the account’s life, ending today at the latest', () => {
    expect(applicationProblems(base, context)).toEqual([]);
    expect(applicationProblems({ ...base, date_from: '2024-03-15', date_to: '2026-11-21' }, context)).toEqual(
      [],
    );
  });

  it('names the field of each broken rule', () => {
    expect(applicationProblems({ ...base, date_from: '2026-11-02', date_to: '2026-11-01' }, context)).toEqual(
      [{ attribute: 'date_to', key: 'application.rangeOrder' }],
    );
    expect(applicationProblems({ ...base, date_to: '2026-11-22' }, context)).toEqual([
      { attribute: 'date_to', key: 'application.future' },
    ]);
    expect(applicationProblems({ ...base, date_from: '2024-03-14' }, context)).toEqual([
      { attribute: 'date_from', key: 'application.beforeOpening' },
    ]);
    expect(applicationProblems({ ...base, purpose: 'other', purpose_note: '  ' }, context)).toEqual([
      { attribute: 'purpose_note', key: 'application.noteRequired' },
    ]);
    expect(applicationProblems({ ...base, delivery: 'email' }, context)).toEqual([
      { attribute: 'email', key: 'application.emailRequired' },
    ]);
    expect(applicationProblems({ ...base, delivery: 'email', email: 'buh@corp' }, context)).toEqual([
      { attribute: 'email', key: 'application.email' },
    ]);
    // The e-mail is not judged for a branch pickup; the opening date is skipped while unknown.
    expect(
      applicationProblems({ ...base, email: 'x', date_from: '2020-01-01' }, { today: '2026-11-21' }),
    ).toEqual([]);
  });

  it('numbers applications ZV-000042', () => {
    expect(applicationNumber(42)).toBe('ZV-000042');
  });
});
