import { useTranslation } from 'react-i18next';
import { KEY_ADVICE, SAFETY_TIPS, SIGN_IN_STEPS, SIGNING_POINTS } from './help-topics.ts';
import './help.css';

/** Help topics shared by /help and /help-guest: signing in, signing payments, support contacts. */
export function HelpContent() {
  const { t } = useTranslation('help');
  const { t: tc } = useTranslation();
  return (
    <div className="cb-help">
      <section aria-labelledby="help-sign-in">
        <h2 id="help-sign-in">{t('signIn.title')}</h2>
        <ol>
          {SIGN_IN_STEPS.map((key) => (
            <li key={key}>{t(`signIn.${key}`)}</li>
          ))}
        </ol>
        <h3>{t('safety.title')}</h3>
        <ul>
          {SAFETY_TIPS.map((key) => (
            <li key={key}>{t(`safety.${key}`)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="help-signing">
        <h2 id="help-signing">{t('signing.title')}</h2>
        <p>{t('signing.intro')}</p>
        <ul>
          {SIGNING_POINTS.map((key) => (
            <li key={key}>{t(`signing.${key}`)}</li>
          ))}
        </ul>
        <h3>{t('signing.keyProblems')}</h3>
        <ul>
          {KEY_ADVICE.map((key) => (
            <li key={key}>{t(`signing.${key}`)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="help-contacts">
        <h2 id="help-contacts">{t('contacts.title')}</h2>
        <p>{t('contacts.intro')}</p>
        <dl className="cb-help__contacts">
          <dt>{tc('contacts.phoneLabel')}</dt>
          <dd>
            <a href={`tel:${tc('contacts.phoneHref')}`}>{tc('contacts.phone')}</a>
          </dd>
          <dt>{tc('contacts.emailLabel')}</dt>
          <dd>
            <a href={`mailto:${tc('contacts.email')}`}>{tc('contacts.email')}</a>
          </dd>
          <dt>{t('contacts.hoursLabel')}</dt>
          <dd>{tc('contacts.hours')}</dd>
        </dl>
        <p>{t('contacts.manager')}</p>
      </section>
    </div>
  );
}
