import { useTranslation } from 'react-i18next';
import { FX_STATUS, type FxDeal, type FxLog, type FxStatusId } from '../../../../contracts/api/fx-deal.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { DocumentFields } from '../../../ui/document-fields.tsx';
import { formatMoney } from '../../../ui/format.ts';
import { StatusChip, type ChipTone } from '../../../ui/status-chip.tsx';
import { Timeline } from '../../../ui/timeline.tsx';
import { formatCurrencyAmount } from '../fx-text.ts';
import './fx-deals.css';

export function fxTone(status: FxStatusId): ChipTone {
  if (status === FX_STATUS.executed) return 'success';
  if (status === FX_STATUS.rejected) return 'danger';
  if (status === FX_STATUS.returned) return 'warning';
  if (status === FX_STATUS.created) return 'neutral';
  return 'info';
}

export function FxStatusChip({ deal }: { deal: Pick<FxDeal, 'status_id' | 'statusName'> }) {
  return <StatusChip label={deal.statusName} tone={fxTone(deal.status_id)} testId="fx-status" />;
}

type FieldKey =
  | 'type'
  | 'date'
  | 'organization'
  | 'amount'
  | 'rate_limit'
  | 'soum_equivalent'
  | 'purpose'
  | 'soum_account'
  | 'fx_account'
  | 'reserved'
  | 'exec_rate'
  | 'exec_soum'
  | 'returned_soum'
  | 'signed_by'
  | 'reason';

/** One request as a document: what, at which limit, from and to which accounts, and what the bank did. */
export function FxDocument({ deal }: { deal: FxDeal }) {
  const { t } = useTranslation('fxdeals');
  const language = currentLanguage();
  const soum = (value: string | null) => (value === null ? null : formatMoney(value, 'UZS', language));
  const buy = deal.type === 'buy';
  const rows: [FieldKey, string | null][] = [
    ['type', deal.typeName],
    ['date', formatDate(deal.date)],
    ['organization', `${deal.organization_name} · ${deal.organization_inn}`],
    ['amount', formatCurrencyAmount(deal.amount, deal.currency, language)],
    ['rate_limit', soum(deal.rate_limit)],
    ['soum_equivalent', soum(deal.soum_equivalent)],
    ['purpose', deal.purpose],
    ['soum_account', `${deal.soum_account} · ${deal.soum_mfo}`],
    ['fx_account', `${deal.fx_account} · ${deal.fx_mfo}`],
    ['reserved', buy && deal.reserved !== '0.00' ? soum(deal.reserved) : null],
    ['exec_rate', soum(deal.exec_rate)],
    ['exec_soum', soum(deal.exec_soum)],
    ['returned_soum', soum(deal.returned_soum)],
    ['signed_by', deal.signed_by],
    ['reason', deal.reason],
  ];
  return (
    <section data-testid="fx-document" data-id={deal.id}>
      <DocumentFields
        title={
          <>
            {t('detail.title', { number: deal.number })} <FxStatusChip deal={deal} />
          </>
        }
        rows={rows}
        labelOf={(key) =>
          key === 'rate_limit'
            ? t(buy ? 'fields.max_rate' : 'fields.min_rate')
            : key === 'purpose'
              ? t(buy ? 'fields.purpose' : 'fields.source')
              : t(`fields.${key}`)
        }
        testIdPrefix="fx-field-"
      />
    </section>
  );
}

/** The request's log: who did what and when, newest last. */
export function FxLogTimeline({ logs }: { logs: readonly FxLog[] }) {
  const { t } = useTranslation('fxdeals');
  return (
    <section>
      <h2 className="cb-doc-title">{t('detail.log')}</h2>
      <Timeline
        testId="fx-log"
        steps={logs.map((l, i) => ({
          key: `${i}`,
          title: l.actionName,
          time: formatDateTime(l.at),
          lines: [l.user, l.statusName, l.comment].filter((x): x is string => x !== null && x !== ''),
          tone: l.action === 'reject' ? 'danger' : l.action === 'execute' ? 'success' : 'info',
        }))}
      />
    </section>
  );
}
