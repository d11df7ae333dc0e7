import { useTranslation } from 'react-i18next';
import type { UserRow } from '../../../../contracts/api/users.ts';
import { StatusChip } from '../../../ui/status-chip.tsx';

/** Blocked or active, plus the sign-in lock and a due password change when they apply; text, not colour alone. */
export function UserStateChips({
  user,
}: {
  user: Pick<UserRow, 'state' | 'locked' | 'password_change_required'>;
}) {
  const { t } = useTranslation('users');
  return (
    <span className="cb-users__chips">
      <StatusChip
        label={t(`state.${user.state}`)}
        tone={user.state === 'blocked' ? 'danger' : 'success'}
        testId="user-state"
      />
      {user.locked ? <StatusChip label={t('state.locked')} tone="warning" testId="user-locked" /> : null}
      {user.password_change_required ? (
        <StatusChip label={t('state.passwordChange')} tone="info" testId="user-password-change" />
      ) : null}
    </span>
  );
}

/** Plain text of the same, for exports and table values. */
export function userStateText(
  user: Pick<UserRow, 'state' | 'locked' | 'password_change_required'>,
  t: (key: 'state.active' | 'state.blocked' | 'state.locked' | 'state.passwordChange') => string,
): string {
  return [
    t(`state.${user.state}`),
    ...(user.locked ? [t('state.locked')] : []),
    ...(user.password_change_required ? [t('state.passwordChange')] : []),
  ].join(', ');
}
