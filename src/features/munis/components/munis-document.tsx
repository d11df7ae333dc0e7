import { useTranslation } from 'react-i18next';
import {
  MUNIS_STATUS,
  type MunisPayment,
  type MunisStatusId,
  type MunisSupplier,
} from '../../../../contracts/api/munis.ts';
import { formatDate } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { DocumentFields } from '../../../ui/document-fields.tsx';
import { formatMoney } from '../../../ui/format.ts';
import { StatusChip, type ChipTone } from '../../../ui/status-chip.tsx';

export function munisTone(status: MunisStatusId): ChipTone {
  if (status === MUNIS_STATUS.executed) return 'success';
  if (status === MUNIS_STATUS.rejected) return 'danger';
  if (status === MUNIS_STATUS.sent) return 'info';
  return 'neutral';
}

export function MunisStatusChip({ payment }: { payment: Pick<MunisPayment, 'status_id' | 'statusName'> }) {
  return <StatusChip label={payment.statusName} tone={munisTone(payment.status_id)} testId="munis-status" />;
}

export const soum = (amount: string): string => formatMoney(amount, 'UZS', currentLanguage());

/** The declared fields of a payment: name, label in the user's language, value. */
export function declaredRows(
  payment: Pick<MunisPayment, 'fields'>,
  supplier: MunisSupplier | undefined,
): { name: string; label: string; value: string }[] {
  const lang = currentLanguage();
  return Object.entries(payment.fields).map(([name, value]) => {
    const decl = supplier?.fields.find((f) => f.name === name);
    return { name, label: decl?.label[lang] ?? name, value };
  });
}

/** One utility payment as a document: supplier, settlement, the declared fields, account, amount, status. */
export function MunisDocument({
  payment,
  supplier,
}: {
  payment: MunisPayment;
  supplier: MunisSupplier | undefined;
}) {
  const { t } = useTranslation('munis');
  const declared = declaredRows(payment, supplier);
  const rows: [string, string | null][] = [
    ['date', formatDate(payment.date)],
    ['supplier', payment.supplier_name],
    ['category', t(`categories.${payment.supplier_category}`)],
    ['supplier_account', `${payment.supplier_account} · ${payment.supplier_mfo} · ${payment.supplier_inn}`],
    ['settlement', payment.settlement_name],
    ...declared.map((d): [string, string] => [d.name, d.value]),
    ['debit_account', payment.debit_account],
    ['amount', soum(payment.amount)],
    ['purpose', payment.purpose],
    ['signed_by', payment.signed_by],
    ['reject_reason', payment.reject_reason],
  ];
  return (
    <section data-testid="munis-document" data-id={payment.id}>
      <DocumentFields
        title={
          <>
            № {payment.number} <MunisStatusChip payment={payment} />
          </>
        }
        rows={rows}
        labelOf={(key) => declared.find((d) => d.name === key)?.label ?? t(`fields.${key}` as 'fields.date')}
        testIdPrefix="munis-field-"
      />
    </section>
  );
}
