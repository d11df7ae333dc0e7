import { useTranslation } from 'react-i18next';
import type { TickerStatus as Status } from '../../../../contracts/api/tickers.ts';
import { StatusChip } from '../../../ui/status-chip.tsx';

export function TickerStatusChip({ status }: { status: Status }) {
  const { t } = useTranslation('tickers');
  return <StatusChip label={t(`status.${status}`)} tone={status === 1 ? 'success' : 'neutral'} />;
}
