import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { MUNIS_PREPARERS } from '../../../../contracts/api/munis.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useOnline } from '../../../offline/online.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { deleteMunisTemplate, saveMunisTemplate, useMunisView, useMunisTemplates } from '../api/munis-api.ts';
import { soum } from '../components/munis-document.tsx';
import { munisPayPath } from '../munis-values.ts';
import '../../../ui/buttons.css';
import '../components/munis.css';

/**
 * /munis/generate-template — the organisation's templates (one per supplier and settlement), each
 * opening a new payment filled from it. With `?id=<payment>` it first offers to keep that payment's
 * fields for next month (the meter readings are left out: they change every month).
 */
export function MunisTemplatesScreen() {
  const { t } = useTranslation('munis');
  const [params] = useSearchParams();
  const paymentId = Number(params.get('id'));
  const withPayment = Number.isInteger(paymentId) && paymentId > 0;
  const payment = useMunisView(withPayment ? paymentId : 0);
  const templates = useMunisTemplates();
  const online = useOnline();
  const { user } = useSession();
  const preparer = roleAllowed(user?.role ?? '', MUNIS_PREPARERS);
  const [note, setNote] = useState<{ text: string; testId: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async (action: () => Promise<string>) => {
    setBusy(true);
    setNote(null);
    try {
      setNote({ text: await action(), testId: 'munis-template-done' });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setNote({ text: error.serverMessage ?? t('form.refused'), testId: 'munis-template-error' });
    } finally {
      setBusy(false);
    }
  };
  const found = payment.data?.data;
  const list = templates.data?.data ?? [];
  return (
    <div className="cb-page" data-testid="munis-templates-screen">
      <h1>{t('templates.title')}</h1>
      <p>{t('templates.intro')}</p>
      {withPayment && found && preparer ? (
        <div className="cb-munis-note" data-testid="munis-template-offer">
          <p>{t('templates.offer', { number: found.number, supplier: found.supplier_name })}</p>
          <button
            type="button"
            className="cb-button cb-button--primary"
            disabled={busy || !online}
            title={online ? undefined : t('detail.offlineAction')}
            data-testid="munis-template-save"
            onClick={() =>
              void act(async () => {
                await saveMunisTemplate(found.id);
                return t('templates.saved');
              })
            }
          >
            {t('templates.save')}
          </button>
        </div>
      ) : null}
      {note ? (
        <p className="cb-munis-note" role="status" data-testid={note.testId}>
          {note.text}
        </p>
      ) : null}
      {templates.isPending && templates.fetchStatus !== 'idle' ? (
        <SkeletonLines lines={4} />
      ) : list.length === 0 ? (
        <EmptyState text={t('templates.empty')} />
      ) : (
        <ul className="cb-munis-list" data-testid="munis-template-list">
          {list.map((x) => (
            <li key={x.id}>
              <div>
                <strong>{x.supplier_name}</strong>
                <br />
                {x.settlement_name} · {soum(x.amount)}
              </div>
              {preparer ? (
                <div className="cb-munis-actions">
                  <Link
                    to={munisPayPath(x.supplier_id, x.settlement_id)}
                    className="cb-button cb-button--primary"
                    data-testid="munis-template-pay"
                  >
                    {t('templates.pay')}
                  </Link>
                  <button
                    type="button"
                    className="cb-button cb-button--secondary"
                    disabled={busy || !online}
                    onClick={() =>
                      void act(async () => {
                        await deleteMunisTemplate(x.id);
                        return t('templates.deleted');
                      })
                    }
                  >
                    {t('actions.delete')}
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/munis">{t('actions.back')}</Link>
      </p>
    </div>
  );
}
