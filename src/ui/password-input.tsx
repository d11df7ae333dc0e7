import { IonIcon } from '@ionic/react';
import { eyeOffOutline, eyeOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './text-field.tsx';

type PasswordInputProps = Omit<TextFieldProps, 'type' | 'end'>;

/** A password field with a show/hide button. */
export function PasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      end={
        <button
          type="button"
          className="cb-field__button"
          aria-label={visible ? t('fields.hidePassword') : t('fields.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <IonIcon icon={visible ? eyeOffOutline : eyeOutline} aria-hidden="true" />
        </button>
      }
    />
  );
}
