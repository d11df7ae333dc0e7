/**
 * EISVO reference lists (spec 3 §7.1 "lookups for country, status, contract type and contract
 * basis"): the codes the contracts carry and their names in the three languages. They are fixed
 * codes of the national system, so they live here rather than in an editable table.
 */
import type { Lookup, LookupItem } from '../../../../contracts/api/eisvo.ts';
import type { Language } from '../../../../contracts/envelope.ts';

type Names = Readonly<Record<Language, string>>;

const LISTS: Readonly<Record<Lookup, Readonly<Record<string, Names>>>> = {
  countries: {
    '156': { ru: 'Китай', en: 'China', uz: 'Xitoy' },
    '276': { ru: 'Германия', en: 'Germany', uz: 'Germaniya' },
    '380': { ru: 'Италия', en: 'Italy', uz: 'Italiya' },
    '398': { ru: 'Казахстан', en: 'Kazakhstan', uz: 'Qozog‘iston' },
    '410': { ru: 'Республика Корея', en: 'Republic of Korea', uz: 'Koreya Respublikasi' },
    '643': { ru: 'Россия', en: 'Russia', uz: 'Rossiya' },
    '784': { ru: 'ОАЭ', en: 'United Arab Emirates', uz: 'BAA' },
    '792': { ru: 'Турция', en: 'Türkiye', uz: 'Turkiya' },
    '840': { ru: 'США', en: 'United States', uz: 'AQSh' },
    '860': { ru: 'Узбекистан', en: 'Uzbekistan', uz: 'O‘zbekiston' },
  },
  statuses: {
    '1': { ru: 'Действующий', en: 'Active', uz: 'Amaldagi' },
    '2': { ru: 'Исполнен', en: 'Completed', uz: 'Bajarilgan' },
    '3': { ru: 'Приостановлен', en: 'Suspended', uz: 'To‘xtatilgan' },
    '4': { ru: 'Передан в другой банк', en: 'Transferred to another bank', uz: 'Boshqa bankka o‘tkazilgan' },
  },
  'contract-types': {
    '01': { ru: 'Импорт товаров', en: 'Import of goods', uz: 'Tovarlar importi' },
    '02': { ru: 'Экспорт товаров', en: 'Export of goods', uz: 'Tovarlar eksporti' },
    '03': { ru: 'Импорт услуг', en: 'Import of services', uz: 'Xizmatlar importi' },
    '04': { ru: 'Экспорт услуг', en: 'Export of services', uz: 'Xizmatlar eksporti' },
  },
  'contract-bases': {
    '1': { ru: 'Контракт', en: 'Contract', uz: 'Shartnoma' },
    '2': { ru: 'Публичная оферта', en: 'Public offer', uz: 'Ommaviy oferta' },
    '3': { ru: 'Проформа-инвойс', en: 'Proforma invoice', uz: 'Proforma-invoys' },
    '4': { ru: 'Биржевой контракт', en: 'Exchange contract', uz: 'Birja shartnomasi' },
  },
};

export function lookup(name: Lookup, lang: Language): LookupItem[] {
  return Object.entries(LISTS[name]).map(([value, names]) => ({ value, label: names[lang] }));
}
