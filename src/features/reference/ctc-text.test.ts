import { describe, expect, it } from 'vitest';
import { ctcProblems } from './ctc-text.ts';

describe('currency transaction code form checks', () => {
  const ok = { code: '11100', name_ru: 'а', name_en: 'b', name_uz: 'c', active: true };
  it('asks for five digits and a name in every language', () => {
    expect(ctcProblems(ok)).toEqual({});
    expect(ctcProblems({ ...ok, code: '111', name_en: ' ' })).toEqual({ code: true, name_en: true });
    expect(ctcProblems({ ...ok, name_uz: 'x'.repeat(301) })).toEqual({ name_uz: true });
  });
});
