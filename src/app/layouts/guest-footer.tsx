import { useTranslation } from 'react-i18next';

/** Footer of the guest layout: copyright year (spec 1 §9) and the bank's contacts. */
export function GuestFooter() {
  const { t } = useTranslation();
  return (
    // Not a <footer> landmark: it sits inside ion-content, which is the main landmark.
    <div className="cb-footer">
      <p>© 2025 CorpBank. {t('footer.rights')}</p>
      <p>
        {t('contacts.phoneLabel')}: <a href={`tel:${t('contacts.phoneHref')}`}>{t('contacts.phone')}</a>
        {' · '}
        {t('contacts.emailLabel')}: <a href={`mailto:${t('contacts.email')}`}>{t('contacts.email')}</a>
      </p>
      <p>{t('contacts.hours')}</p>
    </div>
  );
}
