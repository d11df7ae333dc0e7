import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { demoTemplateFolder } from './demo-template.ts';

describe("the day's demo template key (issue 18, fresh start)", () => {
  const at = (iso: string) => new ManualClock(new Date(iso));
  const base = { demoPassword: 'Demo#2026', passwordHashCost: 12 };

  it('is the same for the same Tashkent day, password and cost', () => {
    // 00:30 and 23:30 in Tashkent (UTC+5) of 28 Nov 2026.
    expect(demoTemplateFolder({ ...base, clock: at('2026-11-27T19:30:00Z') })).toBe(
      demoTemplateFolder({ ...base, clock: at('2026-11-28T18:30:00Z') }),
    );
  });

  it('changes with the day, the demo password and the hash cost', () => {
    const day = demoTemplateFolder({ ...base, clock: at('2026-11-28T10:00:00Z') });
    // 19:30 UTC is already 29 Nov in Tashkent: the seed's dates would be a day off.
    expect(demoTemplateFolder({ ...base, clock: at('2026-11-28T19:30:00Z') })).not.toBe(day);
    expect(
      demoTemplateFolder({ ...base, demoPassword: 'Other#2026', clock: at('2026-11-28T10:00:00Z') }),
    ).not.toBe(day);
    expect(demoTemplateFolder({ ...base, passwordHashCost: 13, clock: at('2026-11-28T10:00:00Z') })).not.toBe(
      day,
    );
    expect(day).toMatch(/corpbank-pglite\/demo-[0-9a-f]{16}-[0-9a-f]{16}$/);
  });
});
