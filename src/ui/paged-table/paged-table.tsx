import { IonActionSheet } from '@ionic/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageMeta } from '../../../contracts/envelope.ts';
import { useMediaQuery, WIDE_QUERY } from '../../lib/media-query.ts';
import { EmptyState } from '../empty-state.tsx';
import { SkeletonLines } from '../skeleton-lines.tsx';
import {
  allowedActions,
  bulkEnabled,
  mainBulkAction,
  nextSort,
  pageWindow,
  rowWindow,
  VIRTUAL_THRESHOLD,
  type FlagGated,
  type TableQuery,
} from './table-logic.ts';
import '../buttons.css';
import './paged-table.css';

export interface Column<R> {
  readonly key: string;
  readonly label: string;
  /** Plain text of the cell: what exports carry and what cards show when there is no render. */
  readonly value: (row: R) => string;
  readonly render?: (row: R) => ReactNode;
  /** The server's sort field; the header becomes a sort button. */
  readonly sortField?: string;
  /** Right-aligned with tabular digits (amounts). */
  readonly numeric?: boolean;
  /** On phone cards: the title line, a listed field, or left out (the default). */
  readonly card?: 'title' | 'field';
}

export interface RowAction<R> extends FlagGated {
  readonly id: string;
  readonly label: string;
  readonly run: (row: R) => void;
  readonly danger?: boolean;
}

export interface BulkAction<R> extends FlagGated {
  readonly id: string;
  readonly label: string;
  readonly run: (rows: readonly R[]) => void;
  /** A main action: on a phone the selection bar's button (table-logic `mainBulkAction`). */
  readonly primary?: boolean;
}

export interface PagedTableProps<R> {
  readonly caption: string;
  readonly columns: readonly Column<R>[];
  readonly rows: readonly R[] | undefined;
  readonly meta: PageMeta | undefined;
  readonly loading: boolean;
  readonly rowKey: (row: R) => string;
  readonly query: TableQuery;
  readonly onQuery: (change: Partial<TableQuery>) => void;
  readonly actions?: readonly RowAction<R>[];
  readonly bulkActions?: readonly BulkAction<R>[];
  /** What the selection amounts to ("3 · 12 500 000.00 UZS"), for the phone's selection bar. */
  readonly selectionSummary?: (rows: readonly R[]) => string;
  readonly testId?: string;
}

/** Row height of a windowed page (CSS keeps windowed rows to it). */
const ROW_HEIGHT = 48;

function Pager({ meta, onPage }: { meta: PageMeta; onPage: (page: number) => void }) {
  const { t } = useTranslation('kit');
  if (meta.pageCount <= 1) return null;
  const current = meta.currentPage;
  return (
    <nav className="cb-pager" aria-label={t('table.pages')} data-testid="pager">
      <button
        type="button"
        className="cb-pager__link"
        disabled={current <= 1}
        aria-label={t('table.previous')}
        onClick={() => onPage(current - 1)}
      >
        ‹
      </button>
      {pageWindow(current, meta.pageCount).map((page) => (
        <button
          key={page}
          type="button"
          className={page === current ? 'cb-pager__link cb-pager__link--current' : 'cb-pager__link'}
          aria-current={page === current ? 'page' : undefined}
          aria-label={t('table.page', { page })}
          onClick={() => onPage(page)}
        >
          {page}
        </button>
      ))}
      <button
        type="button"
        className="cb-pager__link"
        disabled={current >= meta.pageCount}
        aria-label={t('table.next')}
        onClick={() => onPage(current + 1)}
      >
        ›
      </button>
    </nav>
  );
}

function SortHeader<R extends object>({
  column,
  sort,
  onSort,
}: {
  column: Column<R>;
  sort: string | null;
  onSort: (sort: string) => void;
}) {
  const { t } = useTranslation('kit');
  const field = column.sortField;
  if (!field) return <>{column.label}</>;
  const direction = sort === field ? 'ascending' : sort === `-${field}` ? 'descending' : null;
  return (
    <button
      type="button"
      className="cb-table__sort"
      aria-label={t('table.sortBy', { column: column.label })}
      onClick={() => onSort(nextSort(sort, field))}
    >
      {column.label}
      <span aria-hidden="true">
        {direction === 'ascending' ? ' ▲' : direction === 'descending' ? ' ▼' : ''}
      </span>
      {direction ? (
        <span className="cb-visually-hidden">
          {' '}
          ({direction === 'ascending' ? t('table.sortAscending') : t('table.sortDescending')})
        </span>
      ) : null}
    </button>
  );
}

/**
 * A phone's selection bar (issue 17 point 6), kept at the bottom of the screen while the list
 * scrolls: what is selected, the main action as one button, the others in an action sheet (only
 * those the whole selection allows). Eight wrapped buttons fell off a 375 px screen.
 */
function PhoneBulkBar<R>({
  rows,
  actions,
  summary,
}: {
  rows: readonly R[];
  actions: readonly BulkAction<R>[];
  summary: string | null;
}) {
  const { t } = useTranslation('kit');
  const [more, setMore] = useState(false);
  const main = mainBulkAction(rows as readonly object[], actions);
  const mainEnabled = main !== undefined && bulkEnabled(rows as readonly object[], main.flag);
  const rest = actions.filter(
    (action) => action !== main && bulkEnabled(rows as readonly object[], action.flag),
  );
  return (
    <div
      className="cb-bulk cb-bulk--phone"
      role="toolbar"
      aria-label={t('table.actions')}
      data-testid="bulk-bar"
    >
      <p className="cb-bulk__summary" data-testid="bulk-summary">
        {summary ?? t('table.selected', { count: rows.length })}
        {main !== undefined && !mainEnabled ? (
          <span className="cb-bulk__reason"> · {t('table.notAll', { action: main.label })}</span>
        ) : null}
      </p>
      <div className="cb-bulk__buttons">
        {main ? (
          <button
            type="button"
            className="cb-button cb-button--primary"
            disabled={!mainEnabled}
            data-testid={`bulk-${main.id}`}
            onClick={() => main.run(rows)}
          >
            {main.label}
          </button>
        ) : null}
        {rest.length > 0 ? (
          <button
            type="button"
            className="cb-button cb-button--secondary"
            aria-haspopup="dialog"
            data-testid="bulk-more"
            onClick={() => setMore(true)}
          >
            {t('table.more')}
          </button>
        ) : null}
      </div>
      <IonActionSheet
        isOpen={more}
        header={t('table.actions')}
        onDidDismiss={() => setMore(false)}
        buttons={[
          ...rest.map((action) => ({
            text: action.label,
            htmlAttributes: { 'data-testid': `sheet-bulk-${action.id}` },
            handler: () => action.run(rows),
          })),
          { text: t('table.cancel'), role: 'cancel' },
        ]}
      />
    </div>
  );
}

/**
 * The paged list of the kit: server paging (`_meta`), page links, sort and filters in the URL
 * (the caller passes `useTableQuery`), skeletons while loading, "Нет данных" when empty. Row actions
 * and bulk actions come from the server's per-row flags. From 960 px a table with a sticky header;
 * below, cards with the key fields and an action sheet.
 */
export function PagedTable<R extends object>(props: PagedTableProps<R>) {
  const { t } = useTranslation('kit');
  const wide = useMediaQuery(WIDE_QUERY);
  const { rows, rowKey, actions = [], bulkActions = [] } = props;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [sheetFor, setSheetFor] = useState<R | null>(null);
  const [seenRows, setSeenRows] = useState(rows);
  if (rows !== seenRows) {
    // A new page or filter: a selection never spans rows the user no longer sees.
    setSeenRows(rows);
    setSelected(new Set());
  }
  const selectedRows = useMemo(
    () => (rows ?? []).filter((row) => selected.has(rowKey(row))),
    [rows, selected, rowKey],
  );

  const toggle = (key: string) => {
    const next = new Set(selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setSelected(next);
  };

  let body: ReactNode;
  if (props.loading && !rows) {
    body = <SkeletonLines lines={6} />;
  } else if (!rows || rows.length === 0) {
    // Nothing matches the filters: offer to clear them rather than leave a dead end (issue 17 point 13).
    const filtered = Object.keys(props.query.filters);
    body =
      filtered.length === 0 ? (
        <EmptyState />
      ) : (
        <EmptyState
          text={t('table.noMatch')}
          action={{
            label: t('table.resetFilters'),
            testId: 'table-reset-filters',
            run: () => props.onQuery({ filters: Object.fromEntries(filtered.map((name) => [name, ''])) }),
          }}
        />
      );
  } else if (wide) {
    body = (
      <DesktopTable {...props} rows={rows} selected={selected} toggle={toggle} setSelected={setSelected} />
    );
  } else {
    body = (
      <ul className="cb-cards" data-testid={props.testId ? `${props.testId}-cards` : undefined}>
        {rows.map((row) => {
          const key = rowKey(row);
          const rowActions = allowedActions(row, actions);
          const title = props.columns.find((c) => c.card === 'title');
          return (
            <li key={key} className="cb-card" data-testid="table-row">
              {bulkActions.length > 0 ? (
                <label className="cb-card__select">
                  <input type="checkbox" checked={selected.has(key)} onChange={() => toggle(key)} />
                  <span className="cb-visually-hidden">{t('table.selectRow')}</span>
                </label>
              ) : null}
              <div className="cb-card__body">
                {title ? (
                  <strong className="cb-card__title">{title.render?.(row) ?? title.value(row)}</strong>
                ) : null}
                <dl className="cb-card__fields">
                  {props.columns
                    .filter((c) => c.card === 'field')
                    .map((c) => (
                      <div key={c.key} className={c.numeric ? 'cb-card__field cb-num' : 'cb-card__field'}>
                        <dt>{c.label}</dt>
                        <dd>{c.render?.(row) ?? c.value(row)}</dd>
                      </div>
                    ))}
                </dl>
              </div>
              {rowActions.length > 0 ? (
                <button
                  type="button"
                  className="cb-card__more"
                  aria-label={t('table.rowActions')}
                  aria-haspopup="dialog"
                  data-testid="row-actions"
                  onClick={() => setSheetFor(row)}
                >
                  ⋮
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    );
  }

  const selecting = bulkActions.length > 0 && selectedRows.length > 0;
  return (
    <div className="cb-paged" data-testid={props.testId} aria-busy={props.loading || undefined}>
      {selecting && wide ? (
        <div className="cb-bulk" role="toolbar" aria-label={t('table.actions')}>
          <span>{t('table.selected', { count: selectedRows.length })}</span>
          {bulkActions.map((action) => (
            <button
              key={action.id}
              type="button"
              className="cb-button cb-button--secondary"
              disabled={!bulkEnabled(selectedRows, action.flag)}
              data-testid={`bulk-${action.id}`}
              onClick={() => action.run(selectedRows)}
            >
              {action.label}
            </button>
          ))}
        </div>
      ) : null}
      {body}
      {selecting && !wide ? (
        <PhoneBulkBar
          rows={selectedRows}
          actions={bulkActions}
          summary={props.selectionSummary?.(selectedRows) ?? null}
        />
      ) : null}
      {props.meta ? (
        <div className="cb-paged__foot">
          <span className="cb-muted">{t('table.total', { count: props.meta.totalCount })}</span>
          <Pager meta={props.meta} onPage={(page) => props.onQuery({ page })} />
        </div>
      ) : null}
      <IonActionSheet
        isOpen={sheetFor !== null}
        header={t('table.rowActions')}
        onDidDismiss={() => setSheetFor(null)}
        buttons={[
          ...(sheetFor ? allowedActions(sheetFor, actions) : []).map((action) => ({
            text: action.label,
            role: action.danger ? 'destructive' : undefined,
            htmlAttributes: { 'data-testid': `sheet-${action.id}` },
            handler: () => {
              const row = sheetFor;
              if (row) action.run(row);
            },
          })),
          { text: t('table.cancel'), role: 'cancel' },
        ]}
      />
    </div>
  );
}

function DesktopTable<R extends object>({
  caption,
  columns,
  rows,
  rowKey,
  query,
  onQuery,
  actions = [],
  bulkActions = [],
  selected,
  toggle,
  setSelected,
}: PagedTableProps<R> & {
  rows: readonly R[];
  selected: ReadonlySet<string>;
  toggle: (key: string) => void;
  setSelected: (keys: ReadonlySet<string>) => void;
}) {
  const { t } = useTranslation('kit');
  const scroller = useRef<HTMLDivElement>(null);
  const [scroll, setScroll] = useState({ top: 0, height: 600 });
  const windowed = rows.length > VIRTUAL_THRESHOLD;
  useEffect(() => {
    if (windowed && scroller.current) setScroll({ top: 0, height: scroller.current.clientHeight || 600 });
  }, [windowed, rows]);
  const range = windowed
    ? rowWindow(scroll.top, scroll.height, ROW_HEIGHT, rows.length)
    : { start: 0, end: rows.length, padTop: 0, padBottom: 0 };
  const allKeys = rows.map(rowKey);
  const allSelected = allKeys.length > 0 && allKeys.every((k) => selected.has(k));
  const span = columns.length + (bulkActions.length > 0 ? 1 : 0) + (actions.length > 0 ? 1 : 0);
  return (
    <div
      ref={scroller}
      className={windowed ? 'cb-table-scroll cb-table-scroll--windowed' : 'cb-table-scroll'}
      onScroll={
        windowed
          ? (event) =>
              setScroll({ top: event.currentTarget.scrollTop, height: event.currentTarget.clientHeight })
          : undefined
      }
    >
      <table className="cb-table">
        <caption className="cb-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {bulkActions.length > 0 ? (
              <th scope="col" className="cb-table__select" data-export="false">
                {/* The label is the 44 px target; the box itself stays the browser's size. */}
                <label className="cb-table__hit">
                  <input
                    type="checkbox"
                    aria-label={t('table.selectAll')}
                    checked={allSelected}
                    onChange={() => setSelected(allSelected ? new Set() : new Set(allKeys))}
                  />
                </label>
              </th>
            ) : null}
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.numeric ? 'cb-num' : undefined}
                aria-sort={
                  query.sort === column.sortField
                    ? 'ascending'
                    : query.sort === `-${column.sortField}`
                      ? 'descending'
                      : undefined
                }
              >
                <SortHeader column={column} sort={query.sort} onSort={(sort) => onQuery({ sort })} />
              </th>
            ))}
            {actions.length > 0 ? (
              <th scope="col" data-export="false">
                <span className="cb-visually-hidden">{t('table.actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {range.padTop > 0 ? (
            <tr aria-hidden="true" style={{ height: range.padTop }}>
              <td colSpan={span} />
            </tr>
          ) : null}
          {rows.slice(range.start, range.end).map((row) => {
            const key = rowKey(row);
            return (
              <tr key={key} data-testid="table-row">
                {bulkActions.length > 0 ? (
                  <td className="cb-table__select">
                    <label className="cb-table__hit">
                      <input
                        type="checkbox"
                        aria-label={t('table.selectRow')}
                        checked={selected.has(key)}
                        onChange={() => toggle(key)}
                      />
                    </label>
                  </td>
                ) : null}
                {columns.map((column) => (
                  <td key={column.key} className={column.numeric ? 'cb-num' : undefined}>
                    {column.render?.(row) ?? column.value(row)}
                  </td>
                ))}
                {actions.length > 0 ? (
                  <td className="cb-table__actions">
                    {allowedActions(row, actions).map((action) => (
                      <button
                        key={action.id}
                        type="button"
                        className={action.danger ? 'cb-link-button cb-link-button--danger' : 'cb-link-button'}
                        data-testid={`row-${action.id}`}
                        onClick={() => action.run(row)}
                      >
                        {action.label}
                      </button>
                    ))}
                  </td>
                ) : null}
              </tr>
            );
          })}
          {range.padBottom > 0 ? (
            <tr aria-hidden="true" style={{ height: range.padBottom }}>
              <td colSpan={span} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
