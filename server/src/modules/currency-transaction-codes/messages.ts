/** Server messages of currency transaction codes, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const currencyTransactionCodesMessages = {
  'ctc.taken': {
    ru: 'Такой код операции уже есть.',
    en: 'This transaction code already exists.',
    uz: 'Bunday operatsiya kodi allaqachon bor.',
  },
} as const satisfies Record<string, Texts>;
