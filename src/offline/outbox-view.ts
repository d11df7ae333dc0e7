/** How outbox rows read: kind, state and last error in the user's language (screen, badge, logout). */
import { useTranslation } from 'react-i18next';
import type { OutboxState } from './db.ts';
import type { OutboxEntry } from './store.ts';
import type offlineRu from '../../locales/ru/offline.json';

type KindKey = keyof (typeof offlineRu)['outbox']['kinds'];
type ErrorKey = keyof (typeof offlineRu)['outbox']['errors'];

export function useOutboxText() {
  const { t, i18n } = useTranslation('offline');
  return {
    kind: (entry: Pick<OutboxEntry, 'kind'>): string =>
      i18n.exists(`offline:outbox.kinds.${entry.kind}`)
        ? t(`outbox.kinds.${entry.kind as KindKey}`)
        : entry.kind,
    state: (state: OutboxState): string => t(`outbox.states.${state}`),
    error: (error: string): string =>
      i18n.exists(`offline:outbox.errors.${error}`) ? t(`outbox.errors.${error as ErrorKey}`) : error,
  };
}
