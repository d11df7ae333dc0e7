import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS, readStored, writeStored } from '../lib/storage-keys.ts';
import { WIDE_QUERY, useMediaQuery } from '../lib/media-query.ts';
import { promptInstall, useInstallOffer } from './install.ts';
import './offline.css';

/**
 * "Install CorpBank" for phone users who have not installed it. On home it can be dismissed for
 * good (`dismissible`); settings always offers it while the app is installable.
 */
export function InstallCard({ dismissible }: { dismissible: boolean }) {
  const { t } = useTranslation('offline');
  const offer = useInstallOffer();
  const wide = useMediaQuery(WIDE_QUERY);
  const [dismissed, setDismissed] = useState(() => readStored(STORAGE_KEYS.installDismissed) === '1');
  if (offer === null || wide || (dismissible && dismissed)) return null;
  const dismiss = () => {
    writeStored(STORAGE_KEYS.installDismissed, '1');
    setDismissed(true);
  };
  return (
    <section className="cb-install" aria-labelledby="cb-install-title" data-testid="install-card">
      <h2 id="cb-install-title">{t('install.title')}</h2>
      {offer === 'ios' ? <p>{t('install.ios')}</p> : <p>{t('install.text')}</p>}
      <div className="cb-install__actions">
        {offer === 'prompt' ? (
          <button type="button" className="cb-button cb-button--primary" onClick={() => void promptInstall()}>
            {t('install.action')}
          </button>
        ) : null}
        {dismissible ? (
          <button type="button" className="cb-button" onClick={dismiss} data-testid="install-dismiss">
            {t('install.dismiss')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
