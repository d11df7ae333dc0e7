/**
 * NPS rating: /nps-rating (overview and products; admin, user_head_office, msb_user), its admin
 * children branch, products and upload-file, a product's page /nps-rating/:id and
 * /nps-rating/add-product. Charts are CSS bars (ui/bar-chart.tsx); tables export through the kit.
 */
import type { TFunction } from 'i18next';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  SURVEY_UPLOAD_COLUMNS,
  type NpsBranchRow,
  type NpsProductRow,
  type SurveyProductBody,
} from '../../../../contracts/api/surveys.ts';
import type { ValidationEntry } from '../../../../contracts/envelope.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { BarChart } from '../../../ui/bar-chart.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ExportMenu } from '../../../ui/export/export-menu.tsx';
import type { Column } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import {
  createProduct,
  updateProduct,
  uploadResults,
  useNpsByBranch,
  useNpsByProduct,
  useNpsSummary,
  useSurveyProduct,
} from '../api/surveys-api.ts';
import { NpsFigures, npsText, npsTone } from '../components/nps-figures.tsx';
import { PeriodFilter, periodOf } from '../components/period-filter.tsx';
import '../../../ui/buttons.css';
import '../../../ui/fields.css';
import '../../../ui/data-list.css';
import '../../../ui/paged-table/paged-table.css';
import '../components/surveys.css';

const FILTERS = ['from', 'to'] as const;

function usePeriod() {
  const { query, update } = useTableQuery(FILTERS);
  return { period: periodOf(query), update };
}

/** A plain table of figures with the kit's export (few rows: no paging). */
function FiguresTable<R extends object>({
  caption,
  columns,
  rows,
  rowKey,
  testId,
}: {
  caption: string;
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey: (r: R) => string;
  testId: string;
}) {
  return (
    <div className="cb-table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="cb-table" data-testid={testId}>
        <caption className="cb-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={rowKey(r)}>
              {columns.map((c) => (
                <td key={c.key}>{c.render ? c.render(r) : c.value(r)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function figureColumns<
  R extends { total: number; promoters: number; passives: number; detractors: number; nps: number | null },
>(t: TFunction<'surveys'>): Column<R>[] {
  return [
    { key: 'nps', label: t('figures.nps'), value: (r) => npsText(r.nps), numeric: true },
    { key: 'total', label: t('figures.total'), value: (r) => String(r.total), numeric: true },
    { key: 'promoters', label: t('figures.promoters'), value: (r) => String(r.promoters), numeric: true },
    { key: 'passives', label: t('figures.passives'), value: (r) => String(r.passives), numeric: true },
    { key: 'detractors', label: t('figures.detractors'), value: (r) => String(r.detractors), numeric: true },
  ];
}

/** /nps-rating — NPS of the period, the scores, the products; admin sees the sub-pages. */
export function NpsOverviewScreen() {
  const { t } = useTranslation('surveys');
  const { user } = useSession();
  const admin = user ? roleAllowed(user.role, ['admin']) : false;
  const { period, update } = usePeriod();
  const summary = useNpsSummary(period);
  const products = useNpsByProduct(period);
  const columns = useMemo<Column<NpsProductRow>[]>(
    () => [
      {
        key: 'name',
        label: t('fields.product'),
        value: (r) => r.name,
        render: (r) => <Link to={`/nps-rating/${r.product_id}`}>{r.name}</Link>,
      },
      ...figureColumns<NpsProductRow>(t),
    ],
    [t],
  );
  return (
    <div className="cb-page" data-testid="nps-overview">
      <h1>{t('nps.title')}</h1>
      <nav className="cb-nps__links" aria-label={t('nps.sections')}>
        {admin
          ? (['branch', 'products', 'recommendations', 'upload-file'] as const).map((s) => (
              <Link
                key={s}
                to={`/nps-rating/${s}`}
                className="cb-button cb-button--secondary"
                data-testid={`nps-link-${s}`}
              >
                {t(`nps.links.${s}`)}
              </Link>
            ))
          : null}
        <Link
          to="/nps-rating/add-product"
          className="cb-button cb-button--secondary"
          data-testid="nps-add-product"
        >
          {t('product.add')}
        </Link>
      </nav>
      <div className="cb-nps__toolbar">
        <PeriodFilter period={period} onChange={(filters) => update({ filters })} />
      </div>
      {summary.data ? <NpsFigures summary={summary.data} /> : <SkeletonLines lines={6} />}
      <h2>{t('nps.products')}</h2>
      {products.data ? (
        <>
          <ExportMenu title={t('nps.products')} columns={columns} rows={products.data} />
          <FiguresTable
            caption={t('nps.products')}
            columns={columns}
            rows={products.data}
            rowKey={(r) => String(r.product_id)}
            testId="nps-product-table"
          />
        </>
      ) : (
        <SkeletonLines lines={4} />
      )}
    </div>
  );
}

/** /nps-rating/branch (admin) — NPS per branch, chart and table, export. */
export function NpsBranchScreen() {
  const { t } = useTranslation('surveys');
  const { period, update } = usePeriod();
  const rows = useNpsByBranch(period);
  const columns = useMemo<Column<NpsBranchRow>[]>(
    () => [
      { key: 'branch', label: t('fields.branch'), value: (r) => `${r.branch_mfo} ${r.branch_name}` },
      ...figureColumns<NpsBranchRow>(t),
    ],
    [t],
  );
  return (
    <div className="cb-page" data-testid="nps-branch">
      <h1>{t('nps.links.branch')}</h1>
      <div className="cb-nps__toolbar">
        <PeriodFilter period={period} onChange={(filters) => update({ filters })} />
        <ExportMenu title={t('nps.links.branch')} columns={columns} rows={rows.data} />
      </div>
      {!rows.data ? (
        <SkeletonLines lines={6} />
      ) : rows.data.length === 0 ? (
        <EmptyState text={t('noAnswers')} />
      ) : (
        <>
          <BarChart
            label={t('nps.links.branch')}
            testId="nps-branch-chart"
            bars={rows.data.map((r) => ({
              key: r.branch_mfo,
              label: r.branch_name,
              value: r.nps,
              text: npsText(r.nps),
              tone: npsTone(r.nps),
            }))}
          />
          <FiguresTable
            caption={t('nps.links.branch')}
            columns={columns}
            rows={rows.data}
            rowKey={(r) => r.branch_mfo}
            testId="nps-branch-table"
          />
        </>
      )}
    </div>
  );
}

/** /nps-rating/products (admin) — NPS per product as a chart, table, export. */
export function NpsProductsScreen() {
  const { t } = useTranslation('surveys');
  const { period, update } = usePeriod();
  const rows = useNpsByProduct(period);
  const columns = useMemo<Column<NpsProductRow>[]>(
    () => [
      { key: 'name', label: t('fields.product'), value: (r) => r.name },
      { key: 'active', label: t('product.active'), value: (r) => t(r.active ? 'yes' : 'no') },
      ...figureColumns<NpsProductRow>(t),
    ],
    [t],
  );
  return (
    <div className="cb-page" data-testid="nps-products">
      <h1>{t('nps.links.products')}</h1>
      <div className="cb-nps__toolbar">
        <PeriodFilter period={period} onChange={(filters) => update({ filters })} />
        <ExportMenu title={t('nps.links.products')} columns={columns} rows={rows.data} />
      </div>
      {!rows.data ? (
        <SkeletonLines lines={6} />
      ) : (
        <>
          <BarChart
            label={t('nps.links.products')}
            testId="nps-products-chart"
            bars={rows.data.map((r) => ({
              key: String(r.product_id),
              label: r.name,
              value: r.nps,
              text: npsText(r.nps),
              tone: npsTone(r.nps),
            }))}
          />
          <FiguresTable
            caption={t('nps.links.products')}
            columns={columns}
            rows={rows.data}
            rowKey={(r) => String(r.product_id)}
            testId="nps-products-table"
          />
        </>
      )}
    </div>
  );
}

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** /nps-rating/upload-file (admin) — survey results from an xlsx file, stored whole or not at all. */
export function NpsUploadScreen() {
  const { t } = useTranslation('surveys');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [total, setTotal] = useState<number | null>(null);
  const [problems, setProblems] = useState<readonly ValidationEntry[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const send = async () => {
    if (file === null) return;
    setBusy(true);
    setTotal(null);
    setProblems([]);
    setMessage(null);
    try {
      setTotal((await uploadResults(file.name, await base64Of(file))).total);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setProblems(error.validation);
      setMessage(error.serverMessage ?? t('upload.refused'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="cb-page" data-testid="nps-upload">
      <h1>{t('nps.links.upload-file')}</h1>
      <p>{t('upload.intro')}</p>
      <p>
        <code>{SURVEY_UPLOAD_COLUMNS.join(' | ')}</code>
      </p>
      <p>{t('upload.rules')}</p>
      <div className="cb-field">
        <label className="cb-field__label" htmlFor="nps-file">
          {t('upload.file')}
        </label>
        <input
          id="nps-file"
          type="file"
          accept=".xlsx"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </div>
      <button
        type="button"
        className="cb-button cb-button--primary"
        disabled={file === null || busy}
        onClick={() => void send()}
        data-testid="nps-upload-send"
      >
        {busy ? t('upload.busy') : t('upload.send')}
      </button>
      {total !== null ? (
        <p role="status" data-testid="nps-upload-result">
          {t('upload.done', { count: total })}
        </p>
      ) : null}
      {message ? (
        <div role="alert" data-testid="nps-upload-errors">
          <p>{message}</p>
          <ul>
            {problems.map((p) => (
              <li key={`${p.attribute}-${p.message}`}>{p.message}</li>
            ))}
          </ul>
          <p>{t('upload.nothingStored')}</p>
        </div>
      ) : null}
    </div>
  );
}

const EMPTY_PRODUCT: SurveyProductBody = { code: '', name_ru: '', name_en: '', name_uz: '', active: true };

function ProductForm({
  initial,
  submitLabel,
  onSubmit,
  codeLocked,
}: {
  initial: SurveyProductBody;
  submitLabel: string;
  onSubmit: (values: SurveyProductBody) => Promise<void>;
  codeLocked?: boolean;
}) {
  const { t } = useTranslation('surveys');
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<readonly ValidationEntry[]>([]);
  const [busy, setBusy] = useState(false);
  const problemOf = (field: string) => problems.find((p) => p.attribute === field)?.message;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblems([]);
    try {
      await onSubmit(values);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setProblems(
        error.validation.length > 0
          ? error.validation
          : [{ attribute: 'code', message: error.serverMessage ?? '' }],
      );
    } finally {
      setBusy(false);
    }
  };
  const text = (field: 'code' | 'name_ru' | 'name_en' | 'name_uz') => (
    <div className={`cb-field${problemOf(field) ? ' cb-field--invalid' : ''}`}>
      <label className="cb-field__label" htmlFor={`product-${field}`}>
        {t(`product.${field}`)}
      </label>
      <input
        id={`product-${field}`}
        className="cb-field__input"
        value={values[field]}
        readOnly={field === 'code' && codeLocked}
        required
        aria-invalid={problemOf(field) ? true : undefined}
        aria-describedby={problemOf(field) ? `product-${field}-error` : undefined}
        onChange={(e) => setValues({ ...values, [field]: e.target.value })}
        data-testid={`product-${field}`}
      />
      {problemOf(field) ? (
        <p id={`product-${field}-error`} className="cb-survey__error">
          {problemOf(field)}
        </p>
      ) : null}
    </div>
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="product-form">
      {text('code')}
      <p className="cb-reference__hint">{t('product.codeHint')}</p>
      {text('name_ru')}
      {text('name_en')}
      {text('name_uz')}
      <label className="cb-survey__check">
        <input
          type="checkbox"
          checked={values.active}
          onChange={(e) => setValues({ ...values, active: e.target.checked })}
        />
        <span>{t('product.active')}</span>
      </label>
      <div className="cb-survey__actions">
        <button
          type="submit"
          className="cb-button cb-button--primary"
          disabled={busy}
          data-testid="product-save"
        >
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

/** /nps-rating/add-product — a product clients may name in the survey. */
export function AddProductScreen() {
  const { t } = useTranslation('surveys');
  const navigate = useNavigate();
  return (
    <div className="cb-page" data-testid="nps-add-product-screen">
      <h1>{t('product.add')}</h1>
      <ProductForm
        initial={EMPTY_PRODUCT}
        submitLabel={t('product.create')}
        onSubmit={async (values) => {
          const product = await createProduct(values);
          navigate(`/nps-rating/${product.id}`, { replace: true });
        }}
      />
    </div>
  );
}

/** /nps-rating/:id — a product's NPS over the period, and its names and state. */
export function NpsProductScreen() {
  const { t } = useTranslation('surveys');
  const id = Number(useParams()['id']);
  const { period, update } = usePeriod();
  const product = useSurveyProduct(id, period);
  const [saved, setSaved] = useState(false);
  if (product.isPending) return <SkeletonLines lines={8} />;
  if (!product.data) return <EmptyState text={t('notFound')} />;
  const p = product.data;
  return (
    <div className="cb-page" data-testid="nps-product">
      <h1>{t('product.one', { name: p.name_ru })}</h1>
      <div className="cb-nps__toolbar">
        <PeriodFilter period={period} onChange={(filters) => update({ filters })} />
      </div>
      <NpsFigures summary={p.summary} />
      <h2>{t('product.edit')}</h2>
      {saved ? <p role="status">{t('product.saved')}</p> : null}
      <ProductForm
        key={p.id}
        initial={{
          code: p.code,
          name_ru: p.name_ru,
          name_en: p.name_en,
          name_uz: p.name_uz,
          active: p.active,
        }}
        submitLabel={t('product.save')}
        onSubmit={async (values) => {
          await updateProduct(p.id, values);
          setSaved(true);
        }}
      />
      <Link to="/nps-rating" className="cb-button cb-button--secondary">
        {t('back')}
      </Link>
    </div>
  );
}
