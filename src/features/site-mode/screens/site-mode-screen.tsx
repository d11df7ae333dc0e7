import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SITE_MODE_MESSAGE_MAX,
  siteModeUpdate,
  siteModeView,
  type SiteModeBody,
  type SiteModeState,
} from '../../../../contracts/api/site-mode.ts';
import { LANGUAGES } from '../../../../contracts/envelope.ts';
import { ApiError, callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { ConfirmSheet } from '../../../ui/confirm-sheet.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { StatusChip } from '../../../ui/status-chip.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import '../../../ui/buttons.css';

function useSiteMode() {
  return useQuery({
    queryKey: endpointKey(siteModeView),
    queryFn: async ({ signal }) => dataOf(await callApi(siteModeView, { signal })),
  });
}

/**
 * /site-mode (spec 1 §2.2, §6.2): everyone signed in sees whether the site is in maintenance;
 * admin_bank (the server's canSwitch) switches it and writes the message per language. Switching
 * asks first: it stops every other user at once.
 */
export function SiteModeScreen() {
  const { t } = useTranslation('siteMode');
  const { data, isPending, isError } = useSiteMode();
  return (
    <div className="cb-page cb-page--narrow">
      <h1>{t('title')}</h1>
      <p className="cb-muted">{t('intro')}</p>
      {isPending ? (
        <SkeletonLines lines={4} />
      ) : isError ? (
        <EmptyState />
      ) : (
        <>
          <p data-testid="site-mode-state">
            <StatusChip
              label={t(data.maintenance ? 'state.on' : 'state.off')}
              tone={data.maintenance ? 'danger' : 'success'}
            />{' '}
            <span className="cb-muted">
              {t('fields.updated_at')}: {formatDateTime(data.updated_at)}
            </span>
          </p>
          {data.canSwitch ? <SiteModeForm key={data.updated_at} state={data} /> : <p>{t('readOnly')}</p>}
        </>
      )}
    </div>
  );
}

function SiteModeForm({ state }: { state: SiteModeState }) {
  const { t } = useTranslation('siteMode');
  const [body, setBody] = useState<SiteModeBody>({
    maintenance: state.maintenance,
    message_ru: state.message_ru,
    message_en: state.message_en,
    message_uz: state.message_uz,
  });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = async () => {
    setBusy(true);
    try {
      const next = dataOf(await callApi(siteModeUpdate, { body }));
      queryClient.setQueryData(endpointKey(siteModeView), next);
    } catch (caught) {
      setErrors(caught instanceof ApiError ? caught.fieldErrors() : {});
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A switch asks first; a message change alone is saved at once.
    if (body.maintenance !== state.maintenance) setConfirming(true);
    else void save();
  };

  return (
    <form noValidate onSubmit={submit} data-testid="site-mode-form">
      <label className="cb-toggle-row">
        <input
          type="checkbox"
          checked={body.maintenance}
          onChange={(event) => setBody({ ...body, maintenance: event.target.checked })}
          data-testid="site-mode-switch"
        />{' '}
        {t('fields.maintenance')}
      </label>
      {LANGUAGES.map((language) => (
        <TextAreaField
          key={language}
          label={t(`fields.message_${language}`)}
          lang={language}
          rows={2}
          maxLength={SITE_MODE_MESSAGE_MAX}
          value={body[`message_${language}`]}
          onChange={(value) => setBody({ ...body, [`message_${language}`]: value })}
          error={errors[`message_${language}`]}
          testId={`site-mode-message_${language}`}
        />
      ))}
      <p className="cb-field__hint">{t('messageHint')}</p>
      <SubmitButton busy={busy} testId="site-mode-save">
        {t('save')}
      </SubmitButton>
      <ConfirmSheet
        open={confirming}
        title={t(body.maintenance ? 'confirm.onTitle' : 'confirm.offTitle')}
        text={t(body.maintenance ? 'confirm.onText' : 'confirm.offText')}
        confirmLabel={t('confirm.yes')}
        danger={body.maintenance}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void save()}
      />
    </form>
  );
}
