import { useQuery } from '@tanstack/react-query';
import { announcements, type Announcement } from '../../../../contracts/api/shell.ts';
import type { Language } from '../../../../contracts/envelope.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';

/** Status of an announcement that is shown (spec 1 §3/§9). */
const ACTIVE_ANNOUNCEMENT = 1;

export const announcementKeys = { all: endpointKey(announcements) };

export async function getAnnouncements(signal?: AbortSignal): Promise<readonly Announcement[]> {
  return dataOf(await callApi(announcements, { signal }));
}

export function useAnnouncements() {
  return useQuery({
    queryKey: announcementKeys.all,
    queryFn: ({ signal }) => getAnnouncements(signal),
    staleTime: 5 * 60_000,
  });
}

/** Only active announcements, each in the current language (message_{lang}; ru when that one is empty). */
export function activeAnnouncements(
  list: readonly Announcement[],
  language: Language,
): { id: number; text: string }[] {
  return list
    .filter((a) => a.status === ACTIVE_ANNOUNCEMENT)
    .map((a) => ({ id: a.id, text: (a[`message_${language}`] || a.message_ru).trim() }))
    .filter((a) => a.text !== '');
}
