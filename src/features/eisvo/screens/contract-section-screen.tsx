import { useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { isSectionName, type SectionName } from '../../../../contracts/api/eisvo.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { ExportMenu } from '../../../ui/export/export-menu.tsx';
import { PagedTable } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { useSectionAll, useSectionList } from '../api/post-section-list.ts';
import { AsOf, ContractHead, ReadFailure, WithIdn } from '../components/contract-route.tsx';
import { sectionColumns } from '../components/section-columns.tsx';
import '../components/eisvo.css';

const NO_FILTERS: readonly string[] = [];

function Section({ idn, name }: { idn: string; name: SectionName }) {
  const { t } = useTranslation('eisvo');
  const language = currentLanguage();
  const { query, update } = useTableQuery(NO_FILTERS);
  const list = useSectionList(name, idn, query);
  const all = useSectionAll(name, idn, query.sort, list.data?.data._meta.totalCount);
  const columns = useMemo(() => sectionColumns(name, t, language), [name, t, language]);
  const title = t(`sections.${name}`);
  return (
    <div className="cb-page">
      <ContractHead idn={idn} title={title} />
      <AsOf answer={list.data} />
      {list.isError ? (
        <ReadFailure error={list.error} />
      ) : (
        <>
          <div className="cb-eisvo__tools">
            <span className="cb-muted">{t('export.all')}:</span>
            <ExportMenu
              title={`${title} ${idn}`}
              columns={columns}
              rows={all.data?.data.list}
              testId="section-export-all"
            />
          </div>
          <PagedTable
            caption={title}
            columns={columns}
            rows={list.data?.data.list}
            meta={list.data?.data._meta}
            loading={list.isFetching}
            rowKey={(r) => r.id}
            query={query}
            onQuery={update}
            testId="eisvo-section"
          />
        </>
      )}
    </div>
  );
}

function ContractSectionScreen({ name }: { name: SectionName }) {
  return <WithIdn>{(idn) => <Section idn={idn} name={name} />}</WithIdn>;
}

const screens = new Map<string, ComponentType>();

/**
 * The screen of /eisvo/:idn/<suffix>, one per section. The section comes from the route row, not
 * from the location: Ionic keeps this page mounted (hidden) while later pages show other paths.
 */
export function sectionScreen(suffix: string): ComponentType {
  if (!isSectionName(suffix)) throw new Error(`not an EISVO section: ${suffix}`);
  let screen = screens.get(suffix);
  if (!screen) {
    screen = function SectionRoute() {
      return <ContractSectionScreen name={suffix} />;
    };
    screens.set(suffix, screen);
  }
  return screen;
}
