import { describe, expect, it } from 'vitest';
import { embossedNameProblem } from '../../../contracts/api/corporate-cards.ts';
import { CLIENT_PATHS, CORPORATE_PATHS, idParam } from './card-paths.ts';
import { embossedInput, phoneText } from './card-values.ts';

describe('card order values', () => {
  it('keeps the embossed name as the card has it: capitals, no Uzbek apostrophes', () => {
    expect(embossedInput('oʻgʻiloy toʻrayeva')).toBe('OGILOY TORAYEVA');
    expect(embossedNameProblem(embossedInput("o'lmas bek"))).toBeNull();
    expect(embossedNameProblem(embossedInput('жасур'))).toBe('latin');
  });

  it('reads /card-order/edit?id= only as a positive whole number', () => {
    expect(idParam('42')).toBe(42);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '042', '99999999999'])
      expect(idParam(bad)).toBeNull();
    expect(CLIENT_PATHS.view(7)).toBe('/card-order/edit?id=7');
    expect(CLIENT_PATHS.edit(7)).toBe('/card-order/edit?id=7&form=1');
    expect(CORPORATE_PATHS.edit(7)).toBe('/order-corporate-card/update/7');
  });

  it('writes the holder phone with the mask of spec 2 §5', () => {
    expect(phoneText('998901234567')).toBe('+998 (90) 123-45-67');
    expect(phoneText('12345')).toBe('12345');
  });
});
