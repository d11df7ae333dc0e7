import type { TFunction } from 'i18next';
import { SECTIONS, type SectionName, type SectionRow } from '../../../../contracts/api/eisvo.ts';
import type { Language } from '../../../../contracts/envelope.ts';
import { formatDate } from '../../../lib/dates.ts';
import { formatMoney } from '../../../ui/format.ts';
import type { Column } from '../../../ui/paged-table/paged-table.tsx';

/** Cards on phones show the first field as the title and the next ones as fields. */
const CARD_FIELDS = 4;

/** EISVO times are Tashkent wall times without an offset: shown as written, never shifted. */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::\d{2})?$/;

/** Dates as dd.mm.yyyy, times as dd.mm.yyyy hh:mm, money with group separators, the rest as sent. */
export function cellText(value: string | null, money: boolean, language: Language): string {
  if (value === null) return '';
  if (money) return formatMoney(value, null, language);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  const wall = WALL_TIME.exec(value);
  if (wall) return `${wall[3]}.${wall[2]}.${wall[1]} ${wall[4]}:${wall[5]}`;
  return value;
}

export function sectionColumns(
  name: SectionName,
  t: TFunction<'eisvo'>,
  language: Language,
): Column<SectionRow>[] {
  const spec = SECTIONS[name];
  return spec.fields.map((field, index) => {
    const money = (spec.money as readonly string[]).includes(field);
    return {
      key: field,
      label: t(`fields.${field}` as 'fields.idn'),
      value: (row: SectionRow) => cellText(row[field] ?? null, money, language),
      numeric: money,
      sortField: (spec.sort as readonly string[]).includes(field) ? field : undefined,
      card: index === 0 ? 'title' : index <= CARD_FIELDS ? 'field' : undefined,
    };
  });
}
