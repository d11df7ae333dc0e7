import { useQuery } from '@tanstack/react-query';
import {
  dashboardAccountBalances,
  dashboardCosts,
  dashboardCreditInfo,
  dashboardCurrencyHistory,
} from '../../../../contracts/api/dashboard.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { keptRead } from '../../../offline/kept-read.ts';

const AREA = 'dashboard';

/** Card reads are kept for offline reading like the accounts they summarise. */
export function useDashboardBalances(enabled: boolean) {
  return useQuery({
    queryKey: endpointKey(dashboardAccountBalances),
    queryFn: ({ signal }) =>
      keptRead(AREA, 'balances', async (quiet) =>
        dataOf(await callApi(dashboardAccountBalances, { ...quiet, signal })),
      ),
    enabled,
    networkMode: 'always',
  });
}

export function useDashboardCosts(enabled: boolean, months = 6) {
  return useQuery({
    queryKey: endpointKey(dashboardCosts, months),
    queryFn: ({ signal }) =>
      keptRead(AREA, `costs:${months}`, async (quiet) => ({
        months: dataOf(await callApi(dashboardCosts, { ...quiet, body: { months }, signal })),
      })),
    enabled,
    networkMode: 'always',
  });
}

export function useCurrencyHistory(enabled: boolean, code: string, days = 30) {
  return useQuery({
    queryKey: endpointKey(dashboardCurrencyHistory, code, days),
    queryFn: ({ signal }) =>
      keptRead(AREA, `history:${code}:${days}`, async (quiet) => ({
        points: dataOf(await callApi(dashboardCurrencyHistory, { ...quiet, body: { code, days }, signal })),
      })),
    enabled,
    networkMode: 'always',
  });
}

export function useCreditInfo(enabled: boolean) {
  return useQuery({
    queryKey: endpointKey(dashboardCreditInfo),
    queryFn: ({ signal }) =>
      keptRead(AREA, 'credit-info', async (quiet) =>
        dataOf(await callApi(dashboardCreditInfo, { ...quiet, signal })),
      ),
    enabled,
    networkMode: 'always',
  });
}
