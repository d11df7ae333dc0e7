import { useQuery } from '@tanstack/react-query';
import { swiftFile, swiftList, swiftView } from '../../../../contracts/api/swift.ts';
import { callApi, dataOf, downloadApi, endpointKey } from '../../../lib/api-client.ts';
import type { StatementRange } from '../../../lib/statement-range.ts';

export function useSwiftList(range: StatementRange) {
  return useQuery({
    queryKey: endpointKey(swiftList, range.from, range.to),
    queryFn: async ({ signal }) =>
      dataOf(await callApi(swiftList, { body: { date_from: range.from, date_to: range.to }, signal })),
  });
}

export function useSwiftView(id: number) {
  return useQuery({
    queryKey: endpointKey(swiftView, id),
    queryFn: async ({ signal }) => dataOf(await callApi(swiftView, { body: { id }, signal })),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function downloadSwift(id: number) {
  return downloadApi(swiftFile, { body: { id } });
}
