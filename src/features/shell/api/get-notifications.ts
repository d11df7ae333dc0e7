import { useQuery } from '@tanstack/react-query';
import { notificationsAll, type NotificationsData } from '../../../../contracts/api/shell.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';

export const notificationKeys = { all: endpointKey(notificationsAll) };

export async function getNotifications(signal?: AbortSignal): Promise<NotificationsData> {
  return dataOf(await callApi(notificationsAll, { signal }));
}

export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.all,
    queryFn: ({ signal }) => getNotifications(signal),
  });
}
