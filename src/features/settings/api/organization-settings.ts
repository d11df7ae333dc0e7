import { useMutation, useQuery } from '@tanstack/react-query';
import {
  organizationDualControl,
  organizationSettings,
  type OrganizationSettings,
} from '../../../../contracts/api/organization-settings.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

export const organizationSettingsKey = () => endpointKey(organizationSettings);

export async function getOrganizationSettings(signal?: AbortSignal): Promise<OrganizationSettings> {
  return dataOf(await callApi(organizationSettings, { signal }));
}

/** organization/settings: the current organisation's signing settings (client roles). */
export function useOrganizationSettings(enabled: boolean) {
  return useQuery({
    queryKey: organizationSettingsKey(),
    queryFn: ({ signal }) => getOrganizationSettings(signal),
    enabled,
  });
}

/** organization/dual-control/:id (the head only; the server refuses everyone else). */
export function useSetDualControl() {
  return useMutation({
    mutationFn: async (input: { id: number; dualControl: boolean }) =>
      dataOf(
        await callApi(organizationDualControl, {
          params: { id: input.id },
          body: { dual_control: input.dualControl },
        }),
      ),
    onSuccess: (settings) => queryClient.setQueryData(organizationSettingsKey(), settings),
  });
}
