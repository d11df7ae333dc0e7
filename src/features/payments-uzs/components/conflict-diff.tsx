import { useTranslation } from 'react-i18next';
import type { SignableContent } from '../../../../contracts/payments/digest.ts';
import { changesOf } from '../signable.ts';
import './payments.css';

/** What changed in a payment between the content the user signed and the server's row now. */
export function ConflictDiff({ signed, current }: { signed: SignableContent; current: SignableContent }) {
  const { t } = useTranslation('payments');
  const changes = changesOf(signed, current);
  return (
    <table className="cb-pay-diff" data-testid="conflict-diff">
      <caption>{t('conflict.caption', { number: current.number })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('conflict.field')}</th>
          <th scope="col">{t('conflict.signed')}</th>
          <th scope="col">{t('conflict.current')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field} data-testid={`diff-${change.field}`}>
            <th scope="row">{t(`fields.${change.field}`)}</th>
            <td>{change.signed}</td>
            <td>{change.current}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
