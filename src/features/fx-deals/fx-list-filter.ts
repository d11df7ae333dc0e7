import { FX_STATUS_IDS, type FxFilter } from '../../../contracts/api/fx-deal.ts';

/** The address's filter names of /exchange-sum (import_file: one exchange import file's requests). */
export const FILTER_NAMES = ['type', 'status_id', 'organization', 'import_file'] as const;

/** The list's filter from the address; values the contract would refuse are left out. */
export function fxFilterOf(filters: Readonly<Record<string, string>>, bank: boolean): FxFilter {
  const type = filters['type'];
  const status = Number(filters['status_id']);
  const organization = (filters['organization'] ?? '').trim().slice(0, 100);
  const importFile = filters['import_file'] ?? '';
  return {
    ...(type === 'buy' || type === 'sell' ? { type } : {}),
    ...((FX_STATUS_IDS as readonly number[]).includes(status)
      ? { status_id: status as FxFilter['status_id'] }
      : {}),
    ...(bank && organization !== '' ? { organization } : {}),
    // One exchange import file's requests (issue 21: signed together from the list).
    ...(/^[A-Z0-9]{20}$/.test(importFile) ? { import_file: importFile } : {}),
  };
}
