/** Server messages of the bank's staff consoles, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const staffMessages = {
  'staff.selfReset': {
    ru: 'Свой пароль меняют в профиле, а не здесь.',
    en: 'Change your own password in your profile, not here.',
    uz: 'Oʻz parolingizni bu yerda emas, profilda oʻzgartiring.',
  },
  'staff.notClient': {
    ru: 'К организации привязывают только клиентских пользователей.',
    en: 'Only client users are linked to organisations.',
    uz: 'Tashkilotga faqat mijoz foydalanuvchilari bogʻlanadi.',
  },
  'staff.organizationUnknown': {
    ru: 'Организация с таким ИНН не найдена среди клиентов вашего филиала.',
    en: 'No organisation with this INN among your branch’s clients.',
    uz: 'Filialingiz mijozlari orasida bunday STIRli tashkilot topilmadi.',
  },
  'staff.alreadyLinked': {
    ru: 'Пользователь уже привязан к этой организации.',
    en: 'The user is already linked to this organisation.',
    uz: 'Foydalanuvchi allaqachon ushbu tashkilotga bogʻlangan.',
  },
  'staff.noBranch': {
    ru: 'Филиал назначают только сотрудникам банка, и только администратор банка.',
    en: 'Only a bank administrator sets a branch, and only for bank staff.',
    uz: 'Filialni faqat bank administratori va faqat bank xodimlariga belgilaydi.',
  },
  'organization.innTaken': {
    ru: 'Организация с таким ИНН уже есть.',
    en: 'An organisation with this INN already exists.',
    uz: 'Bunday STIRli tashkilot allaqachon mavjud.',
  },
  'organization.branchUnknown': {
    ru: 'Нет действующего филиала с таким МФО.',
    en: 'There is no active branch with this MFO.',
    uz: 'Bunday MFOli faol filial yoʻq.',
  },
} as const satisfies Record<string, Texts>;
