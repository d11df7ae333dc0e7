import { IonIcon } from '@ionic/react';
import { closeOutline, personCircleOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { formatStoredPhone } from '../../../../contracts/validation/phone.ts';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { usePersonalManager } from '../api/get-personal-manager.ts';
import './personal-manager.css';

function ManagerDetails() {
  const { t } = useTranslation('shell');
  const { data, isPending, isError } = usePersonalManager(true);
  if (isPending) return <SkeletonLines lines={4} />;
  if (isError) return <EmptyState />;
  return (
    <dl className="cb-manager">
      <dt>{t('personalManager.fullName')}</dt>
      <dd>{data.full_name}</dd>
      <dt>{t('personalManager.nibbd')}</dt>
      <dd>{data.nibbd}</dd>
      <dt>{t('personalManager.phone')}</dt>
      <dd>
        <a href={`tel:+${data.phone_number.replace(/\D/g, '')}`}>{formatStoredPhone(data.phone_number)}</a>
      </dd>
      <dt>{t('personalManager.internalPhone')}</dt>
      <dd>{data.internal_phone_number}</dd>
    </dl>
  );
}

/** The personal-manager dialog, opened by the top-bar button or the phone's overflow menu. */
export function PersonalManagerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation();
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy="personal-manager-title" variant="manager">
      <div className="cb-manager__head">
        <h2 id="personal-manager-title">{t('personalManager.title')}</h2>
        <button type="button" className="cb-icon-button" aria-label={tc('actions.close')} onClick={onClose}>
          <IonIcon icon={closeOutline} aria-hidden="true" />
        </button>
      </div>
      {open ? <ManagerDetails /> : null}
    </ModalDialog>
  );
}

/** Top-bar button opening the personal-manager dialog (client roles whose record has a manager). */
export function PersonalManagerButton() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="cb-icon-button"
        data-testid="personal-manager-button"
        aria-label={t('personalManager.title')}
        title={t('personalManager.title')}
        onClick={() => setOpen(true)}
      >
        <IonIcon icon={personCircleOutline} aria-hidden="true" />
      </button>
      <PersonalManagerDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
