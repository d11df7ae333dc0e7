import { useTranslation } from 'react-i18next';
import type { NoticeImportance } from '../../../../contracts/api/notices.ts';
import { StatusChip, type ChipTone } from '../../../ui/status-chip.tsx';

const TONE: Record<NoticeImportance, ChipTone> = { info: 'info', warning: 'warning', critical: 'danger' };

export function ImportanceChip({ importance }: { importance: NoticeImportance }) {
  const { t } = useTranslation('notices');
  return <StatusChip label={t(`importance.${importance}`)} tone={TONE[importance]} />;
}
