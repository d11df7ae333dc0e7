import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../ui/empty-state.tsx';

/** A claim path opened from a bare link (no claim id): what to choose first and where. */
export function ChooseClaimFirst() {
  const { t } = useTranslation('claims');
  return (
    <div data-testid="claim-choose-first">
      <EmptyState text={t('detail.chooseFirst')} />
      <p>
        <Link to="/payments-required">{t('detail.openList')}</Link>
      </p>
    </div>
  );
}
