import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/help.json';
import ru from '../../../../locales/ru/help.json';
import uz from '../../../../locales/uz/help.json';
import { FAQ_QUESTIONS, KEY_ADVICE, SAFETY_TIPS, SIGN_IN_STEPS, SIGNING_POINTS } from './help-topics.ts';

const keysLike = (group: object, pattern: RegExp) => Object.keys(group).filter((key) => pattern.test(key));

describe.each([
  ['ru', ru],
  ['en', en],
  ['uz', uz],
])('the help texts in %s', (_language, help) => {
  it('are all shown, in the order they are numbered, and each shown one is written', () => {
    expect(SIGN_IN_STEPS).toEqual(keysLike(help.signIn, /^step\d+$/));
    expect(SAFETY_TIPS).toEqual(keysLike(help.safety, /^tip\d+$/));
    expect(SIGNING_POINTS).toEqual(keysLike(help.signing, /^point\d+$/));
    expect(KEY_ADVICE).toEqual(keysLike(help.signing, /^advice\d+$/));
    const texts = [
      ...SIGN_IN_STEPS.map((key) => help.signIn[key]),
      ...SAFETY_TIPS.map((key) => help.safety[key]),
      ...SIGNING_POINTS.map((key) => help.signing[key]),
      ...KEY_ADVICE.map((key) => help.signing[key]),
    ];
    expect(texts.every((text) => typeof text === 'string' && text.trim() !== '')).toBe(true);
  });

  it('ask every question written, each with its answer', () => {
    expect([...FAQ_QUESTIONS].sort()).toEqual(
      Object.keys(help.faq)
        .filter((key) => key !== 'title')
        .sort(),
    );
    for (const key of FAQ_QUESTIONS) {
      expect(help.faq[key].q.trim(), key).not.toBe('');
      expect(help.faq[key].a.trim(), key).not.toBe('');
    }
  });
});
