import { describe, expect, it } from 'vitest';
import {
  applyMask,
  caretAfterDigits,
  maskDigits,
  onlyDigits,
  reformatDigits,
  reformatMasked,
} from './mask.ts';

describe('digit masks', () => {
  it('writes a literal only once a digit follows it', () => {
    expect(applyMask('', '(##)###')).toBe('');
    expect(applyMask('9', '(##)###')).toBe('(9');
    expect(applyMask('90', '(##)###')).toBe('(90');
    expect(applyMask('901', '(##)###')).toBe('(90)1');
    expect(applyMask('90123456', '(##)###')).toBe('(90)123');
  });

  it('keeps only digits', () => {
    expect(onlyDigits('+998 (90) 12a3')).toBe('99890123');
  });

  it('finds the position after a digit', () => {
    expect(caretAfterDigits('(90)123', 0)).toBe(0);
    expect(caretAfterDigits('(90)123', 2)).toBe(3);
    expect(caretAfterDigits('(90)123', 3)).toBe(5);
    expect(caretAfterDigits('(90)123', 9)).toBe(7);
  });

  it('keeps the caret after the same digit when reformatting', () => {
    expect(reformatMasked('(90)1523', 6, '(##)###-##')).toEqual({ text: '(90)152-3', caret: 6 });
    expect(reformatMasked('12345678', 8, '##.##.####')).toEqual({ text: '12.34.5678', caret: 10 });
    expect(maskDigits('123456', 10, '##-##')).toEqual({ text: '12-34', caret: 5 });
  });

  it('caps a digits-only field', () => {
    expect(reformatDigits('12a34567', 8, 5)).toEqual({ text: '12345', caret: 5 });
    expect(reformatDigits('9 8', 1, 5)).toEqual({ text: '98', caret: 1 });
  });
});
