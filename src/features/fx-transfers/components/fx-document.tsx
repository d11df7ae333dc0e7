import { useTranslation } from 'react-i18next';
import { FX_STATUS, type FxStatusId, type FxTransfer } from '../../../../contracts/api/fx-transfer.ts';
import { formatDate } from '../../../lib/dates.ts';
import { DocumentFields } from '../../../ui/document-fields.tsx';
import { StatusChip, type ChipTone } from '../../../ui/status-chip.tsx';
import { formatFxAmount } from '../fx-values.ts';

/** Executed reads as success, rejected as danger, sent as info, the rest as neutral. */
export function fxTone(status: FxStatusId): ChipTone {
  if (status === FX_STATUS.executed) return 'success';
  if (status === FX_STATUS.rejected) return 'danger';
  if (status === FX_STATUS.sent) return 'info';
  return 'neutral';
}

export function FxStatusChip({ transfer }: { transfer: Pick<FxTransfer, 'status_id' | 'statusName'> }) {
  return <StatusChip label={transfer.statusName} tone={fxTone(transfer.status_id)} testId="fx-status" />;
}

type FieldKey =
  | 'date'
  | 'kind'
  | 'organization'
  | 'debit_account'
  | 'credit_account'
  | 'amount'
  | 'credit_amount'
  | 'rate'
  | 'rate_day'
  | 'purpose'
  | 'value_date'
  | 'reject_reason';

/** One transfer as a document: both accounts with their currencies, the amounts, the rate, the status. */
export function FxDocument({ transfer }: { transfer: FxTransfer }) {
  const { t } = useTranslation('fxTransfers');
  const rows: [FieldKey, string | null][] = [
    ['date', formatDate(transfer.date)],
    ['kind', transfer.kindName],
    ['organization', transfer.organization_name],
    ['debit_account', `${transfer.debit_account} · ${transfer.debit_currency}`],
    ['credit_account', `${transfer.credit_account} · ${transfer.credit_currency}`],
    ['amount', formatFxAmount(transfer.amount, transfer.debit_currency)],
    [
      'credit_amount',
      transfer.credit_amount === null
        ? null
        : formatFxAmount(transfer.credit_amount, transfer.credit_currency),
    ],
    [
      'rate',
      transfer.rate === null
        ? null
        : `1 ${transfer.debit_currency} = ${transfer.rate} ${transfer.credit_currency}`,
    ],
    ['rate_day', transfer.rate_day === null ? null : formatDate(transfer.rate_day)],
    ['purpose', transfer.purpose],
    ['value_date', transfer.value_date === null ? null : formatDate(transfer.value_date)],
    ['reject_reason', transfer.reject_reason],
  ];
  return (
    <section data-testid="fx-document" data-id={transfer.id}>
      <DocumentFields
        title={
          <>
            № {transfer.number} <FxStatusChip transfer={transfer} />
          </>
        }
        rows={rows}
        labelOf={(key) => t(`fields.${key}`)}
        testIdPrefix="fx-field-"
      />
    </section>
  );
}
