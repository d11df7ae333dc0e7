import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../ui/format.ts';
import type { Language } from '../../../../contracts/envelope.ts';
import type { ImportKindConfig } from '../api/import-api.ts';

/** A kind's own text: the soum import's at the top level, the others under kinds.<kind>. */
export function useKindText(kind: ImportKindConfig) {
  const { t } = useTranslation('imports');
  return (key: 'title' | 'intro' | 'toPayments' | 'editSave' | 'fileDocuments') =>
    kind.id === 'uzs'
      ? key === 'editSave'
        ? t('edit.save')
        : t(key)
      : t(`kinds.${kind.id}.${key}` as 'kinds.currency.title');
}

/** An amount of the kind: soums formatted; the currency kinds' (mixed currencies) as plain text. */
export function kindAmount(kind: ImportKindConfig, amount: string, language: Language): string {
  if (kind.id === 'uzs' && /^-?\d+(\.\d{1,2})?$/.test(amount)) return formatMoney(amount, 'UZS', language);
  return amount;
}
