/**
 * The credit officer's (credit_go) overdraft decisions on /credit-request?tab=overdraft
 * (contracts/api/credits.ts overdraftBankList, overdraftView, overdraftApprove, overdraftRefuse).
 * Reads are react-query reads; the decisions need the connection like the credit requests' ones
 * and carry If-Match with the version the screen showed (src/lib/versioned-call.ts).
 */
import { useQuery } from '@tanstack/react-query';
import {
  overdraftApprove,
  overdraftBankList,
  overdraftRefuse,
  overdraftView,
  type OverdraftRow,
} from '../../../../contracts/api/credits.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { callWithVersion } from '../../../lib/versioned-call.ts';

export function useOverdraftQueue(page: number, enabled: boolean) {
  return useQuery({
    queryKey: endpointKey(overdraftBankList, page),
    queryFn: async ({ signal }) =>
      dataOf(await callApi(overdraftBankList, { query: { page, pageSize: 20 }, signal })),
    enabled,
  });
}

export function useOverdraftDecision(id: number) {
  return useQuery({
    queryKey: endpointKey(overdraftView, id),
    queryFn: async ({ signal }) => dataOf(await callApi(overdraftView, { query: { id }, signal })),
    enabled: Number.isInteger(id) && id > 0,
  });
}

async function refresh(): Promise<void> {
  // ['overdraft', …]: the queue and every opened application
  await queryClient.invalidateQueries({ queryKey: endpointKey(overdraftBankList).slice(0, 1) });
}

export async function approveOverdraft(row: OverdraftRow): Promise<OverdraftRow> {
  const answer = dataOf(await callWithVersion(overdraftApprove, { id: row.id }, row.version));
  await refresh();
  return answer;
}

export async function refuseOverdraft(row: OverdraftRow, reason: string): Promise<OverdraftRow> {
  const answer = dataOf(await callWithVersion(overdraftRefuse, { id: row.id, reason }, row.version));
  await refresh();
  return answer;
}
