import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { formatDate } from '../../../lib/dates.ts';
import { AsOf } from '../../../ui/as-of.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InnInput } from '../../../ui/inputs/identifier-inputs.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { StatusChip } from '../../../ui/status-chip.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { usePartner } from '../api/services-api.ts';
import '../../../ui/buttons.css';
import '../../../ui/fields.css';

function Result({ inn }: { inn: string }) {
  const { t } = useTranslation('services');
  const answer = usePartner(inn);
  const partner = answer.data?.data;
  if (answer.isPending) return <SkeletonLines lines={6} />;
  if (!partner) return <EmptyState text={t('partner.failed')} />;
  return (
    <section data-testid="partner-result" aria-label={t('partner.result')}>
      <AsOf asOf={answer.data?.asOf} fetchedAt={answer.dataUpdatedAt} testId="partner-as-of" />
      {!partner.found ? (
        <EmptyState text={t('partner.notFound', { inn })} />
      ) : (
        <>
          <h2>{partner.name}</h2>
          <p>
            {partner.status ? (
              <StatusChip
                label={t(`partner.status.${partner.status}`)}
                tone={partner.status === 'active' ? 'success' : 'warning'}
                testId="partner-status"
              />
            ) : null}{' '}
            {partner.flagged ? (
              <StatusChip label={t('partner.flagged')} tone="danger" testId="partner-flagged" />
            ) : (
              <StatusChip label={t('partner.notFlagged')} tone="neutral" testId="partner-flagged" />
            )}
          </p>
          {partner.flagged && partner.flag_reason ? <p role="note">{partner.flag_reason}</p> : null}
          <dl>
            <dt>{t('partner.fields.inn')}</dt>
            <dd>{partner.inn}</dd>
            <dt>{t('partner.fields.registered')}</dt>
            <dd>
              {formatDate(partner.registered_on)}, № {partner.registration_number}
            </dd>
            <dt>{t('partner.fields.director')}</dt>
            <dd>{partner.director}</dd>
            <dt>{t('partner.fields.address')}</dt>
            <dd>{partner.address}</dd>
          </dl>
        </>
      )}
      <h3>{t('partner.accounts')}</h3>
      {partner.accounts.length === 0 ? (
        <p data-testid="partner-no-accounts">{t('partner.noAccounts')}</p>
      ) : (
        <ul data-testid="partner-accounts">
          {partner.accounts.map((a) => (
            <li key={a.account}>
              {a.account} · {a.mfo} · {a.currency}
            </li>
          ))}
        </ul>
      )}
      {partner.data_date ? (
        <p data-testid="partner-data-date">
          {t('partner.dataDate', { date: formatDate(partner.data_date) })}
        </p>
      ) : null}
    </section>
  );
}

/** /partner-check?inn= — a counterparty looked up by INN (the INN stays in the address). */
export function PartnerCheckScreen() {
  const { t } = useTranslation('services');
  const [params, setParams] = useSearchParams();
  const looked = params.get('inn') ?? '';
  const [inn, setInn] = useState(looked);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{9}$/.test(inn)) {
      setProblem(t('partner.innRequired'));
      return;
    }
    setProblem(null);
    setParams({ inn }, { replace: true });
  };
  return (
    <div className="cb-page" data-testid="partner-check">
      <h1>{t('partner.title')}</h1>
      <p>{t('partner.intro')}</p>
      <form onSubmit={submit} noValidate>
        <InnInput
          label={t('partner.fields.inn')}
          testId="partner-inn"
          required
          value={inn}
          onChange={(value) => setInn(value)}
          error={problem}
        />
        <SubmitButton testId="partner-submit">{t('partner.check')}</SubmitButton>
      </form>
      {/^\d{9}$/.test(looked) ? <Result inn={looked} /> : null}
    </div>
  );
}
