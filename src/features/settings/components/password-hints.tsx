import { IonIcon } from '@ionic/react';
import { checkmarkCircle, ellipseOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { PasswordRulesData } from '../../../../contracts/api/security.ts';
import { passwordHints } from '../password-hints.ts';

/** Live hints under the new password: each server rule with a tick once the password meets it. */
export function PasswordHints({
  rules,
  password,
  username,
}: {
  rules: PasswordRulesData;
  password: string;
  username: string;
}) {
  const { t } = useTranslation('settings');
  return (
    <ul className="cb-hints" data-testid="cp-hints" aria-label={t('changePassword.hintsTitle')}>
      {passwordHints(rules, password, username).map(({ rule, met }) => (
        <li
          key={rule}
          className={met ? 'cb-hints__item cb-hints__item--met' : 'cb-hints__item'}
          data-met={met}
        >
          <IonIcon icon={met ? checkmarkCircle : ellipseOutline} aria-hidden="true" />
          <span>{t(`passwordRules.${rule}`, { min: rules.minLength })}</span>
          <span className="cb-visually-hidden">
            {met ? t('changePassword.ruleMet') : t('changePassword.ruleNotMet')}
          </span>
        </li>
      ))}
    </ul>
  );
}
