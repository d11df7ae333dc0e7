import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS, MESSAGE_PARAMS, isMessageKey, localeProblems, message } from './messages.ts';

describe('validation message keys', () => {
  it('lists every key once with its params', () => {
    expect(new Set(MESSAGE_KEYS).size).toBe(MESSAGE_KEYS.length);
    expect(MESSAGE_PARAMS['amount.min']).toEqual(['min', 'currency']);
    expect(MESSAGE_PARAMS.required).toEqual([]);
  });

  it('builds messages with params only where the key has some', () => {
    expect(message('required')).toEqual({ key: 'required' });
    expect(message('length.more', { count: '3' })).toEqual({ key: 'length.more', params: { count: '3' } });
  });

  it('tells its keys from other strings', () => {
    expect(isMessageKey('length.exact')).toBe(true);
    expect(isMessageKey('length')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
  });

  it('checks a locale namespace against the keys', () => {
    const complete: Record<string, unknown> = {};
    for (const key of MESSAGE_KEYS) {
      const path = key.split('.');
      const leaf = path.pop() ?? key;
      const node = path.reduce<Record<string, unknown>>((n, part) => {
        n[part] ??= {};
        return n[part] as Record<string, unknown>;
      }, complete);
      node[leaf] = MESSAGE_PARAMS[key].map((p) => `{{${p}}}`).join(' ') || 'text';
    }
    expect(localeProblems(complete)).toEqual([]);

    const broken = JSON.parse(JSON.stringify(complete)) as {
      required: string;
      length: Record<string, string>;
    };
    broken.required = ' ';
    broken.length.more = 'Enter {{n}} more characters';
    expect(localeProblems(broken)).toEqual(['required: missing', 'length.more: unknown placeholder n']);
    expect(localeProblems(undefined)).toHaveLength(MESSAGE_KEYS.length);
  });
});
