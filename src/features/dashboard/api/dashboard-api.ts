import { useQuery } from '@tanstack/react-query';
import {
  dashboardAccountBalances,
  dashboardCosts,
  dashboardCreditInfo,
  dashboardCurrencyHistory,
} from '../../../../contracts/api/dashboard.ts';
import { endpointKey } from '../../../lib/api-client.ts';
import { keptCall } from '../../../offline/kept-call.ts';

const AREA = 'dashboard';

/** Card reads are kept for offline reading like the accounts they summarise. */
export function useDashboardBalances(enabled: boolean) {
  return useQuery({
    queryKey: endpointKey(dashboardAccountBalances),
    queryFn: ({ signal }) => keptCall(dashboardAccountBalances, { signal }, { area: AREA }),
    enabled,
    networkMode: 'always',
  });
}

export function useDashboardCosts(enabled: boolean, months = 6) {
  return useQuery({
    queryKey: endpointKey(dashboardCosts, months),
    queryFn: ({ signal }) => keptCall(dashboardCosts, { body: { months }, signal }, { area: AREA }),
    enabled,
    networkMode: 'always',
  });
}

export function useCurrencyHistory(enabled: boolean, code: string, days = 30) {
  return useQuery({
    queryKey: endpointKey(dashboardCurrencyHistory, code, days),
    queryFn: ({ signal }) =>
      keptCall(dashboardCurrencyHistory, { body: { code, days }, signal }, { area: AREA }),
    enabled,
    networkMode: 'always',
  });
}

export function useCreditInfo(enabled: boolean) {
  return useQuery({
    queryKey: endpointKey(dashboardCreditInfo),
    queryFn: ({ signal }) => keptCall(dashboardCreditInfo, { signal }, { area: AREA }),
    enabled,
    networkMode: 'always',
  });
}
