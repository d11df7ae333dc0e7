import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SECTION_NAMES } from '../../../../contracts/api/eisvo.ts';
import { currencyLetterCode } from '../../../../contracts/currency-codes.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { useContractDetail } from '../api/get-contract-detail.ts';
import { lookupLabel, useEisvoLookup } from '../api/get-eisvo-lookup.ts';
import { AsOf, ContractHead, ReadFailure, WithIdn } from '../components/contract-route.tsx';
import { cellText } from '../components/section-columns.tsx';
import '../components/eisvo.css';

/** The hub's tiles: general info, then every sub-screen (routes.tsv note 6: the 24 named are 26). */
const TILES = ['contract-detail', ...SECTION_NAMES] as const;

function Hub({ idn }: { idn: string }) {
  const { t } = useTranslation('eisvo');
  const language = currentLanguage();
  const detail = useContractDetail(idn);
  const statuses = useEisvoLookup('statuses');
  const countries = useEisvoLookup('countries');
  const contract = detail.data?.data;
  return (
    <div className="cb-page">
      <ContractHead
        idn={idn}
        title={contract ? `${contract.docNo} — ${contract.contractorForName}` : t('title')}
        back="list"
      />
      <AsOf answer={detail.data} />
      {detail.isPending ? (
        <SkeletonLines lines={3} />
      ) : detail.isError ? (
        <ReadFailure error={detail.error} />
      ) : contract ? (
        <dl className="cb-eisvo__summary" data-testid="eisvo-summary">
          <div>
            <dt>{t('fields.amount1')}</dt>
            <dd className="cb-num">
              {cellText(contract.amount1, true, language)} {currencyLetterCode(contract.currCode1)}
            </dd>
          </div>
          <div>
            <dt>{t('fields.contractorForCountryCode')}</dt>
            <dd>{lookupLabel(countries.data, contract.contractorForCountryCode)}</dd>
          </div>
          <div>
            <dt>{t('fields.cntrStatus')}</dt>
            <dd>{lookupLabel(statuses.data, contract.cntrStatus)}</dd>
          </div>
        </dl>
      ) : null}
      {detail.isError ? null : (
        <nav aria-label={t('hub.sections')}>
          <ul className="cb-eisvo__tiles">
            <li className="cb-eisvo__wide">
              <Link
                to={`/eisvo/${idn}/comments`}
                className="cb-eisvo__tile cb-eisvo__tile--main"
                data-testid="tile-comments"
              >
                {t('hub.comments')}
              </Link>
            </li>
            {TILES.map((tile) => (
              <li key={tile}>
                <Link to={`/eisvo/${idn}/${tile}`} className="cb-eisvo__tile" data-testid={`tile-${tile}`}>
                  {t(`sections.${tile}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

/** /eisvo/:idn — the contract hub: a summary and a tile per section, plus the verification page. */
export function ContractHubScreen() {
  return <WithIdn>{(idn) => <Hub idn={idn} />}</WithIdn>;
}
