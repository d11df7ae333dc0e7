import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  UZS_NAME_MAX,
  UZS_PREPARERS,
  type UzsPaymentSaveBody,
  type UzsTemplate,
} from '../../../../contracts/api/uzs-payment.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { ConfirmSheet } from '../../../ui/confirm-sheet.tsx';
import { formatMoney } from '../../../ui/format.ts';
import { PagedTable, type Column, type RowAction } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SearchBox } from '../../../ui/search-box.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useUzsAccounts } from '../../../lib/uzs/get-accounts.ts';
import { postTemplateCreate } from '../api/post-template-create.ts';
import { postTemplateDelete } from '../api/post-template-delete.ts';
import { useTemplateList } from '../api/post-template-list.ts';
import { showActionError } from '../components/payment-actions.tsx';
import { PaymentForm } from '../components/payment-form.tsx';
import { emptyValues } from '../payment-form-values.ts';
import '../../../ui/buttons.css';
import '../components/payments.css';
import { bankToday } from '../../../lib/dates.ts';

const FILTERS = ['text'] as const;

/** /shablon — the organisation's payment templates: use one to start a payment, or delete it. */
export function TemplatesScreen() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const language = currentLanguage();
  const { user } = useSession();
  const { query, update } = useTableQuery(FILTERS);
  const list = useTemplateList(query);
  const [deleting, setDeleting] = useState<UzsTemplate | null>(null);
  const [busy, setBusy] = useState(false);
  const columns = useMemo<Column<UzsTemplate>[]>(
    () => [
      { key: 'name', label: t('templates.name'), value: (r) => r.template_name, card: 'title' },
      { key: 'r_name', label: t('fields.recipient'), value: (r) => r.r_name, card: 'field' },
      {
        key: 'sum',
        label: t('fields.sum'),
        value: (r) => (r.sum ? formatMoney(r.sum, 'UZS', language) : ''),
        numeric: true,
        card: 'field',
      },
      { key: 'type', label: t('fields.typeName'), value: (r) => r.typeName },
      { key: 'description', label: t('fields.description'), value: (r) => r.description },
    ],
    [t, language],
  );
  const actions = useMemo<RowAction<UzsTemplate>[]>(
    () => [
      {
        id: 'use',
        flag: 'isUse',
        label: t('templates.use'),
        run: (r) => navigate(`/uzs-payments/add?template=${r.id}`),
      },
      {
        id: 'delete',
        flag: 'isDelete',
        label: t('actions.delete'),
        danger: true,
        run: (r) => setDeleting(r),
      },
    ],
    [t, navigate],
  );
  return (
    <div className="cb-page" data-testid="templates-screen">
      <div className="cb-pay-list__head">
        <h1>{t('templates.title')}</h1>
        {roleAllowed(user?.role ?? '', UZS_PREPARERS) ? (
          <Link to="/shablon/add" className="cb-button cb-button--primary" data-testid="template-create">
            {t('templates.create')}
          </Link>
        ) : null}
      </div>
      <SearchBox
        label={t('templates.search')}
        value={query.filters['text'] ?? ''}
        onSearch={(text) => update({ filters: { text } })}
        testId="templates-search"
      />
      <PagedTable
        caption={t('templates.title')}
        columns={columns}
        rows={list.data?.list}
        meta={list.data?._meta}
        loading={list.isFetching}
        rowKey={(r) => String(r.id)}
        query={query}
        onQuery={update}
        actions={actions}
        testId="templates-table"
      />
      <ConfirmSheet
        open={deleting !== null}
        title={t('templates.deleteTitle')}
        text={t('templates.deleteText', { name: deleting?.template_name ?? '' })}
        confirmLabel={t('actions.delete')}
        danger
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          setBusy(true);
          postTemplateDelete([deleting.id])
            .then(() => setDeleting(null))
            .catch((error: unknown) => showActionError(error, t('errors.refused')))
            .finally(() => setBusy(false));
        }}
      />
    </div>
  );
}

/** /shablon/add — a template from scratch (the payment form's fields, the amount optional). */
export function TemplateAddScreen() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const accounts = useUzsAccounts();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const reference = useMemo(() => crypto.randomUUID(), []);
  const save = async (body: UzsPaymentSaveBody) => {
    if (name.trim() === '') {
      setNameError(t('errors.required'));
      return () => undefined;
    }
    const { id: _id, client_reference: _ref, number: _number, date: _date, ...payment } = body;
    await postTemplateCreate({ template_name: name.trim(), payment });
    return () => navigate('/shablon', { replace: true });
  };
  return (
    <div className="cb-page">
      <h1>{t('templates.create')}</h1>
      <TextField
        label={t('templates.name')}
        value={name}
        required
        maxLength={UZS_NAME_MAX}
        error={nameError}
        testId="template-name-field"
        onChange={(value) => {
          setName(value);
          setNameError(null);
        }}
      />
      <PaymentForm
        id={null}
        initial={{ ...emptyValues(reference), number: '1', date: bankToday() }}
        draftId="uzs-template-draft:new"
        accounts={accounts.data ?? []}
        mustSignB={false}
        canApprove={false}
        onSave={save}
      />
      <p>
        <Link to="/shablon">{t('actions.back')}</Link>
      </p>
    </div>
  );
}
