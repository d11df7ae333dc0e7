import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_ORDER_STATUS,
  type AccountOrder,
  type AccountOrderStatusId,
} from '../../../../contracts/api/online-order.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { DocumentFields } from '../../../ui/document-fields.tsx';
import { StatusChip, type ChipTone } from '../../../ui/status-chip.tsx';

/** Opened reads as success, rejected as danger, sent as info, the rest as neutral. */
export function accountOrderTone(status: AccountOrderStatusId): ChipTone {
  if (status === ACCOUNT_ORDER_STATUS.opened) return 'success';
  if (status === ACCOUNT_ORDER_STATUS.rejected) return 'danger';
  if (status === ACCOUNT_ORDER_STATUS.sent) return 'info';
  return 'neutral';
}

export function AccountOrderStatusChip({ order }: { order: Pick<AccountOrder, 'status_id' | 'statusName'> }) {
  return (
    <StatusChip
      label={order.statusName}
      tone={accountOrderTone(order.status_id)}
      testId="account-order-status"
    />
  );
}

type FieldKey =
  | 'date'
  | 'organization'
  | 'account_type'
  | 'currency'
  | 'purpose'
  | 'account_number'
  | 'signed_by'
  | 'processed_at'
  | 'reject_reason';

/** One order as a document. */
export function AccountOrderDocument({ order }: { order: AccountOrder }) {
  const { t } = useTranslation('onlineOrder');
  const rows: [FieldKey, string | null][] = [
    ['date', formatDate(order.date)],
    ['organization', order.organization_name],
    ['account_type', order.account_type_name],
    ['currency', order.currency],
    ['purpose', order.purpose],
    ['account_number', order.account_number],
    ['signed_by', order.signed_by],
    ['processed_at', order.processed_at === null ? null : formatDateTime(order.processed_at)],
    ['reject_reason', order.reject_reason],
  ];
  return (
    <section data-testid="account-order-document" data-id={order.id}>
      <DocumentFields
        title={
          <>
            № {order.number} <AccountOrderStatusChip order={order} />
          </>
        }
        rows={rows}
        labelOf={(key) => t(`fields.${key}`)}
        testIdPrefix="account-order-field-"
      />
    </section>
  );
}
