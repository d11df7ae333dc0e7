import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { UzsPaymentSaveBody } from '../../../../contracts/api/uzs-payment.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { usePendingActionsUnder } from '../../../offline/pending.ts';
import { formatMoney } from '../../../ui/format.ts';
import { StatusChip } from '../../../ui/status-chip.tsx';
import { PAYMENT_KINDS, newAggregate } from '../offline/payment-queue.ts';

/** Every new payment's outbox aggregate starts so (`uzs-payment:ref:<client_reference>`). */
const NEW_PAYMENTS = newAggregate('');

/**
 * New payments saved without a connection, which the bank does not list yet (issue 17 point 3): shown
 * above the bank's list as "waiting to send", each opening to what was saved. Gone once delivered
 * (the bank's list has them then) or discarded in the outbox.
 */
export function QueuedNewPayments() {
  const { t } = useTranslation('payments');
  const queued = usePendingActionsUnder<UzsPaymentSaveBody>(PAYMENT_KINDS.save, NEW_PAYMENTS);
  if (queued.length === 0) return null;
  const language = currentLanguage();
  return (
    <section className="cb-pay-queued" data-testid="payments-queued" aria-labelledby="payments-queued-title">
      <h2 id="payments-queued-title">{t('pending.listTitle')}</h2>
      <ul>
        {queued.map(({ id, body }) => {
          const fields: readonly [string, string | null | undefined][] = [
            ['account', body.account],
            ['r_account', body.r_account],
            ['r_mfo', body.r_mfo],
            ['r_inn', body.r_inn],
            ['description', body.description],
          ];
          return (
            <li key={id} className="cb-pay-queued__item" data-testid="payment-queued-row">
              <details>
                <summary>
                  <StatusChip label={t('pending.chip')} tone="warning" />{' '}
                  <span>
                    {body.number ? `№ ${body.number} · ` : ''}
                    {body.r_name} · {formatMoney(body.sum, 'UZS', language)}
                  </span>
                </summary>
                <dl className="cb-pay-queued__fields">
                  {fields
                    .filter(([, value]) => value)
                    .map(([name, value]) => (
                      <div key={name}>
                        <dt>{t(`fields.${name}` as 'fields.account')}</dt>
                        <dd>{value}</dd>
                      </div>
                    ))}
                </dl>
                <Link to="/outbox">{t('pending.outbox')}</Link>
              </details>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
