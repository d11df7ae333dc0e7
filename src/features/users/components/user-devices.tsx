import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeviceRow } from '../../../../contracts/api/devices.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { ConfirmSheet } from '../../../ui/confirm-sheet.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { StatusChip } from '../../../ui/status-chip.tsx';
import { revokeUserDevice, useUserDevices } from '../api/user-devices.ts';

/** The user's passkey phones (devices/admin-list) with revoke after a confirmation (devices/admin-revoke). */
export function UserDevices({ username }: { username: string }) {
  const { t } = useTranslation('users');
  const devices = useUserDevices(username);
  const [revoking, setRevoking] = useState<DeviceRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (devices.isPending) return <SkeletonLines lines={2} />;
  const rows = devices.data ?? [];
  return (
    <>
      {done ? (
        <p className="cb-users__result" role="status" data-testid="user-device-result">
          {done}
        </p>
      ) : null}
      {failure ? (
        <p className="cb-users__error" role="alert" data-testid="user-device-error">
          {failure}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="cb-users__muted">{t('devices.empty')}</p>
      ) : (
        <ul className="cb-users__list" data-testid="user-devices">
          {rows.map((d) => (
            <li key={d.id} className="cb-users__item" data-testid={`user-device-${d.id}`}>
              <div className="cb-users__item-main">
                <strong>{d.name}</strong>
                <span className="cb-users__muted">
                  {t('devices.created', { date: formatDateTime(d.created_at) })}
                  {d.last_used_at
                    ? `, ${t('devices.lastUsed', { date: formatDateTime(d.last_used_at) })}`
                    : ''}
                </span>
              </div>
              {d.revoked_at ? (
                <StatusChip
                  label={t('devices.revoked', { date: formatDateTime(d.revoked_at) })}
                  tone="neutral"
                />
              ) : (
                <span className="cb-users__item-actions">
                  <StatusChip label={t('devices.active')} tone="success" />
                  <button
                    type="button"
                    className="cb-button cb-button--danger"
                    data-testid={`user-device-revoke-${d.id}`}
                    onClick={() => {
                      setDone(null);
                      setFailure(null);
                      setRevoking(d);
                    }}
                  >
                    {t('devices.revoke')}
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmSheet
        open={revoking !== null}
        title={t('devices.confirmTitle', { name: revoking?.name ?? '' })}
        text={t('devices.confirmText')}
        confirmLabel={t('devices.revoke')}
        danger
        busy={busy}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking === null) return;
          const device = revoking;
          setBusy(true);
          revokeUserDevice(device.id)
            .then(
              () => setDone(t('devices.done', { name: device.name })),
              (error: unknown) =>
                setFailure((error instanceof ApiError ? error.serverMessage : null) ?? t('failed')),
            )
            .finally(() => {
              setBusy(false);
              setRevoking(null);
            });
        }}
      />
    </>
  );
}
