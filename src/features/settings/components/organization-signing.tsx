import { useTranslation } from 'react-i18next';
import { useOrganizationSettings, useSetDualControl } from '../api/organization-settings.ts';

/**
 * The current organisation's signing settings on /settings (client roles): legal form, second
 * signature, EDS only and dual control (four-eyes, docs/decisions.md "Four-eyes"). Only the head may
 * switch dual control (the server's isChangeDualControl); everyone else sees it read-only.
 */
export function OrganizationSigning() {
  const { t } = useTranslation('settings');
  const { data } = useOrganizationSettings(true);
  const change = useSetDualControl();
  if (data === undefined) return null;
  const yesNo = (value: boolean) => (value ? t('organization.yes') : t('organization.no'));
  return (
    <section
      className="cb-settings__section"
      aria-labelledby="settings-organization"
      data-testid="settings-organization"
    >
      <h2 id="settings-organization">{t('organization.title')}</h2>
      <p>{data.name}</p>
      <dl className="cb-settings__facts">
        <dt>{t('organization.legalForm')}</dt>
        <dd>{t(`organization.legalForms.${data.legal_form}`)}</dd>
        <dt>{t('organization.mustSignB')}</dt>
        <dd>{yesNo(data.must_sign_b)}</dd>
        <dt>{t('organization.edsOnly')}</dt>
        <dd>{yesNo(data.eds_only)}</dd>
      </dl>
      {data.isChangeDualControl ? (
        <label className="cb-switch">
          <span>{t('organization.dualControl')}</span>
          <input
            type="checkbox"
            role="switch"
            data-testid="settings-dual-control"
            checked={data.dual_control}
            disabled={change.isPending}
            onChange={(event) => change.mutate({ id: data.id, dualControl: event.target.checked })}
          />
        </label>
      ) : (
        <dl className="cb-settings__facts">
          <dt>{t('organization.dualControl')}</dt>
          <dd data-testid="settings-dual-control">{yesNo(data.dual_control)}</dd>
        </dl>
      )}
      <p className="cb-muted">
        {data.dual_control ? t('organization.dualControlOn') : t('organization.dualControlOff')}
        {data.isChangeDualControl ? null : ` ${t('organization.dualControlReadOnly')}`}
      </p>
    </section>
  );
}
