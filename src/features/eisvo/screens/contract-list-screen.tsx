import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  EISVO_HEAD_ROLES,
  IDN_LENGTH,
  isIdn,
  maskIdn,
  type ContractRow,
  type Lookup,
} from '../../../../contracts/api/eisvo.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { currencyLetterCode } from '../../../../contracts/currency-codes.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { ExportMenu } from '../../../ui/export/export-menu.tsx';
import { PagedTable, type Column } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SEARCH_DELAY } from '../../../ui/search-box.tsx';
import { lookupLabel, useEisvoLookup } from '../api/get-eisvo-lookup.ts';
import { LIST_FILTERS, useContractList } from '../api/post-contract-list.ts';
import { AsOf } from '../components/contract-route.tsx';
import { cellText } from '../components/section-columns.tsx';
import '../../../ui/buttons.css';
import '../../../ui/fields.css';
import '../components/eisvo.css';

function IdnInput({
  id,
  label,
  hint,
  value,
  onChange,
  testId,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <div className="cb-field">
      <label className="cb-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="cb-field__box">
        <input
          id={id}
          className="cb-field__input cb-num"
          inputMode="numeric"
          autoComplete="off"
          maxLength={IDN_LENGTH}
          value={value}
          aria-describedby={`${id}-hint`}
          data-testid={testId}
          onChange={(event) => onChange(maskIdn(event.target.value))}
        />
      </div>
      <span id={`${id}-hint`} className="cb-field__hint">
        {hint}
      </span>
    </div>
  );
}

function LookupSelect({
  name,
  filter,
  label,
  value,
  onChange,
}: {
  name: Lookup;
  filter: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('eisvo');
  const items = useEisvoLookup(name);
  return (
    <div className="cb-field">
      <label className="cb-field__label" htmlFor={`eisvo-${filter}`}>
        {label}
      </label>
      <select
        id={`eisvo-${filter}`}
        className="cb-select"
        data-testid={`eisvo-filter-${filter}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('list.all')}</option>
        {(items.data ?? []).map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** /eisvo — the contracts of the user's organisation (any organisation for bank roles). */
export function ContractListScreen() {
  const { t } = useTranslation('eisvo');
  const navigate = useNavigate();
  const language = currentLanguage();
  const { user } = useSession();
  const { query, update } = useTableQuery(LIST_FILTERS);
  const list = useContractList(query);
  const types = useEisvoLookup('contract-types');
  const statuses = useEisvoLookup('statuses');
  const countries = useEisvoLookup('countries');
  const [typed, setTyped] = useState(query.filters['idn'] ?? '');
  const [quick, setQuick] = useState('');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Handled here, not in effects: Ionic keeps this page mounted under the next ones, where an
  // effect would react to their locations. Exactly 27 digits opens the contract (spec 3 §2.1);
  // fewer filter the list by prefix once typing pauses.
  const typeIdn = (value: string) => {
    setTyped(value);
    window.clearTimeout(timer.current);
    if (isIdn(value)) {
      navigate(`/eisvo/${value}`);
      return;
    }
    timer.current = window.setTimeout(() => update({ filters: { idn: value } }), SEARCH_DELAY);
  };

  const columns = useMemo<Column<ContractRow>[]>(
    () => [
      {
        key: 'contractorForName',
        label: t('fields.contractorForName'),
        value: (r) => r.contractorForName,
        card: 'title',
      },
      {
        key: 'idn',
        label: t('fields.idn'),
        value: (r) => r.idn,
        render: (r) => (
          <Link to={`/eisvo/${r.idn}`} className="cb-num" data-testid="contract-link">
            {r.idn}
          </Link>
        ),
        card: 'field',
      },
      { key: 'docNo', label: t('fields.docNo'), value: (r) => r.docNo, card: 'field' },
      { key: 'docDate', label: t('fields.docDate'), value: (r) => cellText(r.docDate, false, language) },
      {
        key: 'cntrType',
        label: t('fields.cntrType'),
        value: (r) => lookupLabel(types.data, r.cntrType),
      },
      {
        key: 'amount',
        label: t('fields.amount'),
        value: (r) => cellText(r.amount, true, language),
        numeric: true,
        card: 'field',
      },
      { key: 'currCode', label: t('fields.currCode'), value: (r) => currencyLetterCode(r.currCode) },
      {
        key: 'contractorForCountryCode',
        label: t('fields.contractorForCountryCode'),
        value: (r) => lookupLabel(countries.data, r.contractorForCountryCode),
      },
      { key: 'bankId', label: t('fields.bankId'), value: (r) => r.bankId },
      { key: 'bxmCode', label: t('fields.bxmCode'), value: (r) => r.bxmCode },
      {
        key: 'cntrStatus',
        label: t('fields.cntrStatus'),
        value: (r) => lookupLabel(statuses.data, r.cntrStatus),
        card: 'field',
      },
    ],
    [t, language, types.data, statuses.data, countries.data],
  );

  return (
    <div className="cb-page">
      <h1>{t('title')}</h1>
      {user && roleAllowed(user.role, EISVO_HEAD_ROLES) ? (
        <form
          className="cb-eisvo__quick"
          data-testid="eisvo-quick"
          onSubmit={(event) => {
            event.preventDefault();
            if (isIdn(quick)) navigate(`/eisvo/${quick}`);
          }}
        >
          <IdnInput
            id="eisvo-quick-idn"
            label={t('list.quickEntry')}
            hint={t('list.quickEntryHint')}
            value={quick}
            onChange={setQuick}
            testId="eisvo-quick-idn"
          />
          <button type="submit" className="cb-button cb-button--primary" disabled={!isIdn(quick)}>
            {t('list.open')}
          </button>
        </form>
      ) : null}
      <div className="cb-eisvo__filters">
        <IdnInput
          id="eisvo-idn"
          label={t('list.idnFilter')}
          hint={t('list.idnHint')}
          value={typed}
          onChange={typeIdn}
          testId="eisvo-idn-filter"
        />
        <LookupSelect
          name="statuses"
          filter="cntrStatus"
          label={t('fields.cntrStatus')}
          value={query.filters['cntrStatus'] ?? ''}
          onChange={(cntrStatus) => update({ filters: { cntrStatus } })}
        />
        <LookupSelect
          name="contract-types"
          filter="cntrType"
          label={t('fields.cntrType')}
          value={query.filters['cntrType'] ?? ''}
          onChange={(cntrType) => update({ filters: { cntrType } })}
        />
        <LookupSelect
          name="countries"
          filter="country"
          label={t('list.country')}
          value={query.filters['country'] ?? ''}
          onChange={(country) => update({ filters: { country } })}
        />
        <div className="cb-field">
          <ExportMenu title={t('title')} columns={columns} rows={list.data?.data.list} />
        </div>
      </div>
      <AsOf answer={list.data} />
      <PagedTable
        caption={t('title')}
        columns={columns}
        rows={list.data?.data.list}
        meta={list.data?.data._meta}
        loading={list.isFetching}
        rowKey={(r) => r.idn}
        query={query}
        onQuery={update}
        testId="eisvo-contracts"
      />
    </div>
  );
}
