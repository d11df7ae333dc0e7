import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates.ts';
import { revokeDevice, useDevices } from '../api/heads-api.ts';

/** The user's activated devices; revoking one makes its passkey useless at once (server-side). */
export function DeviceList({ currentCredential }: { currentCredential: string | null }) {
  const { t } = useTranslation('heads');
  const devices = useDevices();
  const list = devices.data?.data ?? [];
  if (list.length === 0) return null;
  return (
    <section className="heads-card" aria-labelledby="devices-title" data-testid="devices">
      <h2 id="devices-title">{t('devices.title')}</h2>
      <ul className="heads-list">
        {list.map((d) => (
          <li key={d.id} className="heads-payment" data-testid={`device-${d.id}`}>
            <span className="heads-payment__title">
              {d.name}
              {d.credential_id === currentCredential ? ` · ${t('devices.thisDevice')}` : ''}
            </span>
            <span className="heads-muted">
              {t('devices.activated', { time: formatDateTime(d.created_at) })}
              {d.last_used_at !== null
                ? ` · ${t('devices.lastUsed', { time: formatDateTime(d.last_used_at) })}`
                : ''}
            </span>
            {d.revoked_at !== null ? (
              <span className="heads-error">
                {t('devices.revoked', { time: formatDateTime(d.revoked_at) })}
              </span>
            ) : (
              <div className="heads-payment__actions">
                <button
                  type="button"
                  className="cb-button cb-button--secondary"
                  onClick={() => void revokeDevice(d.id)}
                  data-testid={`device-revoke-${d.id}`}
                >
                  {t('devices.revoke')}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
