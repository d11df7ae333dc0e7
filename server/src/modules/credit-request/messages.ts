/** Server messages of credit requests and loan issuance, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const creditRequestMessages = {
  'credit.status.draft': { ru: 'Черновик', en: 'Draft', uz: 'Qoralama' },
  'credit.status.signed': { ru: 'Подписана', en: 'Signed', uz: 'Imzolangan' },
  'credit.status.sent': { ru: 'Отправлена в банк', en: 'Sent to the bank', uz: 'Bankka yuborilgan' },
  'credit.status.review': { ru: 'На рассмотрении', en: 'Under review', uz: 'Koʻrib chiqilmoqda' },
  'credit.status.documents': {
    ru: 'Запрошены документы',
    en: 'Documents requested',
    uz: 'Hujjatlar soʻralgan',
  },
  'credit.status.approved': {
    ru: 'Одобрена, кредит выдан',
    en: 'Approved, loan issued',
    uz: 'Maʼqullangan, kredit berilgan',
  },
  'credit.status.refused': { ru: 'Отказано', en: 'Refused', uz: 'Rad etilgan' },
  'credit.action.create': { ru: 'Заявка создана', en: 'Request created', uz: 'Ariza yaratildi' },
  'credit.action.edit': {
    ru: 'Заявка изменена, подпись аннулирована',
    en: 'Request edited, signature voided',
    uz: 'Ariza oʻzgartirildi, imzo bekor qilindi',
  },
  'credit.action.sign': { ru: 'Подписана ЭЦП', en: 'Signed with EDS', uz: 'EIR bilan imzolandi' },
  'credit.action.send': { ru: 'Отправлена в банк', en: 'Sent to the bank', uz: 'Bankka yuborildi' },
  'credit.action.review': {
    ru: 'Принята на рассмотрение',
    en: 'Taken into review',
    uz: 'Koʻrib chiqishga qabul qilindi',
  },
  'credit.action.documents': {
    ru: 'Банк запросил документы',
    en: 'The bank requested documents',
    uz: 'Bank hujjatlarni soʻradi',
  },
  'credit.action.approve': {
    ru: 'Одобрена, кредит выдан на счёт',
    en: 'Approved, loan paid out to the account',
    uz: 'Maʼqullandi, kredit hisobvaraqqa oʻtkazildi',
  },
  'credit.action.refuse': { ru: 'Банк отказал', en: 'The bank refused', uz: 'Bank rad etdi' },
  'credit.rule.ownFunds': {
    ru: 'Собственные средства — не менее 15% стоимости актива.',
    en: 'Own funds must be at least 15% of the asset price.',
    uz: 'Oʻz mablagʻlari aktiv narxining kamida 15% boʻlishi kerak.',
  },
  'credit.rule.assetPrice': {
    ru: 'Укажите стоимость актива.',
    en: 'Enter the asset price.',
    uz: 'Aktiv narxini kiriting.',
  },
  'credit.rule.amountOverAsset': {
    ru: 'Сумма кредита и собственные средства превышают стоимость актива.',
    en: 'The loan amount plus own funds exceeds the asset price.',
    uz: 'Kredit summasi va oʻz mablagʻlari aktiv narxidan oshib ketdi.',
  },
  'credit.rule.vehicleAge': {
    ru: 'Автомобиль должен быть не старше 5 лет.',
    en: 'The vehicle must be at most 5 years old.',
    uz: 'Avtomobil 5 yildan eski boʻlmasligi kerak.',
  },
  'credit.rule.vehicleFuture': {
    ru: 'Год выпуска ещё не наступил.',
    en: 'The production year is in the future.',
    uz: 'Ishlab chiqarilgan yil hali kelmagan.',
  },
  'credit.rule.vehicleRequired': {
    ru: 'Укажите марку и год выпуска.',
    en: 'Enter the brand and production year.',
    uz: 'Markasi va ishlab chiqarilgan yilini kiriting.',
  },
  'credit.rule.grace': {
    ru: 'Льготный период должен быть короче срока кредита.',
    en: 'The grace period must be shorter than the term.',
    uz: 'Imtiyozli davr kredit muddatidan qisqa boʻlishi kerak.',
  },
  'credit.rule.term': {
    ru: 'Срок — не менее 1 месяца.',
    en: 'The term is at least 1 month.',
    uz: 'Muddat kamida 1 oy.',
  },
  'credit.rule.amountPositive': {
    ru: 'Сумма должна быть больше нуля.',
    en: 'The amount must be above zero.',
    uz: 'Summa noldan katta boʻlishi kerak.',
  },
  'credit.account': {
    ru: 'Выберите открытый сумовой счёт организации.',
    en: 'Choose an open soum account of the organisation.',
    uz: 'Tashkilotning ochiq soʻm hisobvaragʻini tanlang.',
  },
  'credit.notAllowed': {
    ru: 'Это действие с заявкой сейчас недоступно.',
    en: 'This action is not available for the request now.',
    uz: 'Ariza bilan bu amal hozir mavjud emas.',
  },
  'credit.signature.message': {
    ru: 'Подписанное сообщение не соответствует заявке.',
    en: 'The signed message does not match the request.',
    uz: 'Imzolangan xabar arizaga mos kelmaydi.',
  },
  'credit.signature.noKey': {
    ru: 'Нет действующего ключа ЭЦП.',
    en: 'No valid EDS key.',
    uz: 'Amaldagi EIR kaliti yoʻq.',
  },
  'credit.signature.invalid': {
    ru: 'Подпись не прошла проверку.',
    en: 'The signature did not verify.',
    uz: 'Imzo tekshiruvdan oʻtmadi.',
  },
  'credit.noFunding': {
    ru: 'Счёт выдачи кредитов банка не найден.',
    en: 'The bank’s loan account is missing.',
    uz: 'Bankning kredit berish hisobvaragʻi topilmadi.',
  },
  'loan.product.working_capital': {
    ru: 'Кредит на пополнение оборотных средств',
    en: 'Working capital loan',
    uz: 'Aylanma mablagʻlarni toʻldirish krediti',
  },
  'loan.product.asset': {
    ru: 'Кредит на приобретение основных средств',
    en: 'Asset purchase loan',
    uz: 'Asosiy vositalarni sotib olish krediti',
  },
  'loan.product.vehicle': { ru: 'Автокредит', en: 'Vehicle loan', uz: 'Avtokredit' },
  'loan.paymentPurpose': {
    ru: 'Погашение кредита по договору {number}, взнос {n} от {date}',
    en: 'Loan repayment, contract {number}, instalment {n} of {date}',
    uz: '{number} shartnoma boʻyicha kreditni soʻndirish, {date} dagi {n}-toʻlov',
  },
  'loan.nothingDue': {
    ru: 'По кредиту нет неоплаченных взносов.',
    en: 'The loan has no unpaid instalment.',
    uz: 'Kredit boʻyicha toʻlanmagan toʻlov yoʻq.',
  },
} as const satisfies Record<string, Texts>;
