/** Server messages of signature keys, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const signingKeysMessages = {
  'signingKey.noKey': {
    ru: 'Для вас не зарегистрирован ключ ЭЦП. Обратитесь в обслуживающий филиал.',
    en: 'No signature key is registered for you. Please contact your servicing branch.',
    uz: 'Siz uchun ERI kaliti roʻyxatdan oʻtkazilmagan. Xizmat koʻrsatuvchi filialga murojaat qiling.',
  },
  'signingKey.noChallenge': {
    ru: 'Проверка устарела. Повторите проверку ключа.',
    en: 'The check has expired. Check the key again.',
    uz: 'Tekshiruv eskirdi. Kalitni qayta tekshiring.',
  },
  'signingKey.invalidSignature': {
    ru: 'Подпись не принадлежит вашему зарегистрированному ключу. Проверьте, что вставлен ваш ключ.',
    en: 'The signature is not made by your registered key. Check that your own key is inserted.',
    uz: 'Imzo sizning roʻyxatdan oʻtgan kalitingizga tegishli emas. Oʻz kalitingiz qoʻyilganini tekshiring.',
  },
  'signingKey.expired': {
    ru: 'Срок действия ключа истёк. Продлите ключ.',
    en: 'The key has expired. Renew it.',
    uz: 'Kalitning amal qilish muddati tugagan. Kalitni uzaytiring.',
  },
  'signingKey.expiring': {
    ru: 'Срок действия ключа истекает через {days} дн. Рекомендуем продлить ключ.',
    en: 'The key expires in {days} days. We recommend renewing it.',
    uz: 'Kalitning amal qilish muddati {days} kundan soʻng tugaydi. Kalitni uzaytirish tavsiya etiladi.',
  },
  'signingKey.oldClient': {
    ru: 'Версия программы подписи {version} устарела. Установите версию {recommended}.',
    en: 'Signing client version {version} is outdated. Install version {recommended}.',
    uz: 'Imzolash dasturining {version} versiyasi eskirgan. {recommended} versiyasini oʻrnating.',
  },
  'signingKey.notRenewable': {
    ru: 'Ключ действует ещё долго, продление пока не требуется.',
    en: 'The key is valid for a long time yet; renewal is not needed.',
    uz: 'Kalit hali uzoq amal qiladi, uzaytirish hozircha shart emas.',
  },
} as const satisfies Record<string, Texts>;
