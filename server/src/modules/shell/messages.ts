/** Server messages of the shell, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const shellMessages = {
  'personalManager.none': {
    ru: 'Персональный менеджер не назначен.',
    en: 'No personal manager is assigned.',
    uz: 'Shaxsiy menejer biriktirilmagan.',
  },
} as const satisfies Record<string, Texts>;
