import { useTranslation } from 'react-i18next';
import { CLAIM_STATUS, type Claim, type ClaimStatusId } from '../../../../contracts/api/payment-claims.ts';
import { formatDate } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { DocumentFields } from '../../../ui/document-fields.tsx';
import { formatMoney } from '../../../ui/format.ts';
import { StatusChip, type ChipTone } from '../../../ui/status-chip.tsx';
import './claims.css';

/** Paid reads as success, recalled or refused as danger, open ones as neutral. */
export function claimTone(status: ClaimStatusId): ChipTone {
  if (status === CLAIM_STATUS.paid) return 'success';
  if (status === CLAIM_STATUS.recalled || status === CLAIM_STATUS.ignored) return 'danger';
  return 'neutral';
}

export function ClaimStatusChip({ claim }: { claim: Pick<Claim, 'status_id' | 'statusName'> }) {
  return <StatusChip label={claim.statusName} tone={claimTone(claim.status_id)} testId="claim-status" />;
}

type FieldKey =
  | 'date'
  | 'creditor'
  | 'account'
  | 'debtor'
  | 'debtor_account'
  | 'amount'
  | 'amount_paid'
  | 'amount_in_payment'
  | 'amount_remaining'
  | 'amount_recalled'
  | 'amount_ignored'
  | 'partial'
  | 'code'
  | 'description'
  | 'ignore_reason';

/** One claim as a document: both sides, every amount share, the purpose and the status. */
export function ClaimDocument({ claim }: { claim: Claim }) {
  const { t } = useTranslation('claims');
  const language = currentLanguage();
  const money = (value: string) => formatMoney(value, 'UZS', language);
  const rows: [FieldKey, string | null][] = [
    ['date', formatDate(claim.date)],
    ['creditor', `${claim.creditor_name} · ${claim.creditor_inn}`],
    ['account', `${claim.account} · ${claim.mfo} · ${claim.bank_name}`],
    ['debtor', `${claim.debtor_name} · ${claim.debtor_inn}`],
    ['debtor_account', `${claim.debtor_account} · ${claim.debtor_mfo}`],
    ['amount', money(claim.amount)],
    ['amount_paid', money(claim.amount_paid)],
    ['amount_in_payment', money(claim.amount_in_payment)],
    ['amount_remaining', money(claim.amount_remaining)],
    ['amount_recalled', money(claim.amount_recalled)],
    ['amount_ignored', money(claim.amount_ignored)],
    ['partial', claim.partial ? t('yes') : t('no')],
    ['code', claim.code],
    ['description', claim.description],
    ['ignore_reason', claim.ignore_reason],
  ];
  return (
    <section data-testid="claim-document" data-id={claim.id}>
      <DocumentFields
        title={
          <>
            {t('detail.title', { number: claim.number })} <ClaimStatusChip claim={claim} />
          </>
        }
        rows={rows}
        labelOf={(key) => t(`fields.${key}`)}
        testIdPrefix="claim-field-"
      />
    </section>
  );
}
