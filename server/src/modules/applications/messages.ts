/** Server messages of clients' applications, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const applicationMessages = {
  'application.answerRequired': {
    ru: 'Напишите ответ клиенту.',
    en: 'Write the answer to the client.',
    uz: 'Mijozga javob yozing.',
  },
  'application.final': {
    ru: 'По заявке уже дан окончательный ответ.',
    en: 'The application already has its final answer.',
    uz: 'Ariza boʻyicha yakuniy javob allaqachon berilgan.',
  },
  'application.noOrganization': {
    ru: 'Заявку подаёт пользователь организации.',
    en: 'An application is filed by a user of an organisation.',
    uz: 'Arizani tashkilot foydalanuvchisi beradi.',
  },
} as const satisfies Record<string, Texts>;
