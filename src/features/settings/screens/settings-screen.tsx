import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LANGUAGES } from '../../../../contracts/envelope.ts';
import { CLIENT_ROLES, roleAllowed, SIGNER_ROLES } from '../../../../contracts/roles.ts';
import { changeLanguage, currentLanguage } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { setDark, useDarkTheme } from '../../../lib/theme.ts';
import { InstallCard } from '../../../offline/install-card.tsx';
import { OrganizationSigning } from '../components/organization-signing.tsx';
import './settings-screens.css';

/** /settings: language, theme, (client roles) the organisation's signing settings and the links to the password, last-login and (client roles) signature-key pages. */
export function SettingsScreen() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const dark = useDarkTheme();
  const language = currentLanguage();
  const { user } = useSession();
  // Signature keys belong to client users (the key page and its calls are for client roles).
  const keyHolder = user ? roleAllowed(user.role, CLIENT_ROLES) : false;
  // Signers activate phones and manage their devices on /activate (features/heads).
  const signer = user ? roleAllowed(user.role, SIGNER_ROLES) : false;
  return (
    <div className="cb-page cb-page--narrow">
      <h1>{t('title')}</h1>
      <section className="cb-settings__section">
        <fieldset className="cb-choice">
          <legend>{t('language')}</legend>
          {LANGUAGES.map((option) => (
            <label key={option} lang={option}>
              <input
                type="radio"
                name="language"
                value={option}
                checked={option === language}
                onChange={() => changeLanguage(option)}
              />
              {tc(`language.names.${option}`)}
            </label>
          ))}
        </fieldset>
        <p className="cb-muted">{t('languageReload')}</p>
      </section>
      <section className="cb-settings__section">
        <label className="cb-switch">
          <span>{tc('theme.dark')}</span>
          <input
            type="checkbox"
            role="switch"
            checked={dark}
            onChange={(event) => setDark(event.target.checked)}
          />
        </label>
      </section>
      <InstallCard dismissible={false} />
      {keyHolder ? <OrganizationSigning /> : null}
      <section className="cb-settings__section cb-settings__links" aria-labelledby="settings-security">
        <h2 id="settings-security">{t('security')}</h2>
        <Link to="/settings/change-password">{t('toChangePassword')}</Link>
        <Link to="/settings/last-auth">{t('toLastAuth')}</Link>
        {keyHolder ? <Link to="/settings/signature-key">{t('toSignatureKey')}</Link> : null}
        {signer ? <Link to="/activate">{t('toDevices')}</Link> : null}
      </section>
    </div>
  );
}
