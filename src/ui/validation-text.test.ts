import { describe, expect, it } from 'vitest';
import { localeProblems } from '../../contracts/validation/messages.ts';
import en from '../../locales/en/kit.json';
import ru from '../../locales/ru/kit.json';
import uz from '../../locales/uz/kit.json';

describe('kit validation texts', () => {
  it('translates every message key of the contracts in ru, en and uz', () => {
    expect(localeProblems(ru.validation)).toEqual([]);
    expect(localeProblems(en.validation)).toEqual([]);
    expect(localeProblems(uz.validation)).toEqual([]);
  });

  it('keeps the spec’s Russian texts and leaves the bounds out of min/max messages', () => {
    expect(ru.validation.required).toBe('Заполните поле');
    expect(ru.validation.invalid).toBe('Поле заполнено неверно');
    expect(ru.validation.phone).toBe('Неверный номер телефона');
    for (const text of [ru.validation.number.min, ru.validation.length.max]) expect(text).not.toMatch(/{{/);
    expect(ru.validation.length.exact).toContain('{{length}}');
  });
});
