import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { TerminalStatus, MerchantStatus } from '../../../../contracts/api/terminals.ts';
import { StatusChip, type ChipTone } from '../../../ui/status-chip.tsx';

/** The /solfy screens' links to each other: terminals, merchants, the change log. */
export function RegistryNav() {
  const { t } = useTranslation('terminals');
  return (
    <nav className="cb-terminals__nav" aria-label={t('nav.label')}>
      <NavLink to="/solfy/terminal" data-testid="solfy-nav-terminals">
        {t('nav.terminals')}
      </NavLink>
      <NavLink to="/solfy/merchant" data-testid="solfy-nav-merchants">
        {t('nav.merchants')}
      </NavLink>
      <NavLink to="/solfy/logs" data-testid="solfy-nav-logs">
        {t('nav.logs')}
      </NavLink>
    </nav>
  );
}

const TONES: Record<TerminalStatus | MerchantStatus, ChipTone> = {
  active: 'success',
  blocked: 'warning',
  suspended: 'warning',
  closed: 'neutral',
};

export function RegistryStatusChip({
  status,
  merchant,
}: {
  status: TerminalStatus | MerchantStatus;
  merchant?: boolean;
}) {
  const { t } = useTranslation('terminals');
  const label = merchant
    ? t(`merchantStatus.${status as MerchantStatus}`)
    : t(`status.${status as TerminalStatus}`);
  return <StatusChip label={label} tone={TONES[status]} />;
}
