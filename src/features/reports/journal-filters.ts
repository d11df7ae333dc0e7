import type dayjs from 'dayjs';
import {
  OPERATION_DIRECTIONS,
  TERMINAL_STATUSES,
  type AgmkFilter,
  type OperationDirection,
  type OperationFilter,
  type TerminalFilter,
  type TerminalStatus,
} from '../../../contracts/api/report-journals.ts';
import { rangeFromSearch } from '../../lib/statement-range.ts';

/** Address parameters besides the range (?from=&to=) of the three journal screens. */
export const AGMK_FILTERS = ['account'] as const;
export const OPERATION_FILTERS = ['account', 'direction'] as const;
export const TERMINAL_FILTERS = ['terminal', 'status'] as const;

/** `account=<number>:<mfo>` when well formed. */
function accountOf(search: URLSearchParams): { account: string; mfo: string } | object {
  const [number = '', mfo = ''] = (search.get('account') ?? '').split(':');
  return /^\d{20,27}$/.test(number) && /^\d{5}$/.test(mfo) ? { account: number, mfo } : {};
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((v) => v === value);
}

export function agmkFilterFromSearch(search: URLSearchParams, today?: dayjs.Dayjs): AgmkFilter {
  const range = rangeFromSearch(search, today);
  return { date_from: range.from, date_to: range.to, ...accountOf(search) };
}

export function operationFilterFromSearch(search: URLSearchParams, today?: dayjs.Dayjs): OperationFilter {
  const range = rangeFromSearch(search, today);
  const direction: OperationDirection | undefined = oneOf(OPERATION_DIRECTIONS, search.get('direction'));
  return {
    date_from: range.from,
    date_to: range.to,
    ...accountOf(search),
    ...(direction ? { direction } : {}),
  };
}

export function terminalFilterFromSearch(search: URLSearchParams, today?: dayjs.Dayjs): TerminalFilter {
  const range = rangeFromSearch(search, today);
  const terminal = search.get('terminal') ?? '';
  const status: TerminalStatus | undefined = oneOf(TERMINAL_STATUSES, search.get('status'));
  return {
    date_from: range.from,
    date_to: range.to,
    ...(/^[1-9]\d{0,8}$/.test(terminal) ? { terminal: Number(terminal) } : {}),
    ...(status ? { status } : {}),
  };
}
