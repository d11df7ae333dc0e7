import { TGB_STATUSES, type TgbStatus } from '../../../../contracts/api/tgb.ts';

/** Whether a query-string value is a known appeal status (anything else shows every status). */
export function isStatus(value: string | null): value is TgbStatus {
  return value !== null && (TGB_STATUSES as readonly string[]).includes(value);
}

/** The row's address keeping the list's own status and page; the row's own parameters win. */
export function linkTo(href: string, params: URLSearchParams): string {
  const [path = '', own = ''] = href.split('?');
  const merged = new URLSearchParams(params);
  new URLSearchParams(own).forEach((value, name) => merged.set(name, value));
  const query = merged.toString();
  return query ? `${path}?${query}` : path;
}
