import { useQuery } from '@tanstack/react-query';
import { getCaptcha, type CaptchaData } from '../../../../contracts/api/security.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';

export const captchaKeys = { all: endpointKey(getCaptcha) };

export async function fetchCaptcha(signal?: AbortSignal): Promise<CaptchaData> {
  return dataOf(await callApi(getCaptcha, { signal }));
}

/** A captcha is good for one attempt: never cached, fetched anew on every mount and refresh. */
export function useCaptcha() {
  return useQuery({
    queryKey: captchaKeys.all,
    queryFn: ({ signal }) => fetchCaptcha(signal),
    // Public: wanted before there is a session (see the query defaults in lib/session.ts).
    enabled: true,
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
  });
}
