/** Server messages of the reference dictionaries and constraints, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const referenceDataMessages = {
  'dict.taken': {
    ru: 'Запись с этим кодом уже есть.',
    en: 'An entry with this code already exists.',
    uz: 'Bu kod bilan yozuv allaqachon bor.',
  },
  'dict.letterTaken': {
    ru: 'Валюта с этим буквенным кодом уже есть.',
    en: 'A currency with this letter code already exists.',
    uz: 'Bu harfli kod bilan valyuta allaqachon bor.',
  },
  'dict.code': {
    ru: 'Код не соответствует формату справочника.',
    en: 'The code does not match this dictionary’s format.',
    uz: 'Kod maʼlumotnoma formatiga mos emas.',
  },
  'dict.field': {
    ru: 'Недопустимое значение.',
    en: 'This value is not allowed.',
    uz: 'Ruxsat etilmagan qiymat.',
  },
  'constraints.exceeded': {
    ru: 'Сумма превышает ограничение «{name}»: не более {max} сум.',
    en: 'The amount exceeds the limit “{name}”: at most {max} soum.',
    uz: 'Summa «{name}» cheklovidan oshadi: koʻpi bilan {max} soʻm.',
  },
} as const satisfies Record<string, Texts>;
