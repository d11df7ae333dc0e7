import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { ACCOUNT_ORDER_PREPARERS, type AccountOrder } from '../../../../contracts/api/online-order.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { usePasskeySigner } from '../../../lib/passkey-signing.ts';
import { useSession } from '../../../lib/session.ts';
import { useOnline } from '../../../offline/online.ts';
import { AsOf } from '../../../ui/as-of.tsx';
import { ConfirmSheet } from '../../../ui/confirm-sheet.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { useDocumentActions } from '../../../ui/document-actions.ts';
import { SigningErrorDialog } from '../../../ui/signing-error-dialog.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { Timeline, type TimelineStep } from '../../../ui/timeline.tsx';
import {
  accountOrderPath,
  createAccountOrder,
  deleteAccountOrder,
  editAccountOrder,
  refreshAccountOrders,
  sendAccountOrder,
  signAccountOrder,
  signAccountOrderPasskey,
  statusFilterOf,
  useAccountOrderList,
  useAccountOrderLogs,
  useAccountOrderStatuses,
  useAccountOrderView,
} from '../api/account-order-api.ts';
import { AccountOrderDocument, accountOrderTone } from '../components/account-order-document.tsx';
import { AccountOrderForm, EMPTY_ACCOUNT_ORDER } from '../components/account-order-form.tsx';
import { AccountOrderTable } from '../components/account-order-table.tsx';
import '../../../ui/buttons.css';
import '../../../ui/fields.css';
import '../components/online-order.css';

const LIST = '/online-order/account';

/** /online-order — redirects to the account orders (spec 2 §2). */
export function OnlineOrderRedirect() {
  return <Navigate to={LIST} replace />;
}

/** /online-order/account — the organisation's applications for additional accounts. */
export function AccountOrderListScreen() {
  const { t } = useTranslation('onlineOrder');
  const { user } = useSession();
  const { query, update } = useTableQuery(['status_id']);
  const filter = statusFilterOf(query.filters);
  const list = useAccountOrderList(query);
  const statuses = useAccountOrderStatuses();
  const preparer = roleAllowed(user?.role ?? '', ACCOUNT_ORDER_PREPARERS);
  const filtered = filter.status_id !== undefined;
  const empty = list.isSuccess && list.data.data.list.length === 0;
  return (
    <div className="cb-page" data-testid="account-order-list">
      <div className="cb-oo-head">
        <h1>{t('title')}</h1>
        {preparer ? (
          <Link
            to={`${LIST}/add`}
            className="cb-button cb-button--primary"
            data-testid="account-order-create"
          >
            {t('create')}
          </Link>
        ) : null}
      </div>
      <p className="cb-muted">{t('intro')}</p>
      <div className="cb-oo-filters">
        <SelectField
          id="account-order-filter-status"
          testId="account-order-filter-status"
          label={t('filters.status')}
          emptyLabel={t('filters.all')}
          value={filter.status_id === undefined ? '' : String(filter.status_id)}
          options={(statuses.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          onChange={(status_id) => update({ filters: { status_id } })}
        />
      </div>
      <AsOf asOf={list.data?.asOf} fetchedAt={list.dataUpdatedAt} testId="account-order-as-of" />
      {empty ? (
        <EmptyState
          text={filtered ? t('emptyFiltered') : t('empty')}
          {...(filtered
            ? { action: { label: t('resetFilters'), run: () => update({ filters: { status_id: '' } }) } }
            : {})}
        />
      ) : (
        <AccountOrderTable list={list.data?.data} loading={list.isFetching} query={query} onQuery={update} />
      )}
    </div>
  );
}

/** /online-order/account/add — a new order; its page when the bank answers, else the outbox. */
export function AccountOrderAddScreen() {
  const { t } = useTranslation('onlineOrder');
  const navigate = useNavigate();
  const [clientReference] = useState(() => crypto.randomUUID());
  const { user } = useSession();
  const preparer = roleAllowed(user?.role ?? '', ACCOUNT_ORDER_PREPARERS);
  return (
    <div className="cb-page">
      <h1>{t('form.createTitle')}</h1>
      {!preparer ? (
        <EmptyState text={t('form.notAllowed')} />
      ) : (
        <AccountOrderForm
          initial={EMPTY_ACCOUNT_ORDER}
          draftKey="account-order-draft:new"
          onSave={async (values) => {
            const result = await createAccountOrder({ client_reference: clientReference, ...values });
            navigate(result.kind === 'done' ? accountOrderPath(result.data.id) : '/outbox', {
              replace: true,
            });
          }}
        />
      )}
      <p>
        <Link to={LIST}>{t('actions.back')}</Link>
      </p>
    </div>
  );
}

/** /online-order/account/:id/edit — an edit on the version shown (If-Match); it voids a signature. */
export function AccountOrderEditScreen() {
  const { t } = useTranslation('onlineOrder');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const view = useAccountOrderView(id);
  const current = view.data?.data;
  return (
    <div className="cb-page">
      <h1>{t('form.editTitle')}</h1>
      {view.isPending && view.fetchStatus !== 'idle' ? (
        <SkeletonLines lines={5} />
      ) : !current ? (
        <EmptyState text={t('detail.missing')} />
      ) : !current.isEdit ? (
        <p data-testid="account-order-not-editable">{t('form.notEditable')}</p>
      ) : (
        <AccountOrderForm
          key={`${current.id}-${current.version}`}
          initial={{
            account_type: current.account_type,
            currency: current.currency,
            purpose: current.purpose,
          }}
          draftKey={`account-order-draft:edit:${current.id}`}
          onSave={async (values) => {
            const result = await editAccountOrder({ id, ...values }, current.version);
            navigate(result.kind === 'done' ? accountOrderPath(id) : '/outbox', { replace: true });
          }}
        />
      )}
      <p>
        <Link to={Number.isInteger(id) && id > 0 ? accountOrderPath(id) : LIST}>{t('actions.back')}</Link>
      </p>
    </div>
  );
}

type Note = { readonly text: string; readonly testId: string } | null;

function AccountOrderActions({ order, onNote }: { order: AccountOrder; onNote: (note: Note) => void }) {
  const { t } = useTranslation('onlineOrder');
  const { t: ts } = useTranslation('signing');
  const navigate = useNavigate();
  const online = useOnline();
  const passkey = usePasskeySigner();
  const [confirming, setConfirming] = useState(false);

  const { busy, signerError, closeSignerError, run, outcome } = useDocumentActions({
    noteTestId: 'account-order-note',
    texts: {
      signFailed: t('detail.signFailed'),
      passkeyCancelled: ts('passkey.cancelled'),
      changed: t('detail.changed'),
      refused: t('form.refused'),
      queued: t('detail.queued'),
    },
    onNote,
    refresh: refreshAccountOrders,
  });

  const buttons = [
    order.isSign ? (
      <button
        key="sign"
        type="button"
        className="cb-button cb-button--primary"
        disabled={busy}
        data-testid="account-order-sign"
        onClick={() =>
          void run(async () => outcome((await signAccountOrder(order)).kind, t('detail.signed')))
        }
      >
        {t('actions.sign')}
      </button>
    ) : null,
    order.isSign && passkey !== null ? (
      <button
        key="sign-passkey"
        type="button"
        className="cb-button cb-button--secondary"
        disabled={busy}
        data-testid="account-order-sign-passkey"
        onClick={() =>
          void run(async () =>
            outcome((await signAccountOrderPasskey(order, passkey)).kind, t('detail.signed')),
          )
        }
      >
        {ts('passkey.sign')}
      </button>
    ) : null,
    order.isSend ? (
      <button
        key="send"
        type="button"
        className="cb-button cb-button--primary"
        disabled={busy}
        data-testid="account-order-send"
        onClick={() => void run(async () => outcome((await sendAccountOrder(order)).kind, t('detail.sent')))}
      >
        {t('actions.send')}
      </button>
    ) : null,
    order.isEdit ? (
      <Link
        key="edit"
        to={`/online-order/account/${order.id}/edit`}
        className="cb-button cb-button--secondary"
        data-testid="account-order-edit"
      >
        {t('actions.edit')}
      </Link>
    ) : null,
    order.isDelete ? (
      <button
        key="delete"
        type="button"
        className="cb-button cb-button--secondary"
        disabled={busy || !online}
        title={online ? undefined : t('detail.offlineAction')}
        data-testid="account-order-delete"
        onClick={() => setConfirming(true)}
      >
        {t('actions.delete')}
      </button>
    ) : null,
  ].filter((b) => b !== null);
  if (buttons.length === 0) return null;
  return (
    <>
      <div className="cb-oo-actions cb-oo-sticky" data-testid="account-order-actions">
        {buttons}
      </div>
      <ConfirmSheet
        open={confirming}
        title={t('actions.delete')}
        text={t('actions.confirmDelete')}
        confirmLabel={t('actions.delete')}
        danger
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void run(async () => {
            await deleteAccountOrder(order);
            setConfirming(false);
            navigate(LIST, { replace: true });
            return null;
          })
        }
      />
      <SigningErrorDialog error={signerError} onClose={closeSignerError} />
    </>
  );
}

function AccountOrderLog({ id }: { id: number }) {
  const { t } = useTranslation('onlineOrder');
  const logs = useAccountOrderLogs(id);
  const steps: TimelineStep[] = (logs.data?.data ?? []).map((entry) => ({
    key: String(entry.id),
    title: entry.actionName,
    time: formatDateTime(entry.at),
    lines: [entry.user, entry.statusName].filter((line): line is string => line !== null),
    tone: accountOrderTone(entry.status_id),
  }));
  return (
    <section>
      <h2>{t('detail.log')}</h2>
      {logs.isPending && logs.fetchStatus !== 'idle' ? <SkeletonLines lines={3} /> : null}
      <Timeline steps={steps} testId="account-order-log" />
    </section>
  );
}

/** /online-order/account/:id — the order, its actions (sign, send, edit, delete) and its log. */
export function AccountOrderDetailScreen() {
  const { t } = useTranslation('onlineOrder');
  const id = Number(useParams().id);
  const view = useAccountOrderView(id);
  const order = view.data?.data;
  const [note, setNote] = useState<Note>(null);
  return (
    <div className="cb-page" data-testid="account-order-detail">
      <AsOf asOf={view.data?.asOf} fetchedAt={view.dataUpdatedAt} testId="account-order-detail-as-of" />
      {view.isPending && view.fetchStatus !== 'idle' ? (
        <SkeletonLines lines={8} />
      ) : !order ? (
        <EmptyState text={t('detail.missing')} />
      ) : (
        <>
          <AccountOrderDocument order={order} />
          {order.account_number !== null ? (
            <p>
              <Link to="/accounts" data-testid="account-order-accounts">
                {t('detail.toAccounts')}
              </Link>
            </p>
          ) : null}
          {note ? (
            <p className="cb-oo-note" role="status" data-testid={note.testId}>
              {note.text}
            </p>
          ) : null}
          <AccountOrderActions
            key={`${order.id}-${order.version}-${order.status_id}`}
            order={order}
            onNote={setNote}
          />
          <AccountOrderLog id={order.id} />
        </>
      )}
      <p>
        <Link to={LIST}>{t('actions.back')}</Link>
      </p>
    </div>
  );
}
