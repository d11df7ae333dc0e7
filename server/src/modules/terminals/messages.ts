/** Server messages of the terminal registry, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const terminalMessages = {
  'terminals.codeTaken': {
    ru: 'Терминал с этим ID уже есть в реестре.',
    en: 'A terminal with this ID is already in the registry.',
    uz: 'Bu ID bilan terminal reyestrda allaqachon bor.',
  },
  'terminals.codeChange': {
    ru: 'ID терминала после регистрации не меняется.',
    en: 'A terminal’s ID cannot be changed after registration.',
    uz: 'Terminal ID si roʻyxatga olingandan keyin oʻzgartirilmaydi.',
  },
  'terminals.merchantUnknown': {
    ru: 'Мерчант с этим ID не найден.',
    en: 'No merchant with this ID.',
    uz: 'Bu ID bilan merchant topilmadi.',
  },
  'terminals.merchantInactive': {
    ru: 'Мерчант приостановлен или закрыт: новый терминал к нему не подключить.',
    en: 'The merchant is suspended or closed: no new terminal can be connected to it.',
    uz: 'Merchant toʻxtatilgan yoki yopilgan: unga yangi terminal ulab boʻlmaydi.',
  },
  'terminals.merchantTaken': {
    ru: 'Мерчант с этим ID уже есть в реестре.',
    en: 'A merchant with this ID is already in the registry.',
    uz: 'Bu ID bilan merchant reyestrda allaqachon bor.',
  },
  'terminals.innUnknown': {
    ru: 'Организация с этим ИНН не обслуживается в банке.',
    en: 'No organisation with this TIN is served by the bank.',
    uz: 'Bu STIR bilan tashkilot bankda xizmat koʻrsatilmaydi.',
  },
  'terminals.mfoUnknown': {
    ru: 'Банк с этим МФО не найден или неактивен.',
    en: 'No active bank with this MFO.',
    uz: 'Bu MFO bilan faol bank topilmadi.',
  },
  'terminals.accountUnknown': {
    ru: 'Счёт не найден в этом банке.',
    en: 'The account is not found at this bank.',
    uz: 'Hisobraqam bu bankda topilmadi.',
  },
  'terminals.accountNotOwn': {
    ru: 'Счёт принадлежит другой организации.',
    en: 'The account belongs to another organisation.',
    uz: 'Hisobraqam boshqa tashkilotga tegishli.',
  },
  'terminals.accountNotSoum': {
    ru: 'Для расчётов по терминалам нужен открытый счёт в сумах.',
    en: 'Terminal settlements need an open soum account.',
    uz: 'Terminal hisob-kitoblari uchun soʻmdagi ochiq hisobraqam kerak.',
  },
  'terminals.period': {
    ru: 'Период выписки — не более 93 дней, дата начала не позже даты конца.',
    en: 'The statement period is at most 93 days and starts no later than it ends.',
    uz: 'Koʻchirma davri 93 kundan oshmaydi, boshlanish sanasi tugash sanasidan keyin emas.',
  },
} as const satisfies Record<string, Texts>;
