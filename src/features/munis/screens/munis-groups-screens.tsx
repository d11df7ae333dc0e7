import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { MUNIS_GROUP_EDITORS, type MunisCatalog, type MunisGroup } from '../../../../contracts/api/munis.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { FormSummary } from '../../../ui/form-summary.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { saveMunisGroup, useMunisGroups } from '../api/munis-api.ts';
import '../../../ui/buttons.css';
import '../../../ui/fields.css';
import '../components/munis.css';

/** /munis/munis-group-list — the groups of suppliers (admin, admin_bank; admin edits). */
export function MunisGroupListScreen() {
  const { t } = useTranslation('munis');
  const { user } = useSession();
  const editor = roleAllowed(user?.role ?? '', MUNIS_GROUP_EDITORS);
  const groups = useMunisGroups();
  const data = groups.data;
  return (
    <div className="cb-page" data-testid="munis-groups">
      <div className="cb-munis-head">
        <h1>{t('groups.title')}</h1>
        {editor ? (
          <Link
            to="/munis/munis-group-save"
            className="cb-button cb-button--primary"
            data-testid="munis-group-new"
          >
            {t('groups.create')}
          </Link>
        ) : null}
      </div>
      {groups.isPending ? (
        <SkeletonLines lines={4} />
      ) : !data || data.groups.length === 0 ? (
        <EmptyState text={t('groups.empty')} />
      ) : (
        <ul className="cb-munis-list" data-testid="munis-group-list">
          {data.groups.map((g) => (
            <li key={g.id}>
              <div>
                <strong>{g.name}</strong>
                <br />
                {data.suppliers
                  .filter((s) => g.supplier_ids.includes(s.id))
                  .map((s) => s.name)
                  .join(', ') || t('groups.noSuppliers')}
              </div>
              {editor ? (
                <Link to={`/munis/munis-group-save?id=${g.id}`} className="cb-button cb-button--secondary">
                  {t('actions.edit')}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function GroupForm({ catalog, group }: { catalog: MunisCatalog; group: MunisGroup | undefined }) {
  const { t } = useTranslation('munis');
  const navigate = useNavigate();
  const [names, setNames] = useState({
    name_ru: group?.name_ru ?? '',
    name_en: group?.name_en ?? '',
    name_uz: group?.name_uz ?? '',
  });
  const [sort, setSort] = useState(String(group?.sort ?? catalog.groups.length + 1));
  const [chosen, setChosen] = useState<readonly number[]>(group?.supplier_ids ?? []);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const sortOk = /^\d{1,3}$/.test(sort);
  const missing = (key: keyof typeof names) => names[key].trim() === '';
  const errorOf = (key: string, bad: boolean) =>
    serverErrors[key] ?? (submitted && bad ? t('form.required') : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (missing('name_ru') || missing('name_en') || missing('name_uz') || !sortOk) return;
    setBusy(true);
    try {
      await saveMunisGroup({
        ...(group ? { id: group.id } : {}),
        ...names,
        sort: Number(sort),
        supplier_ids: [...chosen],
      });
      navigate('/munis/munis-group-list', { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setServerErrors(error.fieldErrors());
      setSummary(error.serverMessage ?? t('form.refused'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="cb-munis-form"
      noValidate
      data-testid="munis-group-form"
      onSubmit={(e) => void submit(e)}
    >
      <FormSummary text={summary} />
      {(['name_ru', 'name_en', 'name_uz'] as const).map((key) => (
        <TextField
          key={key}
          label={t(`groups.${key}`)}
          value={names[key]}
          required
          maxLength={120}
          error={errorOf(key, missing(key))}
          testId={`munis-group-${key}`}
          onChange={(value) => setNames((n) => ({ ...n, [key]: value }))}
        />
      ))}
      <TextField
        label={t('groups.sort')}
        value={sort}
        inputMode="numeric"
        maxLength={3}
        error={errorOf('sort', !sortOk)}
        testId="munis-group-sort"
        onChange={setSort}
      />
      <fieldset className="cb-munis-fieldset">
        <legend>{t('groups.suppliers')}</legend>
        {catalog.suppliers.map((s) => (
          <label key={s.id} className="cb-munis-check">
            <input
              type="checkbox"
              checked={chosen.includes(s.id)}
              onChange={(e) =>
                setChosen((c) => (e.target.checked ? [...c, s.id] : c.filter((x) => x !== s.id)))
              }
            />
            {s.name}
          </label>
        ))}
      </fieldset>
      <div className="cb-munis-sticky">
        <SubmitButton busy={busy} testId="munis-group-save">
          {t('form.save')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** /munis/munis-group-save — a new group, or `?id=` an existing one (admin only). */
export function MunisGroupSaveScreen() {
  const { t } = useTranslation('munis');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const groups = useMunisGroups();
  const group = groups.data?.groups.find((g) => g.id === id);
  return (
    <div className="cb-page">
      <h1>{group ? t('groups.editTitle') : t('groups.create')}</h1>
      {groups.isPending ? (
        <SkeletonLines lines={5} />
      ) : !groups.data ? (
        <EmptyState text={t('groups.empty')} />
      ) : (
        <GroupForm key={group?.id ?? 'new'} catalog={groups.data} group={group} />
      )}
      <p>
        <Link to="/munis/munis-group-list">{t('actions.back')}</Link>
      </p>
    </div>
  );
}
