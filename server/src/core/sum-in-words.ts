/**
 * An amount in words for payment documents (page/sum-to-text), in Russian, English or Uzbek:
 * the whole part in words with the currency's name, the minor units as two digits with theirs —
 * "Один миллион пятьсот тысяч сум 00 тийин". Works on bigint minor units, so any amount the
 * money contract allows (23 whole digits) is exact.
 */
import type { Language } from '../../../contracts/envelope.ts';
import type { SUM_CURRENCIES } from '../../../contracts/api/shell.ts';

export type SumCurrency = (typeof SUM_CURRENCIES)[number];

/** Word forms for 1, for 2–4 and for 5+ (Russian); English uses [one, many]; Uzbek one form. */
type Forms = readonly [string, string, string];

const RU = {
  ones: ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'],
  onesFeminine: ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'],
  teens: [
    'десять',
    'одиннадцать',
    'двенадцать',
    'тринадцать',
    'четырнадцать',
    'пятнадцать',
    'шестнадцать',
    'семнадцать',
    'восемнадцать',
    'девятнадцать',
  ],
  tens: [
    '',
    '',
    'двадцать',
    'тридцать',
    'сорок',
    'пятьдесят',
    'шестьдесят',
    'семьдесят',
    'восемьдесят',
    'девяносто',
  ],
  hundreds: [
    '',
    'сто',
    'двести',
    'триста',
    'четыреста',
    'пятьсот',
    'шестьсот',
    'семьсот',
    'восемьсот',
    'девятьсот',
  ],
  // Index 0 is the thousands group, which alone is feminine (одна тысяча, две тысячи).
  scales: [
    ['тысяча', 'тысячи', 'тысяч'],
    ['миллион', 'миллиона', 'миллионов'],
    ['миллиард', 'миллиарда', 'миллиардов'],
    ['триллион', 'триллиона', 'триллионов'],
    ['квадриллион', 'квадриллиона', 'квадриллионов'],
    ['квинтиллион', 'квинтиллиона', 'квинтиллионов'],
    ['секстиллион', 'секстиллиона', 'секстиллионов'],
  ] as readonly Forms[],
};

const EN = {
  ones: ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
  teens: [
    'ten',
    'eleven',
    'twelve',
    'thirteen',
    'fourteen',
    'fifteen',
    'sixteen',
    'seventeen',
    'eighteen',
    'nineteen',
  ],
  tens: ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'],
  scales: ['thousand', 'million', 'billion', 'trillion', 'quadrillion', 'quintillion', 'sextillion'],
};

const UZ = {
  ones: ['', 'bir', 'ikki', 'uch', 'toʻrt', 'besh', 'olti', 'yetti', 'sakkiz', 'toʻqqiz'],
  tens: ['', 'oʻn', 'yigirma', 'oʻttiz', 'qirq', 'ellik', 'oltmish', 'yetmish', 'sakson', 'toʻqson'],
  scales: ['ming', 'million', 'milliard', 'trillion', 'kvadrillion', 'kvintillion', 'sekstillion'],
};

const CURRENCY_WORDS: Record<Language, Record<SumCurrency, { major: Forms; minor: Forms }>> = {
  // Uzbek banking documents write сум and тийин without declension.
  ru: {
    UZS: { major: ['сум', 'сум', 'сум'], minor: ['тийин', 'тийин', 'тийин'] },
    USD: { major: ['доллар США', 'доллара США', 'долларов США'], minor: ['цент', 'цента', 'центов'] },
    EUR: { major: ['евро', 'евро', 'евро'], minor: ['евроцент', 'евроцента', 'евроцентов'] },
    RUB: {
      major: ['российский рубль', 'российских рубля', 'российских рублей'],
      minor: ['копейка', 'копейки', 'копеек'],
    },
  },
  en: {
    UZS: { major: ['soum', 'soum', 'soum'], minor: ['tiyin', 'tiyin', 'tiyin'] },
    USD: { major: ['US dollar', 'US dollars', 'US dollars'], minor: ['cent', 'cents', 'cents'] },
    EUR: { major: ['euro', 'euros', 'euros'], minor: ['cent', 'cents', 'cents'] },
    RUB: {
      major: ['Russian rouble', 'Russian roubles', 'Russian roubles'],
      minor: ['kopeck', 'kopecks', 'kopecks'],
    },
  },
  uz: {
    UZS: { major: ['soʻm', 'soʻm', 'soʻm'], minor: ['tiyin', 'tiyin', 'tiyin'] },
    USD: { major: ['AQSH dollari', 'AQSH dollari', 'AQSH dollari'], minor: ['sent', 'sent', 'sent'] },
    EUR: { major: ['yevro', 'yevro', 'yevro'], minor: ['yevrosent', 'yevrosent', 'yevrosent'] },
    RUB: {
      major: ['Rossiya rubli', 'Rossiya rubli', 'Rossiya rubli'],
      minor: ['kopeyka', 'kopeyka', 'kopeyka'],
    },
  },
};

/** Russian plural form: 1 → [0], 2–4 → [1], 0 and 5–20 → [2] (looking at the last two digits). */
function russianForm(n: bigint, forms: Forms): string {
  const lastTwo = Number(n % 100n);
  const last = lastTwo % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

function formFor(lang: Language, n: bigint, forms: Forms): string {
  if (lang === 'ru') return russianForm(n, forms);
  return n === 1n ? forms[0] : forms[1];
}

/** Groups of three digits, lowest first: 1500000 → [0, 500, 1]. */
function groupsOf(n: bigint): number[] {
  const groups: number[] = [];
  let rest = n;
  do {
    groups.push(Number(rest % 1000n));
    rest /= 1000n;
  } while (rest > 0n);
  return groups;
}

function ruTriple(n: number, feminine: boolean): string[] {
  const words = [RU.hundreds[Math.floor(n / 100)] ?? ''];
  const rest = n % 100;
  if (rest >= 10 && rest < 20) {
    words.push(RU.teens[rest - 10] ?? '');
  } else {
    words.push(RU.tens[Math.floor(rest / 10)] ?? '', (feminine ? RU.onesFeminine : RU.ones)[rest % 10] ?? '');
  }
  return words;
}

function enTriple(n: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  if (hundreds > 0) words.push(EN.ones[hundreds] ?? '', 'hundred');
  const rest = n % 100;
  if (rest >= 10 && rest < 20) words.push(EN.teens[rest - 10] ?? '');
  else if (rest >= 20 && rest % 10 !== 0)
    words.push(`${EN.tens[Math.floor(rest / 10)]}-${EN.ones[rest % 10]}`);
  else words.push(EN.tens[Math.floor(rest / 10)] ?? '', EN.ones[rest % 10] ?? '');
  return words;
}

function uzTriple(n: number): string[] {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [
    ...(hundreds > 0 ? [UZ.ones[hundreds] ?? '', 'yuz'] : []),
    UZ.tens[Math.floor(rest / 10)] ?? '',
    UZ.ones[rest % 10] ?? '',
  ];
}

export function integerInWords(n: bigint, lang: Language): string {
  if (n === 0n) return { ru: 'ноль', en: 'zero', uz: 'nol' }[lang];
  const groups = groupsOf(n);
  const words: string[] = [];
  for (let index = groups.length - 1; index >= 0; index--) {
    const group = groups[index] ?? 0;
    if (group === 0) continue;
    const scale = index - 1;
    if (lang === 'ru') {
      words.push(...ruTriple(group, scale === 0));
      const forms = RU.scales[scale];
      if (forms !== undefined) words.push(russianForm(BigInt(group), forms));
    } else if (lang === 'en') {
      words.push(...enTriple(group), EN.scales[scale] ?? '');
    } else {
      words.push(...uzTriple(group), UZ.scales[scale] ?? '');
    }
  }
  return words.filter((w) => w !== '').join(' ');
}

/** `minor` is the amount in minor units (money contract); it must not be negative. */
export function sumInWords(minor: bigint, currency: SumCurrency, lang: Language): string {
  if (minor < 0n) throw new RangeError('a negative amount has no words');
  const whole = minor / 100n;
  const cents = minor % 100n;
  const names = CURRENCY_WORDS[lang][currency];
  const text = integerInWords(whole, lang);
  const capitalised = text.charAt(0).toUpperCase() + text.slice(1);
  const centsText = cents.toString().padStart(2, '0');
  return `${capitalised} ${formFor(lang, whole, names.major)} ${centsText} ${formFor(lang, cents, names.minor)}`;
}
