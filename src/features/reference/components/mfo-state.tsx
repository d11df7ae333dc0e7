import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../ui/status-chip.tsx';

export function MfoStateChip({ active }: { active: boolean }) {
  const { t } = useTranslation('reference');
  return (
    <StatusChip label={t(active ? 'state.active' : 'state.inactive')} tone={active ? 'success' : 'neutral'} />
  );
}
