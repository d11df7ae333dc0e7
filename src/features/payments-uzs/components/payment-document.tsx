import { useTranslation } from 'react-i18next';
import type { UzsPaymentView } from '../../../../contracts/api/uzs-payment.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { DocumentFields } from '../../../ui/document-fields.tsx';
import { formatMoney } from '../../../ui/format.ts';
import { PaymentStatusChip } from './payment-status-chip.tsx';
import './payments.css';

type FieldKey =
  | 'typeName'
  | 'date'
  | 'payer'
  | 'account'
  | 'bank'
  | 'inn'
  | 'r_name'
  | 'r_account'
  | 'r_bank'
  | 'r_inn'
  | 'r_account_27'
  | 'r_inn_27'
  | 'r_account_25'
  | 'corp_card'
  | 'sum'
  | 'sum_txt'
  | 'code'
  | 'description'
  | 'second_signature'
  | 'error_bank'
  | 'reject_reason';

/**
 * One payment as a document: every field of spec 2 §3 the user needs, the status and the
 * signatures. Used by the detail, details and print views (the print view adds nothing else).
 */
export function PaymentDocument({ payment }: { payment: UzsPaymentView }) {
  const { t } = useTranslation('payments');
  const language = currentLanguage();
  const rows: [FieldKey, string | null][] = [
    ['typeName', payment.typeName],
    ['date', formatDate(payment.date)],
    ['payer', payment.name],
    ['account', payment.account],
    ['bank', `${payment.mfo} · ${payment.bank_name}`],
    ['inn', payment.inn],
    ['r_name', payment.r_name],
    ['r_account', payment.r_account],
    ['r_bank', `${payment.r_mfo} · ${payment.r_bank}`],
    ['r_inn', payment.r_inn],
    ['r_account_27', payment.r_account_27],
    ['r_inn_27', payment.r_inn_27],
    ['r_account_25', payment.r_account_25],
    ['corp_card', payment.card_pan],
    ['sum', formatMoney(payment.sum, payment.currency, language)],
    ['sum_txt', payment.sum_txt],
    ['code', payment.code],
    ['description', payment.description],
    ['second_signature', payment.second_signature ? t('yes') : t('no')],
    ['error_bank', payment.error_bank],
    ['reject_reason', payment.reject_reason],
  ];
  return (
    <section className="cb-pay-doc" data-testid="payment-document" data-id={payment.id}>
      <DocumentFields
        title={
          <>
            {t('detail.title', { number: payment.number })} <PaymentStatusChip row={payment} />
          </>
        }
        rows={rows}
        labelOf={(key) => t(`fields.${key}`)}
        testIdPrefix="field-"
      />
      <h3>{t('detail.signatures')}</h3>
      {payment.signatures.length === 0 ? (
        <p className="cb-muted">{t('detail.noSignatures')}</p>
      ) : (
        <ul className="cb-pay-doc__signatures" data-testid="payment-signatures">
          {payment.signatures.map((s) => (
            <li key={s.id}>
              {t('detail.signature', {
                letter: s.letter,
                name: s.user_full_name,
                time: formatDateTime(s.signed_at),
                serial: s.key_serial,
                version: s.version,
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
