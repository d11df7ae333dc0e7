import { useQuery } from '@tanstack/react-query';
import { exportSaldo } from '../../../../contracts/api/accounts.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import type { StatementRange } from '../../../lib/statement-range.ts';

export function useSaldo(range: StatementRange, enabled: boolean) {
  return useQuery({
    queryKey: endpointKey(exportSaldo, range.from, range.to),
    queryFn: async ({ signal }) =>
      dataOf(await callApi(exportSaldo, { body: { date_from: range.from, date_to: range.to }, signal })),
    enabled,
  });
}
