import { IonIcon } from '@ionic/react';
import { refreshOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_LENGTH } from '../../../../contracts/api/security.ts';
import { TextField } from '../../../ui/text-field.tsx';
import type { useCaptcha } from '../api/get-captcha.ts';
import '../../../ui/states.css';
import './captcha-field.css';

interface CaptchaFieldProps {
  readonly captcha: ReturnType<typeof useCaptcha>;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | null;
  readonly testIds?: { readonly image: string; readonly refresh: string; readonly input: string };
}

/** The captcha picture from the server (an SVG data URL), a refresh button and the code input. */
export function CaptchaField({ captcha, value, onChange, error, testIds }: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="cb-captcha">
      <div className="cb-captcha__picture">
        {captcha.data && !captcha.isFetching ? (
          <img
            src={captcha.data.code}
            alt={t('captcha.imageAlt')}
            width={180}
            height={60}
            data-testid={testIds?.image}
          />
        ) : (
          <span
            className="cb-captcha__skeleton cb-skeleton__line"
            role="status"
            aria-label={t('captcha.loading')}
          />
        )}
        <button
          type="button"
          className="cb-icon-button"
          data-testid={testIds?.refresh}
          aria-label={t('captcha.refresh')}
          title={t('captcha.refresh')}
          disabled={captcha.isFetching}
          onClick={() => void captcha.refetch()}
        >
          <IonIcon icon={refreshOutline} aria-hidden="true" />
        </button>
      </div>
      <TextField
        label={t('captcha.label')}
        value={value}
        onChange={onChange}
        name="code"
        autoComplete="off"
        inputMode="text"
        maxLength={16}
        required
        hint={t('captcha.hint', { length: CAPTCHA_LENGTH })}
        error={error}
        testId={testIds?.input}
      />
    </div>
  );
}
