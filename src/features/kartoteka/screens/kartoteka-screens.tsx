import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import type {
  KartotekaDocument,
  KartotekaSummaryRow,
  Reservation,
} from '../../../../contracts/api/kartoteka.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useMediaQuery, WIDE_QUERY } from '../../../lib/media-query.ts';
import { AsOf } from '../../../ui/as-of.tsx';
import { AccountNumber, Money } from '../../../ui/money.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { useKartotekaDocuments, useKartotekaSummary, useReservations } from '../api/kartoteka-api.ts';
import { filterFromSearch, searchOf, totalsByCurrency, type PageFilter } from '../kartoteka-filter.ts';
import '../../../ui/data-list.css';
import '../components/kartoteka.css';

const NEEDS = '/kartoteka/customer-needs';
const RESERVATIONS = '/kartoteka/customer-reservation';

function Totals({ totals, label }: { totals: ReturnType<typeof totalsByCurrency>; label: string }) {
  if (totals.length === 0) return null;
  return (
    <dl className="cb-kart-totals" data-testid="kartoteka-totals">
      {totals.map((total) => (
        <div key={total.currency}>
          <dt>
            {label} ({total.count})
          </dt>
          <dd>
            <Money value={total.total} currency={total.currency} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The account a page is narrowed to, with the way back to every account. */
function AccountFilter({ filter, path }: { filter: PageFilter; path: string }) {
  const { t } = useTranslation('accounts');
  if (filter.account === undefined) return null;
  return (
    <p className="cb-kart-filter" data-testid="kartoteka-account-filter">
      {t('kartoteka.forAccount')} <AccountNumber number={filter.account} />{' '}
      <Link to={`${path}${searchOf({ ...filter, account: undefined, mfo: undefined })}`}>
        {t('kartoteka.allAccounts')}
      </Link>
    </p>
  );
}

function SummaryFigures({ row }: { row: KartotekaSummaryRow }) {
  const { t } = useTranslation('accounts');
  return (
    <dl className="cb-data-fields">
      <div>
        <dt>{t('kartoteka.file1', { count: row.file1_count })}</dt>
        <dd>
          <Money value={row.file1_sum} currency={row.currency} />
        </dd>
      </div>
      <div>
        <dt>{t('kartoteka.file2', { count: row.file2_count })}</dt>
        <dd className={row.file2_count > 0 ? 'cb-kart-owed' : undefined}>
          <Money value={row.file2_sum} currency={row.currency} />
        </dd>
      </div>
      <div>
        <dt>{t('kartoteka.reserved', { count: row.reservations })}</dt>
        <dd>
          <Money value={row.reserved} currency={row.currency} />
        </dd>
      </div>
    </dl>
  );
}

function SummaryLinks({ row }: { row: KartotekaSummaryRow }) {
  const { t } = useTranslation('accounts');
  const search = searchOf({ account: row.account, mfo: row.mfo });
  return (
    <div className="cb-kart-actions">
      <Link
        className="cb-button cb-button--secondary"
        to={`${NEEDS}${search}`}
        data-testid="kartoteka-needs-link"
      >
        {t('kartoteka.needsTitle')}
      </Link>
      <Link
        className="cb-button cb-button--secondary"
        to={`${RESERVATIONS}${search}`}
        data-testid="kartoteka-reservations-link"
      >
        {t('kartoteka.reservationsTitle')}
      </Link>
    </div>
  );
}

/** /kartoteka — each account's card files 1 and 2 and its reservations (spec 2 §2). */
export function KartotekaScreen() {
  const { t } = useTranslation('accounts');
  const summary = useKartotekaSummary();
  const rows = summary.data?.data;
  return (
    <div className="cb-page" data-testid="kartoteka-summary">
      <h1>{t('kartoteka.title')}</h1>
      <p className="cb-kart-intro">{t('kartoteka.intro')}</p>
      <AsOf asOf={summary.data?.asOf} fetchedAt={summary.dataUpdatedAt} />
      <div className="cb-kart-actions">
        <Link className="cb-button" to={NEEDS}>
          {t('kartoteka.needsTitle')}
        </Link>
        <Link className="cb-button" to={RESERVATIONS}>
          {t('kartoteka.reservationsTitle')}
        </Link>
      </div>
      {summary.isPending ? (
        <SkeletonLines lines={4} />
      ) : !rows || rows.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="cb-data-cards cb-kart-grid">
          {rows.map((row) => (
            <li key={`${row.account}:${row.mfo}`} className="cb-data-card" data-testid="kartoteka-account">
              <div className="cb-data-card__head">
                <strong>{row.name}</strong>
                <AccountNumber number={row.account} />
              </div>
              <p className="cb-kart-muted">
                {row.organization_name} · {row.currency}
              </p>
              <SummaryFigures row={row} />
              <SummaryLinks row={row} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function DocumentCard({ doc }: { doc: KartotekaDocument }) {
  const { t } = useTranslation('accounts');
  return (
    <li className="cb-data-card" data-testid="kartoteka-document">
      <div className="cb-data-card__head">
        <strong>{doc.claimant_name}</strong>
        <span className="cb-kart-chip">{t('kartoteka.fileShort', { file: doc.file })}</span>
      </div>
      <p className="cb-kart-muted">
        {t('kartoteka.docLine', { number: doc.doc_number, date: formatDate(doc.doc_date) })} ·{' '}
        {t('kartoteka.priority', { priority: doc.priority })}
      </p>
      <p>{doc.purpose}</p>
      <dl className="cb-data-fields">
        <div>
          <dt>{t('kartoteka.amount')}</dt>
          <dd>
            <Money value={doc.amount} currency={doc.currency} />
          </dd>
        </div>
        <div>
          <dt>{t('kartoteka.paid')}</dt>
          <dd>
            <Money value={doc.paid} currency={doc.currency} />
          </dd>
        </div>
        <div>
          <dt>{t('kartoteka.remaining')}</dt>
          <dd className="cb-kart-owed" data-testid="kartoteka-remaining">
            <Money value={doc.remaining} currency={doc.currency} />
          </dd>
        </div>
      </dl>
      <p className="cb-kart-muted">
        {t('kartoteka.placedOn', { date: formatDate(doc.placed_on) })} ·{' '}
        <AccountNumber number={doc.account} />
      </p>
    </li>
  );
}

function DocumentTable({ docs }: { docs: readonly KartotekaDocument[] }) {
  const { t } = useTranslation('accounts');
  return (
    <div className="cb-kart-scroll">
      <table className="cb-data-table">
        <caption className="cb-visually-hidden">{t('kartoteka.needsTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('kartoteka.file')}</th>
            <th scope="col">{t('kartoteka.document')}</th>
            <th scope="col">{t('kartoteka.claimant')}</th>
            <th scope="col">{t('kartoteka.purpose')}</th>
            <th scope="col" className="cb-data-num">
              {t('kartoteka.amount')}
            </th>
            <th scope="col" className="cb-data-num">
              {t('kartoteka.remaining')}
            </th>
          </tr>
        </thead>
        <tbody>
          {docs.map((doc) => (
            <tr key={doc.id} data-testid="kartoteka-document">
              <td>
                {t('kartoteka.fileShort', { file: doc.file })}
                <br />
                <span className="cb-kart-muted">{t('kartoteka.priority', { priority: doc.priority })}</span>
              </td>
              <td>
                {t('kartoteka.docLine', { number: doc.doc_number, date: formatDate(doc.doc_date) })}
                <br />
                <span className="cb-kart-muted">
                  {t('kartoteka.placedOn', { date: formatDate(doc.placed_on) })}
                </span>
                <br />
                <span className="cb-kart-muted">
                  <AccountNumber number={doc.account} />
                </span>
              </td>
              <td>
                {doc.claimant_name}
                <br />
                <span className="cb-kart-muted">
                  {t('fields.inn')} {doc.claimant_inn}
                </span>
              </td>
              <td>{doc.purpose}</td>
              <td className="cb-data-num">
                <Money value={doc.amount} currency={doc.currency} />
                <br />
                <span className="cb-kart-muted">
                  {t('kartoteka.paid')} <Money value={doc.paid} currency={doc.currency} />
                </span>
              </td>
              <td className="cb-data-num cb-kart-owed" data-testid="kartoteka-remaining">
                <Money value={doc.remaining} currency={doc.currency} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /kartoteka/customer-needs — the demands in card files 1 and 2, by file and account (?file, ?account, ?mfo). */
export function KartotekaNeedsScreen() {
  const { t } = useTranslation('accounts');
  const wide = useMediaQuery(WIDE_QUERY);
  const [search] = useSearchParams();
  const filter = filterFromSearch(search);
  const documents = useKartotekaDocuments(filter, useLocation().pathname === NEEDS);
  const docs = documents.data?.data;
  const tabs: { file: PageFilter['file']; label: string }[] = [
    { file: undefined, label: t('kartoteka.allFiles') },
    { file: 1, label: t('kartoteka.fileName1') },
    { file: 2, label: t('kartoteka.fileName2') },
  ];
  return (
    <div className="cb-page" data-testid="kartoteka-needs">
      <p>
        <Link to="/kartoteka">{t('kartoteka.back')}</Link>
      </p>
      <h1>{t('kartoteka.needsTitle')}</h1>
      <nav className="cb-kart-tabs" aria-label={t('kartoteka.file')}>
        {tabs.map((tab) => (
          <Link
            key={tab.file ?? 0}
            to={`${NEEDS}${searchOf({ ...filter, file: tab.file })}`}
            className={tab.file === filter.file ? 'cb-kart-tab cb-kart-tab--on' : 'cb-kart-tab'}
            aria-current={tab.file === filter.file ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <p className="cb-kart-intro">
        {filter.file === 2
          ? t('kartoteka.file2Help')
          : filter.file === 1
            ? t('kartoteka.file1Help')
            : t('kartoteka.intro')}
      </p>
      <AccountFilter filter={filter} path={NEEDS} />
      <AsOf asOf={documents.data?.asOf} fetchedAt={documents.dataUpdatedAt} />
      {documents.isPending ? (
        <SkeletonLines lines={4} />
      ) : documents.isError ? (
        <EmptyState text={t('missing')} />
      ) : !docs || docs.length === 0 ? (
        <EmptyState text={t('kartoteka.noDocuments')} />
      ) : (
        <>
          {wide ? (
            <DocumentTable docs={docs} />
          ) : (
            <ul className="cb-data-cards">
              {docs.map((doc) => (
                <DocumentCard key={doc.id} doc={doc} />
              ))}
            </ul>
          )}
          <Totals
            label={t('kartoteka.remainingTotal')}
            totals={totalsByCurrency(
              docs,
              (d) => d.currency,
              (d) => d.remaining,
            )}
          />
        </>
      )}
    </div>
  );
}

function ReservationCard({ reservation: r }: { reservation: Reservation }) {
  const { t } = useTranslation('accounts');
  return (
    <li className="cb-data-card" data-testid="kartoteka-reservation">
      <div className="cb-data-card__head">
        <strong>{r.reason_name}</strong>
        <Money value={r.amount} currency={r.currency} />
      </div>
      <p>{r.purpose}</p>
      <p className="cb-kart-muted">
        {t('kartoteka.reservedOn', { date: formatDate(r.reserved_on) })} · {r.reference} ·{' '}
        <AccountNumber number={r.account} />
      </p>
    </li>
  );
}

/** /kartoteka/customer-reservation — amounts the bank holds on the accounts; their sum is "reserved". */
export function KartotekaReservationsScreen() {
  const { t } = useTranslation('accounts');
  const [search] = useSearchParams();
  const filter = filterFromSearch(search);
  const reservations = useReservations(filter, useLocation().pathname === RESERVATIONS);
  const rows = reservations.data?.data;
  return (
    <div className="cb-page" data-testid="kartoteka-reservations">
      <p>
        <Link to="/kartoteka">{t('kartoteka.back')}</Link>
      </p>
      <h1>{t('kartoteka.reservationsTitle')}</h1>
      <p className="cb-kart-intro">{t('kartoteka.reservationsHelp')}</p>
      <AccountFilter filter={filter} path={RESERVATIONS} />
      <AsOf asOf={reservations.data?.asOf} fetchedAt={reservations.dataUpdatedAt} />
      {reservations.isPending ? (
        <SkeletonLines lines={3} />
      ) : reservations.isError ? (
        <EmptyState text={t('missing')} />
      ) : !rows || rows.length === 0 ? (
        <EmptyState text={t('kartoteka.noReservations')} />
      ) : (
        <>
          <ul className="cb-data-cards cb-kart-grid">
            {rows.map((r) => (
              <ReservationCard key={r.id} reservation={r} />
            ))}
          </ul>
          <Totals
            label={t('kartoteka.reservedTotal')}
            totals={totalsByCurrency(
              rows,
              (r) => r.currency,
              (r) => r.amount,
            )}
          />
        </>
      )}
    </div>
  );
}
