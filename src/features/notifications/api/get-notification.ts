import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  notificationsAll,
  notificationView,
  type NotificationItem,
} from '../../../../contracts/api/shell.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

export const notificationViewKeys = { one: (id: string) => endpointKey(notificationView, id) };

export async function getNotification(id: string, signal?: AbortSignal): Promise<NotificationItem> {
  return dataOf(await callApi(notificationView, { params: { id }, signal }));
}

/** Opening a notification marks it read on the server, so the cached list is refreshed. */
export function useNotification(id: string) {
  const query = useQuery({
    queryKey: notificationViewKeys.one(id),
    queryFn: ({ signal }) => getNotification(id, signal),
  });
  const opened = query.data?.id;
  useEffect(() => {
    if (opened !== undefined) void queryClient.invalidateQueries({ queryKey: endpointKey(notificationsAll) });
  }, [opened]);
  return query;
}
