/** Server messages of sign-in, passwords and captcha, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const securityMessages = {
  'login.invalid': {
    ru: 'Неверный логин или пароль.',
    en: 'Wrong username or password.',
    uz: 'Login yoki parol notoʻgʻri.',
  },
  'login.locked': {
    ru: 'Слишком много неудачных попыток входа. Вход заблокирован до {until} (время Ташкента).',
    en: 'Too many failed sign-in attempts. Sign-in is blocked until {until} (Tashkent time).',
    uz: 'Kirishga juda koʻp muvaffaqiyatsiz urinishlar. Kirish {until} gacha bloklangan (Toshkent vaqti).',
  },
  'login.blocked': {
    ru: 'Доступ к интернет-банку заблокирован. Обратитесь в банк.',
    en: 'Your internet banking access is blocked. Please contact the bank.',
    uz: 'Internet-bankka kirish bloklangan. Bankka murojaat qiling.',
  },
  'captcha.invalid': {
    ru: 'Неверный или устаревший код с картинки. Обновите картинку и попробуйте снова.',
    en: 'The picture code is wrong or expired. Refresh the picture and try again.',
    uz: 'Rasmdagi kod notoʻgʻri yoki eskirgan. Rasmni yangilang va qayta urinib koʻring.',
  },
  'password.oldWrong': {
    ru: 'Текущий пароль указан неверно.',
    en: 'The current password is wrong.',
    uz: 'Joriy parol notoʻgʻri.',
  },
  'password.mismatch': {
    ru: 'Пароли не совпадают.',
    en: 'The passwords do not match.',
    uz: 'Parollar mos kelmaydi.',
  },
  'password.sameAsOld': {
    ru: 'Новый пароль должен отличаться от текущего.',
    en: 'The new password must differ from the current one.',
    uz: 'Yangi parol joriy paroldan farq qilishi kerak.',
  },
  'password.rule.minLength': {
    ru: 'Пароль должен содержать не менее {min} символов.',
    en: 'The password must be at least {min} characters long.',
    uz: 'Parol kamida {min} ta belgidan iborat boʻlishi kerak.',
  },
  'password.rule.notDigitsOnly': {
    ru: 'Пароль не должен состоять только из цифр.',
    en: 'The password must not consist of digits only.',
    uz: 'Parol faqat raqamlardan iborat boʻlmasligi kerak.',
  },
  'password.rule.notSimple': {
    ru: 'Пароль слишком простой или содержит логин.',
    en: 'The password is too simple or contains the username.',
    uz: 'Parol juda oddiy yoki loginni oʻz ichiga oladi.',
  },
  'password.rule.threeKinds': {
    ru: 'Пароль должен содержать символы не менее трёх видов: строчные и прописные буквы, цифры, знаки.',
    en: 'The password must mix at least three kinds of characters: lower and upper case letters, digits, symbols.',
    uz: 'Parolda kamida uch xil belgi boʻlishi kerak: kichik va katta harflar, raqamlar, belgilar.',
  },
  'password.rule.notDigitsThenLetters': {
    ru: 'Пароль не должен начинаться с цифр и заканчиваться буквами.',
    en: 'The password must not start with digits and end with letters.',
    uz: 'Parol raqamlar bilan boshlanib, harflar bilan tugamasligi kerak.',
  },
  'password.common': {
    ru: 'Этот пароль слишком распространён: его подбирают первым. Придумайте другой.',
    en: 'This password is too common: it is among the first an attacker tries. Choose another.',
    uz: 'Bu parol juda keng tarqalgan: uni birinchi boʻlib sinab koʻrishadi. Boshqasini tanlang.',
  },
  'password.organization': {
    ru: 'Пароль не должен содержать название или ИНН организации.',
    en: 'The password must not contain the organisation’s name or INN.',
    uz: 'Parolda tashkilot nomi yoki STIR boʻlmasligi kerak.',
  },
  'password.changed': {
    ru: 'Пароль изменён. Войдите снова с новым паролем.',
    en: 'The password has been changed. Sign in again with the new password.',
    uz: 'Parol oʻzgartirildi. Yangi parol bilan qaytadan kiring.',
  },
  'forgot.accepted': {
    ru: 'Заявка принята. Если данные верны, сотрудник банка свяжется с вами.',
    en: 'Request received. If the details are correct, a bank officer will contact you.',
    uz: 'Ariza qabul qilindi. Maʼlumotlar toʻgʻri boʻlsa, bank xodimi siz bilan bogʻlanadi.',
  },
} as const satisfies Record<string, Texts>;
