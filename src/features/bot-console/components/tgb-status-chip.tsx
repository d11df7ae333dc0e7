import { useTranslation } from 'react-i18next';
import type { TgbStatus } from '../../../../contracts/api/tgb.ts';
import { StatusChip, type ChipTone } from '../../../ui/status-chip.tsx';

/**
 * Spec 3 §4: on the messages list active is blue "in processing" and Ready red "awaiting
 * processing"; on the appeals lists Ready is red, active yellow and close green.
 */
const TONES: Record<'messages' | 'appeals', Record<TgbStatus, ChipTone>> = {
  messages: { Ready: 'danger', active: 'info', close: 'success' },
  appeals: { Ready: 'danger', active: 'warning', close: 'success' },
};

export function TgbStatusChip({ status, list }: { status: TgbStatus; list: 'messages' | 'appeals' }) {
  const { t } = useTranslation('bot');
  return <StatusChip label={t(`status.${status}`)} tone={TONES[list][status]} testId="tgb-status" />;
}
