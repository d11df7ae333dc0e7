import { IonIcon } from '@ionic/react';
import { callOutline } from 'ionicons/icons';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CALL_ORDER_TYPES, type CallOrderType } from '../../../../contracts/api/newchat.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { PhoneInput } from '../../../ui/phone-input.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import { orderCall } from '../api/call-order.ts';
import { callOrderRequest } from './call-order-request.ts';
import '../../../ui/buttons.css';
import '../../../ui/dialogs.css';
import '../../../ui/fields.css';

/**
 * "Order a call" for client users: phone and a topic; the contact centre sees it under
 * /order-call. Offline the order goes through the outbox. Opened by the top-bar button or the
 * phone's overflow menu; the opener mounts it afresh for every opening, so it starts empty.
 */
export function CallOrderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const titleId = useId();
  const [phone, setPhone] = useState('');
  const [type, setType] = useState<CallOrderType>('other');
  const [topic, setTopic] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const body = callOrderRequest(phone, type, topic);
    if (body === null) return;
    setBusy(true);
    try {
      const result = await orderCall(body);
      setDone(t(result.kind === 'done' ? 'callOrder.done' : 'callOrder.queued'));
    } catch (error) {
      setErrors(error instanceof ApiError ? error.fieldErrors() : {});
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={titleId} variant="status" busy={busy}>
      <form
        className="cb-dialog__body"
        noValidate
        onSubmit={(e) => void submit(e)}
        data-testid="call-order-dialog"
      >
        <h2 id={titleId} className="cb-dialog__title">
          {t('callOrder.title')}
        </h2>
        {done ? (
          <p role="status" data-testid="call-order-done">
            {done}
          </p>
        ) : (
          <>
            <PhoneInput
              label={t('callOrder.phone')}
              value={phone}
              onChange={(v) => setPhone(v)}
              required
              showErrors={submitted}
              error={errors['phone'] ?? null}
              testId="call-order-phone"
            />
            <div className="cb-field">
              <label className="cb-field__label" htmlFor={`${titleId}-type`}>
                {t('callOrder.type')}
              </label>
              <select
                id={`${titleId}-type`}
                className="cb-select"
                value={type}
                onChange={(e) => setType(e.target.value as CallOrderType)}
              >
                {CALL_ORDER_TYPES.map((code) => (
                  <option key={code} value={code}>
                    {t(`callTypes.${code}`)}
                  </option>
                ))}
              </select>
            </div>
            <TextAreaField
              label={t('callOrder.topic')}
              value={topic}
              onChange={setTopic}
              required
              maxLength={500}
              error={errors['topic'] || (submitted && topic.trim() === '' ? t('required') : null)}
              testId="call-order-topic"
            />
            <SubmitButton busy={busy} testId="call-order-send">
              {t('callOrder.send')}
            </SubmitButton>
          </>
        )}
        <button type="button" className="cb-button cb-button--secondary" onClick={onClose}>
          {t('callOrder.cancel')}
        </button>
      </form>
    </ModalDialog>
  );
}

/** The top bar's call-order button (client roles, wide screens; phones reach it from the overflow menu). */
export function CallOrderButton() {
  const { t } = useTranslation('chat');
  const [openings, setOpenings] = useState(0);
  const [open, setOpen] = useState(false);
  const label = t('callOrder.action');
  return (
    <>
      <button
        type="button"
        className="cb-icon-button"
        aria-label={label}
        title={label}
        onClick={() => {
          setOpenings((n) => n + 1);
          setOpen(true);
        }}
        data-testid="call-order"
      >
        <IonIcon icon={callOutline} aria-hidden="true" />
      </button>
      <CallOrderDialog key={openings} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
