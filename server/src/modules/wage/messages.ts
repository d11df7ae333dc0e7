/** Server messages of the salary card project (ru, en, uz). */
import type { Texts } from '../../messages.ts';

export const wageMessages = {
  'wage.status.1': { ru: 'Создана', en: 'Created', uz: 'Yaratilgan' },
  'wage.status.2': { ru: 'Подписана', en: 'Signed', uz: 'Imzolangan' },
  'wage.status.3': { ru: 'Отправлена в банк', en: 'Sent to the bank', uz: 'Bankka yuborilgan' },
  'wage.status.4': { ru: 'Отказано банком', en: 'Refused by the bank', uz: 'Bank rad etgan' },
  'wage.status.8': {
    ru: 'Карта готова — привяжите',
    en: 'Card ready — pin it',
    uz: 'Karta tayyor — biriktiring',
  },
  'wage.status.9': { ru: 'Карта привязана', en: 'Card pinned', uz: 'Karta biriktirilgan' },
  'wage.card.issued': { ru: 'Выпущена', en: 'Issued', uz: 'Chiqarilgan' },
  'wage.card.active': { ru: 'Активна', en: 'Active', uz: 'Faol' },
  'wage.card.blocked': { ru: 'Заблокирована', en: 'Blocked', uz: 'Bloklangan' },
  'wage.log.create': { ru: 'Создана', en: 'Created', uz: 'Yaratildi' },
  'wage.log.update': { ru: 'Изменена', en: 'Edited', uz: 'Tahrirlandi' },
  'wage.log.sign': { ru: 'Подписана', en: 'Signed', uz: 'Imzolandi' },
  'wage.log.send': { ru: 'Отправлена в банк', en: 'Sent to the bank', uz: 'Bankka yuborildi' },
  'wage.log.issue': {
    ru: 'Карта выпущена банком',
    en: 'Card issued by the bank',
    uz: 'Bank kartani chiqardi',
  },
  'wage.log.reject': { ru: 'Отказано банком', en: 'Refused by the bank', uz: 'Bank rad etdi' },
  'wage.log.pin': {
    ru: 'Карта привязана к договору',
    en: 'Card pinned to the contract',
    uz: 'Karta shartnomaga biriktirildi',
  },
  'wage.notAllowed': {
    ru: 'Это действие с заявкой сейчас недоступно.',
    en: 'This action is not available for the order now.',
    uz: 'Bu amal hozir buyurtma uchun mavjud emas.',
  },
  'wage.bulk.notAllowed': {
    ru: 'Не все выбранные заявки можно обработать: ни одна не изменена.',
    en: 'Not every chosen order allows this: none was changed.',
    uz: 'Tanlangan buyurtmalarning hammasi bunga ruxsat bermaydi: hech biri oʻzgartirilmadi.',
  },
  'wage.contract.cardCode': {
    ru: 'Договор относится к другому типу карт.',
    en: 'The contract is of another card type.',
    uz: 'Shartnoma boshqa karta turiga tegishli.',
  },
  'wage.signature.message': {
    ru: 'Подписанное сообщение не соответствует выбранным заявкам.',
    en: 'The signed message does not match the chosen orders.',
    uz: 'Imzolangan xabar tanlangan buyurtmalarga mos emas.',
  },
  'wage.signature.noKey': {
    ru: 'У вас нет действующего ключа ЭЦП.',
    en: 'You have no valid EDS key.',
    uz: 'Sizda amaldagi ERI kaliti yoʻq.',
  },
  'wage.signature.invalid': {
    ru: 'Подпись не прошла проверку.',
    en: 'The signature did not verify.',
    uz: 'Imzo tekshiruvdan oʻtmadi.',
  },
  'wage.bank.cardUnknown': {
    ru: 'Карта с таким номером не найдена',
    en: 'No card with this number was found',
    uz: 'Bunday raqamli karta topilmadi',
  },
  'wage.bank.cardTaken': {
    ru: 'Карта уже привязана к зарплатному проекту',
    en: 'The card is already in a salary project',
    uz: 'Karta allaqachon ish haqi loyihasiga biriktirilgan',
  },
  'wage.bank.duplicate': {
    ru: 'На этого сотрудника уже выпущена или выпускается карта',
    en: 'A card is already issued or being issued for this employee',
    uz: 'Bu xodimga karta allaqachon chiqarilgan yoki chiqarilmoqda',
  },
} as const satisfies Record<string, Texts>;
