import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmSheet } from '../../../ui/confirm-sheet.tsx';
import { deleteMfo } from '../api/mfo-api.ts';

/** Asks before deleting; the server's refusal (a bank in use) reaches the user through the response handler. */
export function DeleteMfoSheet({
  id,
  onClose,
  onDeleted,
}: {
  id: number | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('reference');
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmSheet
      open={id !== null}
      title={t('deleteConfirm.title')}
      text={t('deleteConfirm.text')}
      confirmLabel={t('actions.delete')}
      danger
      busy={busy}
      onCancel={onClose}
      onConfirm={() => {
        if (id === null) return;
        setBusy(true);
        deleteMfo(id)
          .then(onDeleted, () => undefined)
          .finally(() => {
            setBusy(false);
            onClose();
          });
      }}
    />
  );
}
