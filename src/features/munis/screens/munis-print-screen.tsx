import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { formatDate } from '../../../lib/dates.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PrintView } from '../../../ui/print-view.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { useMunisCatalog, useMunisView } from '../api/munis-api.ts';
import { declaredRows, soum } from '../components/munis-document.tsx';
import { munisDetailPath } from '../munis-values.ts';
import '../components/munis.css';

/**
 * /munis/print/:id — the utility payment as a payment order on paper: heading with the number and
 * date, payer and recipient with their accounts, the supplier's declared fields, amount, purpose,
 * status and the signature lines.
 */
export function MunisPrintScreen() {
  const { t } = useTranslation('munis');
  const id = Number(useParams().id);
  const view = useMunisView(id);
  const catalog = useMunisCatalog();
  const p = view.data?.data;
  if (view.isPending && view.fetchStatus !== 'idle') return <SkeletonLines lines={10} />;
  if (!p)
    return (
      <div className="cb-page">
        <h1>{t('print.title', { number: '' })}</h1>
        <EmptyState text={t('detail.missing')} />
        <Link to="/munis">{t('actions.back')}</Link>
      </div>
    );
  const supplier = catalog.data?.data.suppliers.find((s) => s.id === p.supplier_id);
  const rows: [string, string][] = [
    [t('print.payer'), `${p.organization_name}, ${t('print.inn')} ${p.organization_inn}`],
    [t('fields.debit_account'), p.debit_account],
    [t('print.recipient'), `${p.supplier_name}, ${t('print.inn')} ${p.supplier_inn}`],
    [t('fields.supplier_account'), `${p.supplier_account} · ${t('print.mfo')} ${p.supplier_mfo}`],
    [t('fields.settlement'), p.settlement_name],
    ...declaredRows(p, supplier).map((d): [string, string] => [d.label, d.value]),
    [t('fields.amount'), soum(p.amount)],
    [t('fields.purpose'), p.purpose],
    [t('fields.status'), p.statusName],
  ];
  return (
    <div className="cb-page" data-testid="munis-print-screen">
      <PrintView testId="munis-print">
        <h1>{t('print.title', { number: p.number })}</h1>
        <p>
          {t('fields.date')}: {formatDate(p.date)}
        </p>
        <table className="cb-print-table">
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="cb-munis-signature">
          <p>
            {t('print.head')}: {p.signed_by ?? '________________'}
          </p>
          <p>{t('print.bankMark')}: ________________</p>
        </div>
      </PrintView>
      <p className="cb-no-print">
        <Link to={munisDetailPath(p.id)}>{t('actions.backToPayment')}</Link>
      </p>
    </div>
  );
}
