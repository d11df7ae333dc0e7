/** Server messages of activated devices and passkey signatures, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const devicesMessages = {
  'device.webauthn.failed': {
    ru: 'Подтверждение устройства не прошло проверку. Повторите попытку.',
    en: 'The device confirmation did not verify. Please try again.',
    uz: 'Qurilma tasdigʻi tekshiruvdan oʻtmadi. Qayta urinib koʻring.',
  },
  'device.webauthn.counter': {
    ru: 'Подтверждение уже использовано или устройство скопировано. Подпишите заново.',
    en: 'This confirmation was already used or the device was copied. Sign again.',
    uz: 'Bu tasdiq allaqachon ishlatilgan yoki qurilma nusxalangan. Qayta imzolang.',
  },
  'device.webauthn.userVerified': {
    ru: 'Устройство не подтвердило личность (отпечаток, лицо или PIN-код).',
    en: 'The device did not verify you (fingerprint, face or PIN).',
    uz: 'Qurilma shaxsingizni tasdiqlamadi (barmoq izi, yuz yoki PIN-kod).',
  },
  'device.challenge.expired': {
    ru: 'Время подтверждения истекло. Начните заново.',
    en: 'The confirmation has expired. Start again.',
    uz: 'Tasdiqlash vaqti tugadi. Qaytadan boshlang.',
  },
  'device.unknown': {
    ru: 'Устройство не активировано или отозвано. Активируйте его заново.',
    en: 'This device is not activated or was revoked. Activate it again.',
    uz: 'Qurilma faollashtirilmagan yoki bekor qilingan. Uni qayta faollashtiring.',
  },
  'device.duplicate': {
    ru: 'Это устройство уже активировано.',
    en: 'This device is already activated.',
    uz: 'Bu qurilma allaqachon faollashtirilgan.',
  },
  'uzs.signature.edsOnly': {
    ru: 'Ваша организация принимает только подпись ключом ЭЦП. Подпишите платёж на компьютере.',
    en: 'Your organisation accepts only EDS-key signatures. Sign this payment on a computer.',
    uz: 'Tashkilotingiz faqat ERI kaliti bilan imzoni qabul qiladi. Toʻlovni kompyuterda imzolang.',
  },
  'device.signature.edsOnly': {
    ru: 'Ваша организация принимает только подпись ключом ЭЦП. Подпишите документ на компьютере.',
    en: 'Your organisation accepts only EDS-key signatures. Sign this document on a computer.',
    uz: 'Tashkilotingiz faqat ERI kaliti bilan imzoni qabul qiladi. Hujjatni kompyuterda imzolang.',
  },
} as const satisfies Record<string, Texts>;
