import { useQuery } from '@tanstack/react-query';
import { passwordRules, type PasswordRulesData } from '../../../../contracts/api/security.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';

export const passwordRuleKeys = { all: endpointKey(passwordRules) };

export async function getPasswordRules(signal?: AbortSignal): Promise<PasswordRulesData> {
  return dataOf(await callApi(passwordRules, { signal }));
}

export function usePasswordRules() {
  return useQuery({
    queryKey: passwordRuleKeys.all,
    queryFn: ({ signal }) => getPasswordRules(signal),
    staleTime: Infinity,
  });
}
