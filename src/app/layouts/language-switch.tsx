import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../contracts/envelope.ts';
import { changeLanguage, currentLanguage } from '../../lib/i18n.ts';
import { MenuButton } from '../../ui/menu-button.tsx';

/** Language choice (ru, en, uz); choosing reloads the page (spec 1 §1). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = currentLanguage();
  return (
    <MenuButton
      testId="language-switch"
      label={t('language.choose', { language: t(`language.names.${current}`) })}
      content={<span className="cb-lang-code">{current.toUpperCase()}</span>}
      items={LANGUAGES.map((language) => ({
        key: language,
        label: t(`language.names.${language}`),
        lang: language,
        current: language === current,
        testId: `lang-${language}`,
        onSelect: () => changeLanguage(language),
      }))}
    />
  );
}
