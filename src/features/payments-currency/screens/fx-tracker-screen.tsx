import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { FxGpi } from '../../../../contracts/api/currency-payment.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { AsOf } from '../../../ui/as-of.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { StatusChip, type ChipTone } from '../../../ui/status-chip.tsx';
import { Timeline, type TimelineStep } from '../../../ui/timeline.tsx';
import { useFxGpi } from '../api/fx-api.ts';
import { formatFx } from '../fx-format.ts';
import '../fx.css';

const STATE_TONE: Readonly<Record<FxGpi['state'], ChipTone>> = {
  completed: 'success',
  rejected: 'danger',
  in_process: 'info',
  on_hold: 'warning',
};

/**
 * /currency-payments/gpi/:id/:referenceid — the SWIFT gpi tracker of an executed payment as a
 * vertical timeline: every bank on the way, the fee it deducted and what it passed on, ending in
 * credited, rejected or on hold (spec 2 §4); while in process the credit still to come is drawn hollow.
 */
export function FxTrackerScreen() {
  const { t } = useTranslation('currencyPayments');
  const language = currentLanguage();
  const params = useParams();
  const id = Number(params.id);
  const reference = params.referenceid ?? '';
  const gpi = useFxGpi(id, reference);
  const data = gpi.data?.data;
  const notFound = gpi.error instanceof ApiError;
  const steps: TimelineStep[] = (data?.steps ?? []).map((step, index) => ({
    key: `${index}`,
    title: t(`tracker.kind.${step.kind}`),
    time: formatDateTime(step.at),
    lines: [
      `${t('tracker.from', { bic: step.from_bic })} → ${t('tracker.to', { bic: step.to_bic })}`,
      t('tracker.amount', { amount: formatFx(step.amount, step.currency, language) }),
      ...(step.fee !== null && step.fee !== '0' && !/^0\.0*$/.test(step.fee)
        ? [t('tracker.fee', { fee: formatFx(step.fee, step.currency, language) })]
        : []),
      `${step.status}${step.reason ? ` · ${step.reason}` : ''}`,
    ],
    tone:
      step.kind === 'credited'
        ? 'success'
        : step.kind === 'rejected'
          ? 'danger'
          : step.kind === 'on_hold'
            ? 'warning'
            : 'info',
  }));
  if (data?.state === 'in_process') steps.push({ key: 'next', title: t('tracker.next'), tone: 'upcoming' });
  return (
    <div className="cb-page" data-testid="fx-tracker-screen">
      <h1>{t('tracker.title')}</h1>
      {gpi.isPending && gpi.fetchStatus !== 'idle' ? (
        <SkeletonLines lines={6} />
      ) : notFound || !data ? (
        <EmptyState
          text={t('tracker.notFound')}
          action={{ label: t('tracker.retry'), run: () => void gpi.refetch(), testId: 'fx-tracker-retry' }}
        />
      ) : (
        <>
          <AsOf asOf={gpi.data?.asOf} fetchedAt={gpi.dataUpdatedAt} testId="fx-tracker-as-of" />
          <div className="cb-fx-head">
            <StatusChip
              label={t(`tracker.state.${data.state}`)}
              tone={STATE_TONE[data.state]}
              testId="fx-tracker-state"
            />
          </div>
          <dl className="cb-fx-doc">
            <div className="cb-fx-field">
              <dt>{t('fields.beneficiary_name')}</dt>
              <dd>{data.beneficiary_name}</dd>
            </div>
            <div className="cb-fx-field">
              <dt>{t('fields.amount')}</dt>
              <dd>{formatFx(data.amount, data.currency, language)}</dd>
            </div>
            {data.credited_amount !== null ? (
              <div className="cb-fx-field">
                <dt>{t('tracker.credited')}</dt>
                <dd data-testid="fx-credited-amount">
                  {formatFx(data.credited_amount, data.currency, language)}
                </dd>
              </div>
            ) : null}
            <div className="cb-fx-field">
              <dt>{t('detail.valueDate')}</dt>
              <dd>{data.value_date ? formatDate(data.value_date) : '—'}</dd>
            </div>
            <div className="cb-fx-field">
              <dt>{t('detail.uetr')}</dt>
              <dd className="cb-fx-break">{data.uetr}</dd>
            </div>
          </dl>
          <Timeline steps={steps} testId="fx-gpi-steps" />
        </>
      )}
      <p>
        <Link to={`/currency-payments/detail/${id}`}>{t('actions.backToPayment')}</Link>
      </p>
    </div>
  );
}
