import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { FxDeal } from '../../../../contracts/api/fx-deal.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { formatDate } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { ExportMenu } from '../../../ui/export/export-menu.tsx';
import { formatMoney } from '../../../ui/format.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { PasskeyCancelledError, usePasskeySigner } from '../../../lib/passkey-signing.ts';
import { SigningClientError } from '../../../lib/signing-client.ts';
import {
  PagedTable,
  type BulkAction,
  type Column,
  type RowAction,
} from '../../../ui/paged-table/paged-table.tsx';
import { SigningErrorDialog } from '../../../ui/signing-error-dialog.tsx';
import { signFxDeal, signFxDealPasskey } from '../api/fx-deals.ts';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';
import { detailPath, formatCurrencyAmount, formPath } from '../fx-text.ts';
import { FxStatusChip } from './fx-document.tsx';
import './fx-deals.css';

/**
 * Buy/sell requests: on phones a card per request (buy or sell with its number, the amount with its
 * currency letters, the rate limit, the status), from 960 px a table with the spec's columns (type,
 * number, date, amount and currency, rate limit, total in soums, purpose) and, for the bank, the
 * organisation.
 */
export function FxTable({
  list,
  loading,
  query,
  onQuery,
  bank,
  openPath = detailPath,
}: {
  list: Paged<FxDeal> | undefined;
  loading: boolean;
  query: TableQuery;
  onQuery: (change: Partial<TableQuery>) => void;
  bank: boolean;
  openPath?: (deal: FxDeal) => string;
}) {
  const { t } = useTranslation('fxdeals');
  const { t: ts } = useTranslation('signing');
  // The bank's officers never sign; a client's activated phone may (same conditions as soum payments).
  const passkey = usePasskeySigner();
  const navigate = useNavigate();
  const language = currentLanguage();
  const columns = useMemo<Column<FxDeal>[]>(() => {
    const soum = (value: string) => formatMoney(value, 'UZS', language);
    const title = (d: FxDeal) => `${d.typeName} № ${d.number}`;
    const all: (Column<FxDeal> | null)[] = [
      {
        key: 'type',
        label: t('fields.type'),
        value: title,
        render: (d) => (
          <Link to={openPath(d)} data-testid="fx-open">
            {title(d)}
          </Link>
        ),
        card: 'title',
      },
      bank
        ? {
            key: 'organization',
            label: t('fields.organization'),
            value: (d) => d.organization_name,
            card: 'field',
          }
        : null,
      { key: 'date', label: t('fields.date'), value: (d) => formatDate(d.date) },
      {
        key: 'amount',
        label: t('fields.amount'),
        value: (d) => formatCurrencyAmount(d.amount, d.currency, language),
        numeric: true,
        card: 'field',
      },
      {
        key: 'rate_limit',
        label: t('fields.rate_limit'),
        value: (d) => `${d.type === 'buy' ? '≤' : '≥'} ${soum(d.rate_limit)}`,
        numeric: true,
        card: 'field',
      },
      {
        key: 'soum',
        label: t('fields.soum_equivalent'),
        value: (d) => soum(d.exec_soum ?? d.soum_equivalent),
        numeric: true,
      },
      { key: 'pair', label: t('fields.pair'), value: (d) => `${d.currency}/UZS` },
      { key: 'purpose', label: t('fields.purpose_source'), value: (d) => d.purpose },
      {
        key: 'status',
        label: t('fields.status'),
        value: (d) => d.statusName,
        render: (d) => <FxStatusChip deal={d} />,
        card: 'field',
      },
    ];
    return all.filter((c): c is Column<FxDeal> => c !== null);
  }, [t, language, bank, openPath]);

  const [busy, setBusy] = useState(false);
  const [signerError, setSignerError] = useState<SigningClientError | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  // Clients sign the selected requests in one batch (an import file's, issue 21); the bank never signs.
  const signSelected = async (deals: readonly FxDeal[], credentialId: string | null = null) => {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      if (credentialId === null) await signFxDeal(deals);
      else await signFxDealPasskey(deals, credentialId);
    } catch (failure) {
      if (failure instanceof SigningClientError) setSignerError(failure);
      else if (failure instanceof PasskeyCancelledError) setMessage(ts('passkey.cancelled'));
      else if (failure instanceof ApiError)
        setMessage(Object.values(failure.fieldErrors())[0] ?? failure.serverMessage ?? t('errors.refused'));
      else throw failure;
    } finally {
      setBusy(false);
    }
  };
  const bulkActions: BulkAction<FxDeal>[] = bank
    ? []
    : [
        {
          id: 'sign',
          flag: 'isSign',
          primary: true,
          label: t('actions.sign'),
          run: (deals) => void signSelected(deals),
        },
        ...(passkey === null
          ? []
          : [
              {
                id: 'sign-passkey',
                flag: 'isSign' as const,
                label: ts('passkey.sign'),
                run: (deals: readonly FxDeal[]) => void signSelected(deals, passkey),
              },
            ]),
      ];

  const actions: RowAction<FxDeal>[] = [
    { id: 'view', flag: 'isView', label: t('actions.view'), run: (d) => navigate(openPath(d)) },
    { id: 'edit', flag: 'isEdit', label: t('actions.edit'), run: (d) => navigate(formPath(d, 'edit')) },
    { id: 'copy', flag: 'isCopy', label: t('actions.copy'), run: (d) => navigate(formPath(d, 'copy')) },
  ];

  return (
    <>
      <div className="cb-fx-head">
        <span />
        <ExportMenu title={t('title')} columns={columns} rows={list?.list} />
      </div>
      <PagedTable
        caption={t('title')}
        columns={columns}
        rows={list?.list}
        meta={list?._meta}
        loading={loading}
        rowKey={(d) => String(d.id)}
        query={query}
        onQuery={onQuery}
        actions={actions}
        bulkActions={bulkActions}
        testId="fx-table"
      />
      {message ? (
        <p role="alert" className="cb-field__error" data-testid="fx-bulk-error">
          {message}
        </p>
      ) : null}
      <SigningErrorDialog error={signerError} onClose={() => setSignerError(null)} />
    </>
  );
}
