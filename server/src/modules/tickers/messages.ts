/** Server messages of tickers, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const tickersMessages = {
  'ticker.status.active': { ru: 'Активна', en: 'Active', uz: 'Faol' },
  'ticker.status.inactive': { ru: 'Неактивна', en: 'Inactive', uz: 'Nofaol' },
} as const satisfies Record<string, Texts>;
