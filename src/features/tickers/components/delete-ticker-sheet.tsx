import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmSheet } from '../../../ui/confirm-sheet.tsx';
import { deleteTicker } from '../api/delete-ticker.ts';

/** Asks before deleting; the server's refusals reach the user through the response handler. */
export function DeleteTickerSheet({
  id,
  onClose,
  onDeleted,
}: {
  id: number | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('tickers');
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
        deleteTicker(id)
          .then(onDeleted, () => undefined)
          .finally(() => {
            setBusy(false);
            onClose();
          });
      }}
    />
  );
}
