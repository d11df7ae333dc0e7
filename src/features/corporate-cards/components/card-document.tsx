import { useTranslation } from 'react-i18next';
import {
  CARD_ORDER_STATUS,
  type CardOrder,
  type CardOrderStatusId,
} from '../../../../contracts/api/corporate-cards.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { DocumentFields } from '../../../ui/document-fields.tsx';
import { StatusChip, type ChipTone } from '../../../ui/status-chip.tsx';
import { phoneText } from '../card-values.ts';

/** Issued reads as success, rejected as danger, sent as info, the rest as neutral. */
export function cardTone(status: CardOrderStatusId): ChipTone {
  if (status === CARD_ORDER_STATUS.issued) return 'success';
  if (status === CARD_ORDER_STATUS.rejected) return 'danger';
  if (status === CARD_ORDER_STATUS.sent) return 'info';
  return 'neutral';
}

export function CardStatusChip({ order }: { order: Pick<CardOrder, 'status_id' | 'statusName'> }) {
  return <StatusChip label={order.statusName} tone={cardTone(order.status_id)} testId="card-order-status" />;
}

type FieldKey =
  | 'date'
  | 'organization'
  | 'product'
  | 'account'
  | 'holder_name'
  | 'embossed_name'
  | 'phone'
  | 'application_id'
  | 'card_number'
  | 'card_expiry'
  | 'card_id'
  | 'contract_id'
  | 'signed_by'
  | 'processed_at'
  | 'reject_reason';

/** One order as a document; the card number only ever masked. */
export function CardDocument({ order }: { order: CardOrder }) {
  const { t } = useTranslation('corporateCards');
  const rows: [FieldKey, string | null][] = [
    ['date', formatDate(order.date)],
    ['organization', order.organization_name],
    ['product', `${order.product_name} · ${order.currency}`],
    ['account', order.account],
    ['holder_name', order.holder_name],
    ['embossed_name', order.embossed_name],
    ['phone', phoneText(order.phone)],
    ['application_id', order.application_id],
    ['card_number', order.card_number],
    ['card_expiry', order.card_expiry],
    ['card_id', order.card_id],
    ['contract_id', order.contract_id],
    ['signed_by', order.signed_by],
    ['processed_at', order.processed_at === null ? null : formatDateTime(order.processed_at)],
    ['reject_reason', order.reject_reason],
  ];
  return (
    <section data-testid="card-order-document" data-id={order.id}>
      <DocumentFields
        title={
          <>
            № {order.number} <CardStatusChip order={order} />
          </>
        }
        rows={rows}
        labelOf={(key) => t(`fields.${key}`)}
        testIdPrefix="card-order-field-"
      />
    </section>
  );
}
