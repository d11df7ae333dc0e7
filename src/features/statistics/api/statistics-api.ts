/** Calls of statistics (contracts/api/statistics.ts). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { elkStats, statsUsage } from '../../../../contracts/api/statistics.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';

export interface Period {
  readonly from: string;
  readonly to: string;
}

export function useStatsUsage(period: Period) {
  return useQuery({
    queryKey: endpointKey(statsUsage, period),
    queryFn: async ({ signal }) =>
      dataOf(await callApi(statsUsage, { body: { date_from: period.from, date_to: period.to }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useElkEvents(period: Period) {
  return useQuery({
    queryKey: endpointKey(elkStats, period),
    queryFn: async ({ signal }) =>
      dataOf(await callApi(elkStats, { body: { date_from: period.from, date_to: period.to }, signal })),
    placeholderData: keepPreviousData,
  });
}
