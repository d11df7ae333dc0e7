import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  LC_PREPARERS,
  LC_STATUSES,
  type LcRow,
  type LcStatus,
} from '../../../../contracts/api/letters-of-credit.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { formatDate } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { AsOf } from '../../../ui/as-of.tsx';
import { formatMoney } from '../../../ui/format.ts';
import { PagedTable, type Column, type RowAction } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { useLcList, useLcStatuses } from '../api/lc-api.ts';
import '../../../ui/buttons.css';
import '../../../ui/fields.css';
import './lc.css';

/** /akkreditiv — the organisation's letters of credit (the bank role: every organisation's). */
export function LcListScreen() {
  const { t } = useTranslation('lc');
  const navigate = useNavigate();
  const { user } = useSession();
  const language = currentLanguage();
  const { query, update } = useTableQuery(['status']);
  const status = LC_STATUSES.find((s) => s === query.filters.status) as LcStatus | undefined;
  const list = useLcList(query.page, status);
  const statuses = useLcStatuses();
  const preparer = roleAllowed(user?.role ?? '', LC_PREPARERS);
  const columns = useMemo<Column<LcRow>[]>(
    () => [
      {
        key: 'beneficiary',
        label: t('fields.beneficiary_name'),
        value: (r) => r.beneficiary_name,
        render: (r) => (
          <Link to={`/akkreditiv/detail/${r.id}`} data-testid="lc-open">
            {r.beneficiary_name}
          </Link>
        ),
        card: 'title',
      },
      { key: 'number', label: t('fields.number'), value: (r) => r.number, card: 'field' },
      { key: 'organization', label: t('fields.organization'), value: (r) => r.organization_name },
      {
        key: 'amount',
        label: t('fields.amount'),
        value: (r) => formatMoney(r.amount, r.currency, language),
        numeric: true,
        card: 'field',
      },
      {
        key: 'expiry',
        label: t('fields.expiry_date'),
        value: (r) => formatDate(r.expiry_date),
        card: 'field',
      },
      { key: 'status', label: t('fields.status'), value: (r) => t(`status.${r.status}`), card: 'field' },
    ],
    [t, language],
  );
  const actions: RowAction<LcRow>[] = [
    {
      id: 'edit',
      flag: 'isEdit',
      label: t('actions.edit'),
      run: (r) => navigate(`/akkreditiv/edit/${r.id}`),
    },
  ];
  return (
    <div className="cb-page" data-testid="lc-list">
      <div className="cb-lc-head">
        <h1>{t('title')}</h1>
        {preparer ? (
          <Link to="/akkreditiv/add" className="cb-button cb-button--primary" data-testid="lc-create">
            {t('actions.create')}
          </Link>
        ) : null}
      </div>
      <SelectField
        id="lc-status"
        testId="lc-status"
        label={t('fields.status')}
        emptyLabel={t('allStatuses')}
        value={status ?? ''}
        options={(statuses.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
        onChange={(value) => update({ filters: { status: value } })}
      />
      <AsOf asOf={list.data?.asOf} fetchedAt={list.dataUpdatedAt} testId="lc-as-of" />
      <PagedTable
        caption={t('title')}
        columns={columns}
        rows={list.data?.data.list}
        meta={list.data?.data._meta}
        loading={list.isFetching}
        rowKey={(r) => String(r.id)}
        query={query}
        onQuery={update}
        actions={actions}
        testId="lc-table"
      />
    </div>
  );
}
