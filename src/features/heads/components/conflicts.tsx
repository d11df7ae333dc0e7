import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { UzsPaymentRow } from '../../../../contracts/api/uzs-payment.ts';
import { SIGNED_FIELDS, type SignedField } from '../../../../contracts/payments/digest.ts';
import type { OutboxEntry } from '../../../offline/store.ts';
import { outboxActions, useOutboxEntries } from '../../../offline/user-store.ts';
import { currentPayment, forgetSigned, PASSKEY_SIGN_KIND, signedContent } from '../api/heads-api.ts';

/** The signed fields whose value differs between what the head approved and the payment now. */
export function changedFields(
  signed: Pick<UzsPaymentRow, SignedField>,
  current: Pick<UzsPaymentRow, SignedField>,
): Exclude<SignedField, 'version'>[] {
  return SIGNED_FIELDS.filter(
    (field): field is Exclude<SignedField, 'version'> =>
      field !== 'version' && signed[field] !== current[field],
  );
}

function ConflictCard({ entry }: { entry: OutboxEntry }) {
  const { t } = useTranslation('heads');
  const review = useQuery({
    queryKey: ['heads', 'conflict', entry.id],
    queryFn: async () => {
      const signed = await signedContent(entry);
      if (signed === null) return null;
      return { signed, current: await currentPayment(signed.id) };
    },
  });
  async function discard() {
    await outboxActions.discard(entry.id);
    await forgetSigned(entry);
  }
  const data = review.data;
  return (
    <li className="heads-conflict" data-testid="inbox-conflict">
      <p>
        <strong>{t('conflict.title', { number: data?.signed.number ?? '' })}</strong>
      </p>
      <p>{t('conflict.text')}</p>
      {data != null && (
        <ul>
          {changedFields(data.signed, data.current).map((field) => (
            <li key={field} data-testid={`conflict-field-${field}`}>
              {t(`fields.${field}`)}: {String(data.signed[field] ?? '—')} →{' '}
              {String(data.current[field] ?? '—')}
            </li>
          ))}
          {data.signed.status_id !== data.current.status_id && (
            <li>
              {t('fields.status')}: {data.signed.statusName} → {data.current.statusName}
            </li>
          )}
        </ul>
      )}
      <div className="heads-payment__actions">
        {data != null && <Link to={`/uzs-payments/detail/${data.signed.id}`}>{t('inbox.open')}</Link>}
        <button type="button" className="cb-button cb-button--secondary" onClick={() => void discard()}>
          {t('conflict.dismiss')}
        </button>
      </div>
    </li>
  );
}

/** Offline approvals the server refused with 412: nothing was signed; the head decides again. */
export function ConflictList() {
  const conflicts = useOutboxEntries().filter((e) => e.kind === PASSKEY_SIGN_KIND && e.state === 'conflict');
  if (conflicts.length === 0) return null;
  return (
    <ul className="heads-list">
      {conflicts.map((entry) => (
        <ConflictCard key={entry.id} entry={entry} />
      ))}
    </ul>
  );
}
