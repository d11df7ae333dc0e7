import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { isIdn } from '../../../../contracts/api/eisvo.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { NotKeptError, type Kept } from '../../../offline/kept-call.ts';
import '../../../ui/buttons.css';
import './eisvo.css';

/** The idn of the route; a missing or malformed one sends the user to the list (spec 3 §8). */
export function WithIdn({ children }: { children: (idn: string) => ReactNode }) {
  const { idn = '' } = useParams();
  if (!isIdn(idn)) return <Navigate to="/eisvo" replace />;
  return <>{children(idn)}</>;
}

/** "Offline — data as of …" over an answer served from the device. */
export function AsOf({ answer }: { answer: Kept<unknown> | undefined }) {
  const { t } = useTranslation('eisvo');
  if (answer === undefined || answer.asOf === null) return null;
  return (
    <p className="cb-eisvo__as-of" role="status" data-testid="eisvo-as-of">
      {t('offline.asOf', { time: formatDateTime(new Date(answer.asOf)) })}
    </p>
  );
}

/** What a failed contract read shows: offline and never opened here, or not found. */
export function ReadFailure({ error }: { error: unknown }) {
  const { t } = useTranslation('eisvo');
  return (
    <p className="cb-eisvo__failure" role="status" data-testid="eisvo-failure">
      {error instanceof NotKeptError ? t('offline.notCached') : t('hub.notFound')}
    </p>
  );
}

/** The screen head of a contract screen: back to the hub (or the list), the title, the idn. */
export function ContractHead({ idn, title, back }: { idn: string; title: string; back?: 'list' }) {
  const { t } = useTranslation('eisvo');
  return (
    <div className="cb-eisvo__head">
      <Link
        to={back === 'list' ? '/eisvo' : `/eisvo/${idn}`}
        className="cb-button cb-button--secondary"
        data-testid="eisvo-back"
      >
        ← {back === 'list' ? t('nav.toList') : t('nav.toContract')}
      </Link>
      <h1>{title}</h1>
      <p className="cb-eisvo__idn cb-num">{idn}</p>
    </div>
  );
}
