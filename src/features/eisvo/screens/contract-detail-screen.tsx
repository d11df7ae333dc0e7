import { useTranslation } from 'react-i18next';
import { DETAIL_FIELDS, type ContractDetail, type Lookup } from '../../../../contracts/api/eisvo.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { PrintView } from '../../../ui/print-view.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { useContractDetail } from '../api/get-contract-detail.ts';
import { lookupLabel, useEisvoLookup } from '../api/get-eisvo-lookup.ts';
import { AsOf, ContractHead, ReadFailure, WithIdn } from '../components/contract-route.tsx';
import { cellText } from '../components/section-columns.tsx';
import '../components/eisvo.css';

const MONEY = new Set<keyof ContractDetail>([
  'amount1',
  'receivableOverdue1',
  'payableOverdue1',
  'receivableOverdue2',
  'payableOverdue2',
]);
/** Codes shown by their names from the lookups. */
const LOOKED_UP: Partial<Record<keyof ContractDetail, Lookup>> = {
  cntrType: 'contract-types',
  cntrStatus: 'statuses',
  execType: 'contract-bases',
  contractorForCountryCode: 'countries',
  bankForCountryCode: 'countries',
};

function Detail({ idn }: { idn: string }) {
  const { t } = useTranslation('eisvo');
  const language = currentLanguage();
  const detail = useContractDetail(idn);
  const lookups: Record<Lookup, ReturnType<typeof useEisvoLookup>> = {
    countries: useEisvoLookup('countries'),
    statuses: useEisvoLookup('statuses'),
    'contract-types': useEisvoLookup('contract-types'),
    'contract-bases': useEisvoLookup('contract-bases'),
  };
  const contract = detail.data?.data;
  const text = (field: (typeof DETAIL_FIELDS)[number]): string => {
    if (!contract) return '';
    const lookup = LOOKED_UP[field];
    if (lookup) return lookupLabel(lookups[lookup].data, contract[field]);
    return cellText(contract[field], MONEY.has(field), language);
  };
  return (
    <div className="cb-page">
      <ContractHead idn={idn} title={t('sections.contract-detail')} />
      <AsOf answer={detail.data} />
      {detail.isPending ? (
        <SkeletonLines lines={8} />
      ) : detail.isError ? (
        <ReadFailure error={detail.error} />
      ) : (
        <PrintView testId="eisvo-detail">
          <dl className="cb-eisvo__form">
            {DETAIL_FIELDS.map((field) => (
              <div key={field}>
                <dt>{t(`fields.${field}`)}</dt>
                <dd className={MONEY.has(field) ? 'cb-num' : undefined} data-testid={`detail-${field}`}>
                  {text(field) || '—'}
                </dd>
              </div>
            ))}
          </dl>
        </PrintView>
      )}
    </div>
  );
}

/** /eisvo/:idn/contract-detail — the contract's general info, read only. */
export function ContractDetailScreen() {
  return <WithIdn>{(idn) => <Detail idn={idn} />}</WithIdn>;
}
