/** Server messages of SMS codes, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const smsMessages = {
  'sms.text': {
    ru: 'CorpBank: код {code} — {purpose}. Никому не сообщайте его.',
    en: 'CorpBank: code {code} for {purpose}. Do not share it with anyone.',
    uz: 'CorpBank: {purpose} uchun kod {code}. Uni hech kimga aytmang.',
  },
  'sms.purpose.key-renewal': {
    ru: 'продление ключа ЭЦП',
    en: 'digital signature key renewal',
    uz: 'ERI kalitini uzaytirish',
  },
  'sms.purpose.device-activation': {
    ru: 'активация устройства',
    en: 'device activation',
    uz: 'qurilmani faollashtirish',
  },
  'sms.noPhone': {
    ru: 'У вас не указан номер телефона. Обратитесь в обслуживающий филиал.',
    en: 'No phone number is registered for you. Please contact your servicing branch.',
    uz: 'Sizda telefon raqami koʻrsatilmagan. Xizmat koʻrsatuvchi filialga murojaat qiling.',
  },
  'sms.resendTooSoon': {
    ru: 'Новый код можно запросить через {seconds} с.',
    en: 'A new code can be requested in {seconds} s.',
    uz: 'Yangi kodni {seconds} soniyadan soʻng soʻrash mumkin.',
  },
  'sms.wrongCode': {
    ru: 'Неверный код. Осталось попыток: {n}.',
    en: 'Wrong code. Tries left: {n}.',
    uz: 'Kod notoʻgʻri. Qolgan urinishlar: {n}.',
  },
  'sms.expired': {
    ru: 'Код недействителен или истёк. Запросите новый код.',
    en: 'The code is no longer valid. Request a new one.',
    uz: 'Kod yaroqsiz yoki muddati oʻtgan. Yangi kod soʻrang.',
  },
  'sms.tooManyTries': {
    ru: 'Слишком много неверных попыток. Запросите новый код.',
    en: 'Too many wrong tries. Request a new code.',
    uz: 'Notoʻgʻri urinishlar juda koʻp. Yangi kod soʻrang.',
  },
  'sms.dailyLimit': {
    ru: 'Лимит SMS-кодов на сутки исчерпан. Попробуйте снова через {hours} ч или обратитесь в банк.',
    en: 'The daily limit of SMS codes is reached. Try again in {hours} h or contact the bank.',
    uz: 'Bir sutkalik SMS-kodlar limiti tugadi. {hours} soatdan soʻng qayta urinib koʻring yoki bankka murojaat qiling.',
  },
  'sms.unavailable': {
    ru: 'Отправка SMS сейчас недоступна.',
    en: 'Sending SMS is not available at the moment.',
    uz: 'SMS yuborish hozircha mavjud emas.',
  },
  'sms.notVerified': {
    ru: 'Сначала подтвердите операцию кодом из SMS.',
    en: 'Confirm the operation with the SMS code first.',
    uz: 'Avval amalni SMS-kod bilan tasdiqlang.',
  },
} as const satisfies Record<string, Texts>;
