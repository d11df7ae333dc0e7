/**
 * The list's filters kept in the query string: status and kind. Values the contract would refuse are
 * left out, so a hand-edited address never makes the list fail.
 */
import { FX_KINDS, FX_STATUS_IDS, type FxKind, type FxStatusId } from '../../../contracts/api/fx-transfer.ts';

export const FX_FILTER_NAMES = ['status_id', 'kind'] as const;

export function fxFilterOf(filters: Readonly<Record<string, string>>): {
  status_id?: FxStatusId;
  kind?: FxKind;
} {
  const status = Number(filters['status_id']);
  const kind = filters['kind'];
  return {
    ...(FX_STATUS_IDS.includes(status as FxStatusId) ? { status_id: status as FxStatusId } : {}),
    ...((FX_KINDS as readonly string[]).includes(kind ?? '') ? { kind: kind as FxKind } : {}),
  };
}

export const fxDetailPath = (id: number): string => `/skv-na-skv/detail/${id}`;
