import { useTranslation } from 'react-i18next';
import type { CcChatRow } from '../../../../contracts/api/newchat.ts';
import { roleLabelKey } from '../../../../contracts/roles.ts';

export interface ChatParty {
  /** The organisation's name, or the author's for a bank staff user's own chat. */
  readonly title: string;
  /** Who wrote and the organisation's TIN, or the staff user's role. */
  readonly who: string;
}

/**
 * Who a conversation is with (docs/decisions.md, Chats): a client organisation, or a bank staff
 * user writing for themselves — that chat has no organisation, so its author and role stand in.
 */
export function useChatParty(): (
  row: Pick<CcChatRow, 'organizationName' | 'inn' | 'authorName' | 'role'>,
) => ChatParty {
  const { t } = useTranslation('centre');
  const { t: tc } = useTranslation('common');
  return (row) =>
    row.organizationName === null
      ? {
          title: row.authorName,
          who: `${t('staff')} · ${tc(`roles.${roleLabelKey(row.role)}`)}`,
        }
      : { title: row.organizationName, who: `${row.authorName} · ${t('inn')} ${row.inn ?? ''}` };
}
