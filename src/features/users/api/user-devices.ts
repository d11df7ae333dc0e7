import { useQuery } from '@tanstack/react-query';
import { deviceAdminList, deviceAdminRevoke, type DeviceRow } from '../../../../contracts/api/devices.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** The user's phones through the existing admin device call (contracts/api/devices.ts). */
export async function getUserDevices(username: string, signal?: AbortSignal): Promise<DeviceRow[]> {
  return dataOf(await callApi(deviceAdminList, { query: { username }, signal }));
}

export function useUserDevices(username: string | undefined) {
  return useQuery({
    queryKey: endpointKey(deviceAdminList, username ?? ''),
    queryFn: ({ signal }) => getUserDevices(username ?? '', signal),
    enabled: username !== undefined,
  });
}

export async function revokeUserDevice(id: number): Promise<void> {
  dataOf(await callApi(deviceAdminRevoke, { body: { id } }));
  await queryClient.invalidateQueries({ queryKey: endpointKey(deviceAdminList) });
}
