import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEVICE_ROLES } from '../../../../contracts/api/devices.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { useSession } from '../../../lib/session.ts';
import { ActivationCard } from '../components/activation-card.tsx';
import { DeviceList } from '../components/device-list.tsx';
import { Inbox } from '../components/inbox.tsx';
import { InboxPushNotice } from '../components/inbox-push-notice.tsx';
import { useDevices } from '../api/heads-api.ts';
import { deviceCredential, rememberDeviceCredential } from '../../../lib/device-credential.ts';
import '../../../ui/buttons.css';
import './heads.css';

/**
 * /activate — mobile activation (spec 1 §1) and, on an activated phone, the signer's approval
 * inbox with passkey signatures, and the list of the user's devices.
 */
export function ActivateScreen() {
  const { t } = useTranslation('heads');
  const { t: tc } = useTranslation('common');
  const { user } = useSession();
  const userId = user?.id ?? 0;
  const signer = user !== null && roleAllowed(user.role, DEVICE_ROLES);
  const [credential, setCredential] = useState(() => deviceCredential(userId));
  const devices = useDevices(signer);
  const listed = devices.data?.data;
  // A device revoked elsewhere (settings of another phone, an admin) stops being used here.
  const active =
    credential !== null &&
    (listed === undefined || listed.some((d) => d.credential_id === credential && d.revoked_at === null));
  if (credential !== null && listed !== undefined && !active) {
    rememberDeviceCredential(userId, null);
    setCredential(null);
  }

  if (!signer) {
    // Any signed-in user may open /activate (spec 1 §2.2): say what it gives and who can use it.
    return (
      <div className="heads-screen">
        <section className="heads-card" data-testid="activate-not-signer">
          <h2>{t('notSignerTitle')}</h2>
          <p>{t('notSignerGives')}</p>
          <p>{t('notSigner')}</p>
          <ul>
            {DEVICE_ROLES.map((role) => (
              <li key={role}>{tc(`roles.${role}`)}</li>
            ))}
          </ul>
        </section>
      </div>
    );
  }
  return (
    <div className="heads-screen">
      <InboxPushNotice />
      {active ? (
        <Inbox credentialId={credential} />
      ) : (
        <ActivationCard userId={userId} onActivated={() => setCredential(deviceCredential(userId))} />
      )}
      <DeviceList currentCredential={credential} />
    </div>
  );
}
