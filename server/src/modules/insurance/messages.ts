/** Server messages of the ecosystem and OSGOR, in ru, en and uz (server/src/i18n.ts). */
import type { Texts } from '../../messages.ts';

export const insuranceMessages = {
  'insurance.notClient': {
    ru: 'Полис оформляет организация-клиент банка.',
    en: 'A policy is bought by a client organisation of the bank.',
    uz: 'Polisni bank mijozi boʻlgan tashkilot rasmiylashtiradi.',
  },
  'insurance.noProfile': {
    ru: 'Нет данных ОКЭД и ОКОНХ организации. Обратитесь в банк.',
    en: 'The organisation’s OKED and OKONH codes are not on file. Please contact the bank.',
    uz: 'Tashkilotning IFUT va XXTUT kodlari yoʻq. Bankka murojaat qiling.',
  },
  'insurance.company': {
    ru: 'Страховая компания недоступна.',
    en: 'This insurance company is not available.',
    uz: 'Sugʻurta kompaniyasi mavjud emas.',
  },
  'insurance.minAmount': {
    ru: 'Страховая сумма должна быть больше 1 000',
    en: 'The insured amount must be at least 1 000',
    uz: 'Sugʻurta summasi 1 000 dan kam boʻlmasligi kerak',
  },
  'insurance.startPast': {
    ru: 'Дата начала не раньше сегодняшнего дня.',
    en: 'The start date cannot be before today.',
    uz: 'Boshlanish sanasi bugundan oldin boʻlmasligi kerak.',
  },
  'insurance.period': {
    ru: 'Срок страхования — 1 год: дата окончания {end}.',
    en: 'The insurance period is 1 year: it ends on {end}.',
    uz: 'Sugʻurta muddati 1 yil: tugash sanasi {end}.',
  },
  'insurance.aboveLimit': {
    ru: 'Страховая сумма превышает лимит страховой компании.',
    en: 'The insured amount is above the insurance company’s limit.',
    uz: 'Sugʻurta summasi sugʻurta kompaniyasi limitidan oshadi.',
  },
  'insurance.unknownActivity': {
    ru: 'Страховая компания не страхует этот вид деятельности (ОКЭД).',
    en: 'The insurance company does not insure this activity (OKED).',
    uz: 'Sugʻurta kompaniyasi bu faoliyat turini (IFUT) sugʻurtalamaydi.',
  },
  'insurance.premiumChanged': {
    ru: 'Премия изменилась, нажмите «Определение» ещё раз.',
    en: 'The premium has changed: press “Calculate” again.',
    uz: 'Mukofot oʻzgardi, «Aniqlash» tugmasini yana bosing.',
  },
  'insurance.account': {
    ru: 'Выберите свой открытый счёт в сумах.',
    en: 'Choose one of your open soum accounts.',
    uz: 'Oʻzingizning ochiq soʻm hisobingizni tanlang.',
  },
  'insurance.region': {
    ru: 'Компания не страхует в этом регионе.',
    en: 'The company does not insure in this region.',
    uz: 'Kompaniya bu hududda sugʻurta qilmaydi.',
  },
  'insurance.district': {
    ru: 'Район не относится к выбранному региону.',
    en: 'The district is not in the chosen region.',
    uz: 'Tuman tanlangan hududga tegishli emas.',
  },
  'insurance.profileField': {
    ru: 'Значение не совпадает с данными организации.',
    en: 'The value differs from the organisation’s data.',
    uz: 'Qiymat tashkilot maʼlumotlariga mos emas.',
  },
  'insurance.agreementTaken': {
    ru: 'Договор с таким номером уже есть.',
    en: 'There is already a contract with this number.',
    uz: 'Bunday raqamli shartnoma allaqachon bor.',
  },
  'insurance.agreementDate': {
    ru: 'Дата договора — текущий операционный день {day}.',
    en: 'The contract date is the current operating day, {day}.',
    uz: 'Shartnoma sanasi — joriy operatsion kun {day}.',
  },
  'insurance.added': {
    ru: 'Договор ОСГОР {agreement} сохранён. Подпишите и отправьте платёж № {number} на оплату премии.',
    en: 'OSGOR contract {agreement} is saved. Sign and send payment No. {number} to pay the premium.',
    uz: 'OSGOR shartnomasi {agreement} saqlandi. Mukofotni toʻlash uchun №{number} toʻlovni imzolang va yuboring.',
  },
  'insurance.paymentPurpose': {
    ru: 'Страховая премия ОСГОР по договору {agreement} от {date}, полис {policy}, без НДС',
    en: 'OSGOR insurance premium, contract {agreement} of {date}, policy {policy}, VAT exempt',
    uz: 'OSGOR sugʻurta mukofoti, {date} dagi {agreement} shartnoma, polis {policy}, QQSsiz',
  },
  'insurance.notInForce': {
    ru: 'Полис будет доступен после оплаты премии.',
    en: 'The policy is available once the premium is paid.',
    uz: 'Polis mukofot toʻlangandan keyin mavjud boʻladi.',
  },
  'insurance.paymentDeleted': {
    ru: 'Платёж на оплату премии удалён.',
    en: 'The premium payment was deleted.',
    uz: 'Mukofot toʻlovi oʻchirildi.',
  },
  'insurance.status.awaiting_payment': {
    ru: 'Ожидает оплаты',
    en: 'Awaiting payment',
    uz: 'Toʻlov kutilmoqda',
  },
  'insurance.status.in_bank': { ru: 'Оплата в банке', en: 'Payment in the bank', uz: 'Toʻlov bankda' },
  'insurance.status.active': { ru: 'Действует', en: 'In force', uz: 'Amalda' },
  'insurance.status.expired': { ru: 'Истёк', en: 'Expired', uz: 'Muddati tugagan' },
  'insurance.status.refused': { ru: 'Не оплачен', en: 'Not paid', uz: 'Toʻlanmagan' },
  'insurance.policyType.limited': {
    ru: 'Ограниченный (до 5 водителей)',
    en: 'Limited (up to 5 drivers)',
    uz: 'Cheklangan (5 haydovchigacha)',
  },
  'insurance.policyType.unlimited': { ru: 'Неограниченный', en: 'Unlimited', uz: 'Cheklanmagan' },
  'insurance.car.active': { ru: 'Действует', en: 'In force', uz: 'Amalda' },
  'insurance.car.expired': { ru: 'Истёк', en: 'Expired', uz: 'Muddati tugagan' },
  'insurance.menu.osgor.name': {
    ru: 'Страхование ОСГОР',
    en: 'OSGOR insurance',
    uz: 'OSGOR sugʻurtasi',
  },
  'insurance.menu.osgor.text': {
    ru: 'Обязательное страхование ответственности работодателя онлайн: расчёт, договор, оплата со счёта.',
    en: 'Compulsory employer’s liability insurance online: quote, contract, payment from your account.',
    uz: 'Ish beruvchi javobgarligini majburiy sugʻurtalash onlayn: hisob-kitob, shartnoma, hisobdan toʻlov.',
  },
  'insurance.menu.cars.name': { ru: 'Мои автомобили', en: 'My cars', uz: 'Mening avtomobillarim' },
  'insurance.menu.cars.text': {
    ru: 'Полисы ОСАГО автомобилей организации и сроки их действия.',
    en: 'The motor policies of the organisation’s cars and when they expire.',
    uz: 'Tashkilot avtomobillarining OSAGO polislari va amal qilish muddatlari.',
  },
  'insurance.pdf.title': { ru: 'Полис ОСГОР', en: 'OSGOR policy', uz: 'OSGOR polisi' },
  'insurance.pdf.subtitle': {
    ru: 'Обязательное страхование гражданской ответственности работодателя',
    en: 'Compulsory insurance of the employer’s civil liability',
    uz: 'Ish beruvchining fuqarolik javobgarligini majburiy sugʻurtalash',
  },
  'insurance.pdf.policy': {
    ru: 'Серия и номер полиса',
    en: 'Policy series and number',
    uz: 'Polis seriyasi va raqami',
  },
  'insurance.pdf.insurer': { ru: 'Страховщик', en: 'Insurer', uz: 'Sugʻurtalovchi' },
  'insurance.pdf.insured': { ru: 'Страхователь', en: 'Policyholder', uz: 'Sugʻurtalanuvchi' },
  'insurance.pdf.inn': { ru: 'ИНН', en: 'INN', uz: 'STIR' },
  'insurance.pdf.address': { ru: 'Адрес', en: 'Address', uz: 'Manzil' },
  'insurance.pdf.activity': {
    ru: 'Вид деятельности (ОКЭД)',
    en: 'Activity (OKED)',
    uz: 'Faoliyat turi (IFUT)',
  },
  'insurance.pdf.agreement': { ru: 'Договор', en: 'Contract', uz: 'Shartnoma' },
  'insurance.pdf.period': { ru: 'Период страхования', en: 'Insurance period', uz: 'Sugʻurta davri' },
  'insurance.pdf.sum': { ru: 'Страховая сумма', en: 'Insured amount', uz: 'Sugʻurta summasi' },
  'insurance.pdf.premium': { ru: 'Страховая премия', en: 'Premium', uz: 'Sugʻurta mukofoti' },
  'insurance.pdf.paid': {
    ru: 'Оплачено платёжным поручением',
    en: 'Paid by payment order',
    uz: 'Toʻlov topshiriqnomasi bilan toʻlangan',
  },
  'insurance.pdf.signer': { ru: 'Страховщик', en: 'Insurer', uz: 'Sugʻurtalovchi' },
  'insurance.pdf.footer': {
    ru: 'Сформировано в CorpBank {at}',
    en: 'Issued through CorpBank at {at}',
    uz: 'CorpBank orqali {at} da shakllantirildi',
  },
} satisfies Record<string, Texts>;
