/** Server messages of banks by MFO, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const mfoMessages = {
  'mfo.taken': {
    ru: 'Банк с этим МФО уже есть.',
    en: 'A bank with this MFO already exists.',
    uz: 'Bu MFO bilan bank allaqachon bor.',
  },
  'mfo.inUse': {
    ru: 'Банк указан в организациях, счетах или платежах — его нельзя удалить. Сделайте его неактивным.',
    en: 'The bank is named in organisations, accounts or payments and cannot be deleted. Deactivate it instead.',
    uz: 'Bank tashkilotlar, hisobraqamlar yoki toʻlovlarda koʻrsatilgan — uni oʻchirib boʻlmaydi. Uni nofaol qiling.',
  },
  'mfo.inUseChange': {
    ru: 'МФО банка, указанного в организациях, счетах или платежах, изменить нельзя.',
    en: 'The MFO of a bank named in organisations, accounts or payments cannot be changed.',
    uz: 'Tashkilotlar, hisobraqamlar yoki toʻlovlarda koʻrsatilgan bankning MFO sini oʻzgartirib boʻlmaydi.',
  },
} as const satisfies Record<string, Texts>;
