/** Server messages of file exports, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const exportMessages = {
  'export.noData': {
    ru: 'Нет данных для экспорта.',
    en: 'There is no data to export.',
    uz: 'Eksport uchun maʼlumot yoʻq.',
  },
} as const satisfies Record<string, Texts>;
