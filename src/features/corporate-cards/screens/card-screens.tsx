import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { canOpen } from '../../../../contracts/access.ts';
import {
  CARD_BANK_VIEWERS,
  CARD_PREPARERS,
  type CardOrder,
} from '../../../../contracts/api/corporate-cards.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { UI_ROUTES } from '../../../../contracts/ui-routes.ts';
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
  createCardOrder,
  deleteCardOrder,
  refreshCards,
  sendCardOrder,
  signCardOrder,
  signCardOrderPasskey,
  statusFilterOf,
  updateCardOrder,
  useCardList,
  useCardLogs,
  useCardStatuses,
  useCardView,
  useIssuedCards,
} from '../api/card-api.ts';
import { CLIENT_PATHS, CORPORATE_PATHS, idParam, ISSUED_CARDS_PATH, type CardPaths } from '../card-paths.ts';
import { CardDocument, cardTone } from '../components/card-document.tsx';
import { CardForm, EMPTY_CARD_VALUES, type CardFormValues } from '../components/card-form.tsx';
import { CardTable } from '../components/card-table.tsx';
import '../../../ui/buttons.css';
import '../../../ui/fields.css';
import '../components/corporate-cards.css';

function useCardRole() {
  const { user } = useSession();
  const role = user?.role ?? '';
  const issuedRoute = UI_ROUTES.find((r) => r.path === ISSUED_CARDS_PATH);
  return {
    preparer: roleAllowed(role, CARD_PREPARERS),
    bank: roleAllowed(role, CARD_BANK_VIEWERS),
    seesIssued:
      user !== null && user !== undefined && issuedRoute !== undefined && canOpen(issuedRoute, user),
  };
}

function valuesOf(order: CardOrder): CardFormValues {
  return {
    account: order.account,
    product_code: order.product_code,
    holder_name: order.holder_name,
    embossed_name: order.embossed_name,
    phone: order.phone,
  };
}

function CardListPage({ paths }: { paths: CardPaths }) {
  const { t } = useTranslation('corporateCards');
  const { preparer, bank, seesIssued } = useCardRole();
  const { query, update } = useTableQuery(['status_id']);
  const filter = statusFilterOf(query.filters);
  const list = useCardList(query);
  const statuses = useCardStatuses();
  const filtered = filter.status_id !== undefined;
  const empty = list.isSuccess && list.data.data.list.length === 0;
  return (
    <div className="cb-page" data-testid="card-order-list">
      <div className="cb-cc-head">
        <h1>{paths.family === 'client' ? t('clientTitle') : t('title')}</h1>
        <div className="cb-cc-actions">
          {seesIssued ? (
            <Link
              to={ISSUED_CARDS_PATH}
              className="cb-button cb-button--secondary"
              data-testid="card-order-issued"
            >
              {t('issued.link')}
            </Link>
          ) : null}
          {preparer ? (
            <Link to={paths.create} className="cb-button cb-button--primary" data-testid="card-order-create">
              {t('create')}
            </Link>
          ) : null}
        </div>
      </div>
      {bank ? <p className="cb-muted">{t('bankIntro')}</p> : null}
      <div className="cb-cc-filters">
        <SelectField
          id="card-order-filter-status"
          testId="card-order-filter-status"
          label={t('filters.status')}
          emptyLabel={t('filters.all')}
          value={filter.status_id === undefined ? '' : String(filter.status_id)}
          options={(statuses.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          onChange={(status_id) => update({ filters: { status_id } })}
        />
      </div>
      <AsOf asOf={list.data?.asOf} fetchedAt={list.dataUpdatedAt} testId="card-order-as-of" />
      {empty ? (
        <EmptyState
          text={filtered ? t('emptyFiltered') : t('empty')}
          {...(filtered
            ? { action: { label: t('resetFilters'), run: () => update({ filters: { status_id: '' } }) } }
            : {})}
        />
      ) : (
        <CardTable
          list={list.data?.data}
          loading={list.isFetching}
          query={query}
          onQuery={update}
          paths={paths}
          showOrganization={bank}
        />
      )}
    </div>
  );
}

/** /order-corporate-card and /order-corporate-card/list — the orders (bank staff: every organisation's). */
export function CorporateCardListScreen() {
  return <CardListPage paths={CORPORATE_PATHS} />;
}

/** /card-order — the client roles' card orders. */
export function CardOrderListScreen() {
  return <CardListPage paths={CLIENT_PATHS} />;
}

function CardCreatePage({ paths }: { paths: CardPaths }) {
  const { t } = useTranslation('corporateCards');
  const navigate = useNavigate();
  const [clientReference] = useState(() => crypto.randomUUID());
  const { preparer } = useCardRole();
  return (
    <div className="cb-page">
      <h1>{t('form.createTitle')}</h1>
      {!preparer ? (
        <EmptyState text={t('form.notAllowed')} />
      ) : (
        <CardForm
          initial={EMPTY_CARD_VALUES}
          draftKey={`card-order-draft:new:${paths.family}`}
          onSave={async (values) => {
            const result = await createCardOrder({ client_reference: clientReference, ...values });
            navigate(result.kind === 'done' ? paths.view(result.data.id) : '/outbox', { replace: true });
          }}
        />
      )}
      <p>
        <Link to={paths.list}>{t('actions.back')}</Link>
      </p>
    </div>
  );
}

export function CorporateCardCreateScreen() {
  return <CardCreatePage paths={CORPORATE_PATHS} />;
}

export function CardOrderCreateScreen() {
  return <CardCreatePage paths={CLIENT_PATHS} />;
}

function CardEditForm({ id, paths }: { id: number; paths: CardPaths }) {
  const { t } = useTranslation('corporateCards');
  const navigate = useNavigate();
  const view = useCardView(id);
  const current = view.data?.data;
  return (
    <div className="cb-page">
      <h1>{t('form.editTitle')}</h1>
      {view.isPending && view.fetchStatus !== 'idle' ? (
        <SkeletonLines lines={6} />
      ) : !current ? (
        <EmptyState text={t('detail.missing')} />
      ) : !current.isUpdate ? (
        <p data-testid="card-order-not-editable">{t('form.notEditable')}</p>
      ) : (
        <CardForm
          key={`${current.id}-${current.version}`}
          initial={valuesOf(current)}
          draftKey={`card-order-draft:edit:${current.id}`}
          onSave={async (values) => {
            const result = await updateCardOrder({ id, ...values }, current.version);
            navigate(result.kind === 'done' ? paths.view(id) : '/outbox', { replace: true });
          }}
        />
      )}
      <p>
        <Link to={paths.view(id)}>{t('actions.back')}</Link>
      </p>
    </div>
  );
}

/** /order-corporate-card/update/:id — an edit on the version shown (If-Match); it voids a signature. */
export function CorporateCardUpdateScreen() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={CORPORATE_PATHS.list} replace />;
  return <CardEditForm id={id} paths={CORPORATE_PATHS} />;
}

type Note = { readonly text: string; readonly testId: string } | null;

function CardActions({
  order,
  paths,
  onNote,
}: {
  order: CardOrder;
  paths: CardPaths;
  onNote: (note: Note) => void;
}) {
  const { t } = useTranslation('corporateCards');
  const { t: ts } = useTranslation('signing');
  const navigate = useNavigate();
  const online = useOnline();
  const passkey = usePasskeySigner();
  const [confirming, setConfirming] = useState(false);

  const { busy, signerError, closeSignerError, run, outcome } = useDocumentActions({
    noteTestId: 'card-order-note',
    texts: {
      signFailed: t('detail.signFailed'),
      passkeyCancelled: ts('passkey.cancelled'),
      changed: t('detail.changed'),
      refused: t('form.refused'),
      queued: t('detail.queued'),
    },
    onNote,
    refresh: refreshCards,
  });

  const buttons = [
    order.isSign ? (
      <button
        key="sign"
        type="button"
        className="cb-button cb-button--primary"
        disabled={busy}
        data-testid="card-order-sign"
        onClick={() => void run(async () => outcome((await signCardOrder(order)).kind, t('detail.signed')))}
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
        data-testid="card-order-sign-passkey"
        onClick={() =>
          void run(async () => outcome((await signCardOrderPasskey(order, passkey)).kind, t('detail.signed')))
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
        data-testid="card-order-send"
        onClick={() => void run(async () => outcome((await sendCardOrder(order)).kind, t('detail.sent')))}
      >
        {t('actions.send')}
      </button>
    ) : null,
    order.isUpdate ? (
      <Link
        key="edit"
        to={paths.edit(order.id)}
        className="cb-button cb-button--secondary"
        data-testid="card-order-edit"
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
        data-testid="card-order-delete"
        onClick={() => setConfirming(true)}
      >
        {t('actions.delete')}
      </button>
    ) : null,
  ].filter((b) => b !== null);
  if (buttons.length === 0) return null;
  return (
    <>
      <div className="cb-cc-actions cb-cc-sticky" data-testid="card-order-actions">
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
            await deleteCardOrder(order);
            setConfirming(false);
            navigate(paths.list, { replace: true });
            return null;
          })
        }
      />
      <SigningErrorDialog error={signerError} onClose={closeSignerError} />
    </>
  );
}

function CardLog({ id }: { id: number }) {
  const { t } = useTranslation('corporateCards');
  const logs = useCardLogs(id);
  const steps: TimelineStep[] = (logs.data?.data ?? []).map((entry) => ({
    key: String(entry.id),
    title: entry.actionName,
    time: formatDateTime(entry.at),
    lines: [entry.user, entry.statusName].filter((line): line is string => line !== null),
    tone: cardTone(entry.status_id),
  }));
  return (
    <section>
      <h2>{t('detail.log')}</h2>
      {logs.isPending && logs.fetchStatus !== 'idle' ? <SkeletonLines lines={3} /> : null}
      <Timeline steps={steps} testId="card-order-log" />
    </section>
  );
}

function CardDetail({ id, paths }: { id: number; paths: CardPaths }) {
  const { t } = useTranslation('corporateCards');
  const view = useCardView(id);
  const order = view.data?.data;
  const [note, setNote] = useState<Note>(null);
  return (
    <div className="cb-page" data-testid="card-order-detail">
      <AsOf asOf={view.data?.asOf} fetchedAt={view.dataUpdatedAt} testId="card-order-detail-as-of" />
      {view.isPending && view.fetchStatus !== 'idle' ? (
        <SkeletonLines lines={8} />
      ) : !order ? (
        <EmptyState text={t('detail.missing')} />
      ) : (
        <>
          <CardDocument order={order} />
          {note ? (
            <p className="cb-cc-note" role="status" data-testid={note.testId}>
              {note.text}
            </p>
          ) : null}
          <CardActions
            key={`${order.id}-${order.version}-${order.status_id}`}
            order={order}
            paths={paths}
            onNote={setNote}
          />
          <CardLog id={order.id} />
        </>
      )}
      <p>
        <Link to={paths.list}>{t('actions.back')}</Link>
      </p>
    </div>
  );
}

/** /order-corporate-card/view/:id — the order, its actions and its log. */
export function CorporateCardViewScreen() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={CORPORATE_PATHS.list} replace />;
  return <CardDetail id={id} paths={CORPORATE_PATHS} />;
}

/**
 * /card-order/edit?id= — the order with its actions; `&form=1` its edit form. Without a usable id
 * it goes to /card-order.
 */
export function CardOrderEditScreen() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  if (id === null) return <Navigate to={CLIENT_PATHS.list} replace />;
  return params.get('form') === '1' ? (
    <CardEditForm id={id} paths={CLIENT_PATHS} />
  ) : (
    <CardDetail id={id} paths={CLIENT_PATHS} />
  );
}

/** /card-order/cards — the organisation's issued corporate cards, masked. */
export function IssuedCardsScreen() {
  const { t } = useTranslation('corporateCards');
  const cards = useIssuedCards();
  const rows = cards.data?.data ?? [];
  return (
    <div className="cb-page" data-testid="issued-cards">
      <h1>{t('issued.title')}</h1>
      <AsOf asOf={cards.data?.asOf} fetchedAt={cards.dataUpdatedAt} testId="issued-cards-as-of" />
      {cards.isPending && cards.fetchStatus !== 'idle' ? (
        <SkeletonLines lines={6} />
      ) : rows.length === 0 ? (
        <EmptyState text={t('issued.empty')} />
      ) : (
        <ul className="cb-cc-cards" data-testid="issued-cards-list">
          {rows.map((c) => (
            <li key={c.order_id} className="cb-cc-card" data-testid="issued-card">
              <p className="cb-cc-card-number">{c.card_number}</p>
              <p className="cb-cc-card-name">{c.embossed_name}</p>
              <p className="cb-muted">
                {c.product_name} · {c.currency} · {t('issued.expiry', { expiry: c.card_expiry })}
              </p>
              <p className="cb-muted">
                {c.holder_name} · {c.account}
              </p>
              <Link to={CLIENT_PATHS.view(c.order_id)}>{t('issued.order')}</Link>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={CLIENT_PATHS.list}>{t('actions.back')}</Link>
      </p>
    </div>
  );
}
