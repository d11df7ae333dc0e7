import { IonIcon } from '@ionic/react';
import { moonOutline, sunnyOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { setDark, useDarkTheme } from '../../lib/theme.ts';

export function ThemeToggle() {
  const { t } = useTranslation();
  const dark = useDarkTheme();
  return (
    <button
      type="button"
      className="cb-icon-button"
      data-testid="theme-toggle"
      aria-label={t('theme.dark')}
      aria-pressed={dark}
      title={t('theme.dark')}
      onClick={() => setDark(!dark)}
    >
      <IonIcon icon={dark ? sunnyOutline : moonOutline} aria-hidden="true" />
    </button>
  );
}
