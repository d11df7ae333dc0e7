/**
 * /rating (answers), /rating/:id (one answer) and /nps-rating/recommendations (answers with a
 * comment, admin): filtered by period, category and text, cards below 960 px and a table above,
 * exported through the kit.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { RatingFilter, RatingRow } from '../../../../contracts/api/surveys.ts';
import { NPS_CATEGORIES } from '../../../../contracts/nps.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ExportMenu } from '../../../ui/export/export-menu.tsx';
import { PagedTable, type Column, type RowAction } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SearchBox } from '../../../ui/search-box.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { useRating, useRatings } from '../api/surveys-api.ts';
import { PeriodFilter, periodOf } from '../components/period-filter.tsx';
import '../../../ui/buttons.css';
import '../../../ui/fields.css';
import '../components/surveys.css';

const FILTERS = ['from', 'to', 'category', 'text'] as const;

function AnswersList({ recommendations }: { recommendations: boolean }) {
  const { t } = useTranslation('surveys');
  const navigate = useNavigate();
  const { query, update } = useTableQuery(FILTERS);
  const period = periodOf(query);
  const category = query.filters['category'];
  const filter: RatingFilter = {
    date_from: period.from,
    date_to: period.to,
    ...((NPS_CATEGORIES as readonly string[]).includes(category ?? '')
      ? { category: category as RatingFilter['category'] }
      : {}),
    ...(query.filters['text'] ? { text: query.filters['text'] } : {}),
    ...(recommendations ? { with_comment: true } : {}),
  };
  const list = useRatings(filter, query.page, query.sort ?? undefined);
  const title = recommendations ? t('recommendations.title') : t('rating.title');

  const columns = useMemo<Column<RatingRow>[]>(
    () => [
      {
        key: 'answered_at',
        label: t('fields.answered_at'),
        value: (r) => formatDateTime(r.answered_at),
        sortField: 'answered_at',
        card: 'field',
      },
      {
        key: 'organization',
        label: t('fields.organization'),
        value: (r) => `${r.organization_name} (${r.inn})`,
        card: 'title',
      },
      { key: 'branch', label: t('fields.branch'), value: (r) => `${r.branch_mfo} ${r.branch_name}` },
      {
        key: 'score',
        label: t('fields.score'),
        value: (r) => String(r.score),
        sortField: 'score',
        numeric: true,
        card: 'field',
      },
      {
        key: 'category',
        label: t('fields.category'),
        value: (r) => t(`category.${r.category}`),
        card: 'field',
      },
      {
        key: 'comment',
        label: t('fields.comment'),
        value: (r) => r.comment,
        card: recommendations ? 'field' : undefined,
      },
      {
        key: 'products',
        label: t('fields.products'),
        value: (r) => r.products.map((p) => p.name).join(', '),
      },
      { key: 'source', label: t('fields.source'), value: (r) => t(`source.${r.source}`) },
    ],
    [t, recommendations],
  );
  const actions = useMemo<RowAction<RatingRow>[]>(
    () => [{ id: 'view', flag: 'isView', label: t('view'), run: (r) => navigate(`/rating/${r.id}`) }],
    [t, navigate],
  );

  return (
    <div className="cb-page" data-testid={recommendations ? 'nps-recommendations' : 'rating-list'}>
      <h1>{title}</h1>
      {recommendations ? <p>{t('recommendations.intro')}</p> : null}
      <div className="cb-nps__toolbar">
        <PeriodFilter period={period} onChange={(filters) => update({ filters })} />
        <div className="cb-field">
          <label className="cb-field__label" htmlFor="rating-category">
            {t('fields.category')}
          </label>
          <select
            id="rating-category"
            className="cb-select"
            value={category ?? ''}
            onChange={(e) => update({ filters: { category: e.target.value } })}
            data-testid="rating-category"
          >
            <option value="">{t('category.all')}</option>
            {NPS_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`category.${c}`)}
              </option>
            ))}
          </select>
        </div>
        <SearchBox
          label={t('search')}
          value={query.filters['text'] ?? ''}
          onSearch={(text) => update({ filters: { text } })}
          testId="rating-search"
        />
        <ExportMenu title={title} columns={columns} rows={list.data?.list} />
      </div>
      <PagedTable
        caption={title}
        columns={columns}
        rows={list.data?.list}
        meta={list.data?._meta}
        loading={list.isFetching}
        rowKey={(r) => String(r.id)}
        query={query}
        onQuery={update}
        actions={actions}
        testId="rating-table"
      />
    </div>
  );
}

/** /rating (admin, user_head_office, msb_user). */
export function RatingListScreen() {
  return <AnswersList recommendations={false} />;
}

/** /nps-rating/recommendations (admin): what clients wrote. */
export function NpsRecommendationsScreen() {
  return <AnswersList recommendations />;
}

/** /rating/:id — one answer. */
export function RatingViewScreen() {
  const { t } = useTranslation('surveys');
  const id = Number(useParams()['id']);
  const answer = useRating(id);
  if (answer.isPending) return <SkeletonLines lines={8} />;
  if (!answer.data) {
    return <EmptyState text={t('notFound')} />;
  }
  const r = answer.data;
  const fields: [string, string][] = [
    [t('fields.answered_at'), formatDateTime(r.answered_at)],
    [t('fields.organization'), `${r.organization_name} (${r.inn})`],
    [t('fields.branch'), `${r.branch_mfo} ${r.branch_name}`],
    [t('fields.score'), String(r.score)],
    [t('fields.category'), t(`category.${r.category}`)],
    [t('fields.creditType'), t(`creditType.${r.credit_type}`)],
    [t('fields.products'), r.products.map((p) => p.name).join(', ') || '—'],
    [t('fields.comment'), r.comment || '—'],
    [t('fields.source'), t(`source.${r.source}`)],
    [t('fields.user'), r.user_name || '—'],
  ];
  return (
    <div className="cb-page" data-testid="rating-view">
      <h1>{t('rating.one', { id: r.id })}</h1>
      <dl className="cb-data-list">
        {fields.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Link to="/rating" className="cb-button cb-button--secondary">
        {t('back')}
      </Link>
    </div>
  );
}
