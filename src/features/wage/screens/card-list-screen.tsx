import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportLoad } from '../../../../contracts/api/export.ts';
import {
  CARD_STATES,
  isCardListPhone,
  type CardListBody,
  type CardListItem,
  type CardState,
} from '../../../../contracts/api/wage.ts';
import { downloadApi } from '../../../lib/api-client.ts';
import { bankDaysAgo, bankToday, formatDateTime } from '../../../lib/dates.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ExportMenu } from '../../../ui/export/export-menu.tsx';
import { buildExport } from '../../../ui/export/table-export.ts';
import { DateInput } from '../../../ui/inputs/date-inputs.tsx';
import { PagedTable, type Column } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { PhoneInput } from '../../../ui/phone-input.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { allCards, useCardList, useCardStatuses } from '../api/wage-api.ts';
import '../../../ui/buttons.css';
import '../../../ui/fields.css';
import '../components/wage.css';

const FILTERS = ['from', 'to', 'user', 'status', 'organization'] as const;

/** The filter in the query string, the dates defaulting to the last 7 days (spec 2 §5). */
function bodyOf(filters: Readonly<Record<string, string>>): CardListBody {
  const user = filters['user'] ?? '';
  const status = filters['status'] ?? '';
  const organization = (filters['organization'] ?? '').trim();
  return {
    from: filters['from'] ?? bankDaysAgo(7),
    to: filters['to'] ?? bankToday(),
    ...(isCardListPhone(user) ? { user } : {}),
    ...(CARD_STATES.includes(status as CardState) ? { status: status as CardState } : {}),
    ...(organization === '' ? {} : { organization }),
  };
}

/** /wage-card-list — salary cards of every organisation, for admin and contact_center; export of every row. */
export function CardListScreen() {
  const { t } = useTranslation('wage');
  const { query, update } = useTableQuery(FILTERS);
  const body = bodyOf(query.filters);
  const list = useCardList(query.page, body);
  const statuses = useCardStatuses();
  const [organization, setOrganization] = useState(query.filters['organization'] ?? '');
  const filtered = FILTERS.some((f) => (query.filters[f] ?? '') !== '');
  const columns = useMemo<Column<CardListItem>[]>(
    () => [
      { key: 'full_name', label: t('fields.employee'), value: (x) => x.full_name, card: 'title' },
      {
        key: 'created_at',
        label: t('fields.created'),
        value: (x) => formatDateTime(x.created_at),
        card: 'field',
      },
      { key: 'phone', label: t('fields.phone'), value: (x) => (x.phone === '' ? '' : `+${x.phone}`) },
      { key: 'organization', label: t('fields.organization'), value: (x) => x.organization, card: 'field' },
      {
        key: 'product',
        label: t('fields.product'),
        value: (x) => `${x.product.name} (${x.product.currency})`,
      },
      {
        key: 'card',
        label: t('fields.card'),
        value: (x) => x.card,
        render: (x) => <span className="cb-wage-nowrap">{x.card}</span>,
      },
      { key: 'status', label: t('fields.status'), value: (x) => x.statusName, card: 'field' },
    ],
    [t],
  );
  const total = list.data?._meta.totalCount ?? 0;
  return (
    <div className="cb-page" data-testid="card-list">
      <div className="cb-wage-head">
        <h1>{t('cardList.title')}</h1>
        <ExportMenu
          title={t('cardList.title')}
          columns={columns}
          rows={list.data?.list}
          download={async (type, onProgress) => {
            const rows = await allCards(body, total);
            return downloadApi(exportLoad, {
              body: buildExport(type, t('cardList.title'), columns, rows),
              onProgress,
            });
          }}
          testId="card-list-export"
        />
      </div>
      <div className="cb-wage-filters">
        <DateInput
          label={t('cardList.from')}
          value={body.from ?? ''}
          testId="card-list-from"
          onChange={(from) => {
            if (from !== '') update({ filters: { from } });
          }}
        />
        <DateInput
          label={t('cardList.to')}
          value={body.to ?? ''}
          testId="card-list-to"
          onChange={(to) => {
            if (to !== '') update({ filters: { to } });
          }}
        />
        <PhoneInput
          label={t('fields.phone')}
          value={query.filters['user'] ?? ''}
          testId="card-list-phone"
          onChange={(user) => {
            if (user === '' || isCardListPhone(user)) update({ filters: { user } });
          }}
        />
        <SelectField
          id="card-list-status"
          testId="card-list-status"
          label={t('fields.status')}
          emptyLabel={t('all')}
          value={query.filters['status'] ?? ''}
          options={(statuses.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          onChange={(status) => update({ filters: { status } })}
        />
        <TextField
          label={t('fields.organization')}
          value={organization}
          hint={t('cardList.organizationHint')}
          testId="card-list-organization"
          onChange={setOrganization}
          onBlur={() => update({ filters: { organization } })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') update({ filters: { organization } });
          }}
        />
      </div>
      {list.isSuccess && list.data.list.length === 0 ? (
        <EmptyState
          text={t('cardList.empty')}
          {...(filtered
            ? {
                action: {
                  label: t('resetFilters'),
                  run: () => {
                    setOrganization('');
                    update({ filters: { from: '', to: '', user: '', status: '', organization: '' } });
                  },
                },
              }
            : {})}
        />
      ) : (
        <PagedTable
          caption={t('cardList.title')}
          columns={columns}
          rows={list.data?.list}
          meta={list.data?._meta}
          loading={list.isFetching}
          rowKey={(x) => String(x.id)}
          query={query}
          onQuery={update}
          testId="card-list-table"
        />
      )}
    </div>
  );
}
