import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import {
  WAGE_CARD_CODES,
  WAGE_PREPARERS,
  type WageAccount,
  type WageCardCode,
  type WageContractCard,
} from '../../../../contracts/api/wage.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useSession } from '../../../lib/session.ts';
import { AsOf } from '../../../ui/as-of.tsx';
import { DocumentFields } from '../../../ui/document-fields.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PagedTable, type Column } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { useWageAccounts, useWageContractCards } from '../api/wage-api.ts';
import '../../../ui/buttons.css';
import '../components/wage.css';

export function cardCodeOf(value: string | null | undefined): WageCardCode | null {
  return WAGE_CARD_CODES.includes(value as WageCardCode) ? (value as WageCardCode) : null;
}

/** The contract a /wage/card… screen is for, from its query string; null when incomplete. */
export function useContractParams(): { cardCode: WageCardCode; account: string; contractId: string } | null {
  const [params] = useSearchParams();
  const cardCode = cardCodeOf(params.get('cardCode'));
  const account = params.get('account') ?? '';
  const contractId = params.get('contractId') ?? '';
  if (cardCode === null || !/^\d{25}(\d{2})?$/.test(account) || !/^\d{27}$/.test(contractId)) return null;
  return { cardCode, account, contractId };
}

export function contractCardsPath(p: { cardCode: string; account: string; contractId: string }): string {
  return `/wage/card?${new URLSearchParams({ cardCode: p.cardCode, account: p.account, contractId: p.contractId })}`;
}

/** /wage/accounts/:cardCode — the organisation's transit accounts and contracts of a card type. */
export function WageAccountsScreen() {
  const { t } = useTranslation('wage');
  const cardCode = cardCodeOf(useParams().cardCode);
  const { query, update } = useTableQuery([]);
  const accounts = useWageAccounts(cardCode, query.page);
  const columns = useMemo<Column<WageAccount>[]>(
    () => [
      {
        key: 'contract_number',
        label: t('fields.contractNumber'),
        value: (x) => x.contract_number,
        render: (x) => (
          <Link
            to={contractCardsPath({
              cardCode: cardCode ?? '',
              account: x.account,
              contractId: x.contract_id,
            })}
            data-testid="wage-account-open"
          >
            {x.contract_number}
          </Link>
        ),
        card: 'title',
      },
      { key: 'account', label: t('fields.account'), value: (x) => x.account, card: 'field' },
      { key: 'contract', label: t('fields.contract'), value: (x) => x.contract_id },
      { key: 'date_begin', label: t('fields.dateBegin'), value: (x) => formatDate(x.date_begin) },
      { key: 'currency', label: t('fields.currency'), value: (x) => x.currency },
      { key: 'cards', label: t('fields.cards'), value: (x) => String(x.cards), numeric: true, card: 'field' },
    ],
    [t, cardCode],
  );
  if (cardCode === null) return <Navigate to="/wage" replace />;
  return (
    <div className="cb-page" data-testid="wage-accounts">
      <h1>{t('accountsTitle', { type: cardCode })}</h1>
      <AsOf asOf={accounts.data?.asOf} fetchedAt={accounts.dataUpdatedAt} testId="wage-accounts-as-of" />
      <PagedTable
        caption={t('accountsTitle', { type: cardCode })}
        columns={columns}
        rows={accounts.data?.data.list}
        meta={accounts.data?.data._meta}
        loading={accounts.isFetching}
        rowKey={(x) => x.contract_id}
        query={query}
        onQuery={update}
        testId="wage-accounts-table"
      />
      <p>
        <Link to="/wage">{t('back')}</Link>
      </p>
    </div>
  );
}

/** /wage/card?cardCode&account&contractId — the contract's header and its cards (masked). */
export function WageCardScreen() {
  const { t } = useTranslation('wage');
  const params = useContractParams();
  const { user } = useSession();
  const preparer = roleAllowed(user?.role ?? '', WAGE_PREPARERS);
  const cards = useWageContractCards(params);
  const { query, update } = useTableQuery([]);
  const columns = useMemo<Column<WageContractCard>[]>(
    () => [
      { key: 'full_name', label: t('fields.employee'), value: (x) => x.full_name, card: 'title' },
      {
        key: 'cardNumber',
        label: t('fields.card'),
        value: (x) => x.cardNumber,
        render: (x) => <span className="cb-wage-nowrap">{x.cardNumber}</span>,
        card: 'field',
      },
      { key: 'cardAccount', label: t('fields.cardAccount'), value: (x) => x.cardAccount },
      { key: 'embossedName', label: t('fields.embossedName'), value: (x) => x.embossedName },
      { key: 'conNum', label: t('fields.conNum'), value: (x) => x.conNum },
      { key: 'dateBegin', label: t('fields.dateBegin'), value: (x) => formatDate(x.dateBegin) },
      { key: 'state', label: t('fields.status'), value: (x) => x.stateName, card: 'field' },
    ],
    [t],
  );
  if (params === null) return <Navigate to="/wage" replace />;
  const header = cards.data?.data.header;
  const list = cards.data?.data.cards ?? [];
  const pageSize = 20;
  const shown = list.slice((query.page - 1) * pageSize, query.page * pageSize);
  type Key = 'contractNumber' | 'contract' | 'cardType' | 'account' | 'currency' | 'dateBegin' | 'bsc';
  return (
    <div className="cb-page" data-testid="wage-card">
      <div className="cb-wage-head">
        <h1>{t('cardsTitle')}</h1>
        {preparer ? (
          <Link
            to={`/wage/card/add?${new URLSearchParams(params)}`}
            className="cb-button cb-button--primary"
            data-testid="wage-create"
          >
            {t('create')}
          </Link>
        ) : null}
      </div>
      <AsOf asOf={cards.data?.asOf} fetchedAt={cards.dataUpdatedAt} testId="wage-card-as-of" />
      {cards.isError && header === undefined ? <EmptyState text={t('missing')} /> : null}
      {header !== undefined ? (
        <DocumentFields<Key>
          title={header.contractNumber}
          testIdPrefix="wage-contract-"
          labelOf={(key) => t(`fields.${key}`)}
          rows={[
            ['contractNumber', header.contractNumber],
            ['contract', header.contractId],
            ['cardType', header.cardCodeName],
            ['account', header.account],
            ['currency', header.currencyCode],
            ['dateBegin', formatDate(header.dateBegin)],
            ['bsc', header.bsc],
          ]}
        />
      ) : null}
      <PagedTable
        caption={t('cardsTitle')}
        columns={columns}
        rows={shown}
        meta={
          cards.data === undefined
            ? undefined
            : {
                currentPage: query.page,
                pageCount: Math.max(1, Math.ceil(list.length / pageSize)),
                totalCount: list.length,
              }
        }
        loading={cards.isFetching}
        rowKey={(x) => String(x.id)}
        query={query}
        onQuery={update}
        testId="wage-cards-table"
      />
      <p>
        <Link to={`/wage/accounts/${params.cardCode}`}>{t('back')}</Link>
      </p>
    </div>
  );
}
