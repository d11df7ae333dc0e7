/** Server messages of notices, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const noticesMessages = {
  'notice.periodOrder': {
    ru: 'Окончание показа должно быть позже начала.',
    en: 'The end of the period must be after its start.',
    uz: 'Koʻrsatish tugashi boshlanishidan keyin boʻlishi kerak.',
  },
  'notice.emptyText': {
    ru: 'После очистки от недопустимой разметки текст пуст.',
    en: 'Nothing is left of the text once markup that is not allowed is removed.',
    uz: 'Ruxsat etilmagan belgilar olib tashlangach, matn boʻsh qoldi.',
  },
  'notice.unknownOrganization': {
    ru: 'Такой организации нет.',
    en: 'There is no such organisation.',
    uz: 'Bunday tashkilot yoʻq.',
  },
} as const satisfies Record<string, Texts>;
