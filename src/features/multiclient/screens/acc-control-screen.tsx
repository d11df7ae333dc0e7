import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AccControlItem, type AccControlRow } from '../../../../contracts/api/multiclient.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { Money } from '../../../ui/money.tsx';
import { FormSummary } from '../../../ui/form-summary.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { StatusChip } from '../../../ui/status-chip.tsx';
import {
  saveAccControl,
  saveAccControlAll,
  useAccControl,
  useMember,
  useModeList,
  usePermissionList,
  useSettings,
} from '../api/multiclient-api.ts';
import { useIds } from '../ids.ts';
import '../../../ui/buttons.css';
import './multiclient.css';

type Edit = { permission: 0 | 1 | 2; mode: 1 | 2; amount_not_more: string };

const editOf = (r: AccControlRow): Edit => ({
  permission: r.permission === 2 ? 2 : r.permission === 1 ? 1 : 0,
  mode: r.mode === 2 ? 2 : 1,
  amount_not_more: r.amount_not_more ?? '',
});

/**
 * /multiclients/users/acc-control?id=&userId= — per account of the parent's children a permission
 * and a mode (with the amount limit); saving answers a result per row; "apply to all" sets the same
 * right on every account of every child. Cards below 960 px, a table from 960 px.
 */
export function AccControlScreen() {
  const { t } = useTranslation('multiclient');
  const { id, userId } = useIds();
  const member = useMember(id, userId);
  const settings = useSettings(id, userId);
  const [organization, setOrganization] = useState<number | null>(null);
  const rows = useAccControl(id, userId, organization);
  const permissions = usePermissionList();
  const modes = useModeList();
  const [edits, setEdits] = useState<Record<number, Edit>>({});
  const [results, setResults] = useState<Record<number, AccControlRow>>({});
  const [all, setAll] = useState<Edit>({ permission: 2, mode: 1, amount_not_more: '' });
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState<string | null>(null);

  const permissionOptions = useMemo(
    () => (permissions.data ?? []).map((p) => ({ value: String(p.id), label: p.value })),
    [permissions.data],
  );
  const modeOptions = useMemo(
    () => (modes.data ?? []).map((m) => ({ value: String(m.id), label: m.value })),
    [modes.data],
  );
  const changed = Object.keys(edits).length;

  const settle = (answer: AccControlRow[]) => {
    setResults(Object.fromEntries(answer.map((r) => [r.account_id, r])));
    const failed = answer.filter((r) => r.result === false);
    setEdits(
      Object.fromEntries(
        Object.entries(edits).filter(([key]) => failed.some((f) => f.account_id === Number(key))),
      ),
    );
    setSummary(
      failed.length === 0
        ? t('acc.savedAll', { n: answer.length })
        : t('acc.savedSome', { ok: answer.length - failed.length, failed: failed.length }),
    );
  };

  const run = async (job: () => Promise<AccControlRow[]>) => {
    setBusy(true);
    setSummary(null);
    try {
      settle(await job());
    } catch (error) {
      if (error instanceof ApiError) setSummary(error.serverMessage);
    } finally {
      setBusy(false);
    }
  };

  const save = () =>
    run(() =>
      saveAccControl(
        id,
        userId,
        Object.entries(edits).map(([accountId, e]): AccControlItem => ({
          account_id: Number(accountId),
          permission: e.permission,
          mode: e.mode,
          amount_not_more: e.mode === 2 ? e.amount_not_more.trim() : null,
        })),
      ),
    );
  const saveAll = () =>
    run(() =>
      saveAccControlAll(id, {
        user_id: userId,
        permission: all.permission,
        mode: all.mode,
        amount_not_more: all.mode === 2 ? all.amount_not_more.trim() : null,
      }),
    );

  const edit = (r: AccControlRow, change: Partial<Edit>) =>
    setEdits({ ...edits, [r.account_id]: { ...(edits[r.account_id] ?? editOf(r)), ...change } });

  return (
    <div className="cb-page">
      <h1>{t('acc.title')}</h1>
      <p className="cb-mc__sub" data-testid="mc-acc-user">
        {member.data?.full_name ?? ''}
      </p>
      <div className="cb-mc__filters">
        <SelectField
          id="mc-acc-org"
          label={t('fields.organization')}
          value={organization === null ? '' : String(organization)}
          emptyLabel={t('acc.allChildren')}
          options={(settings.data ?? []).map((s) => ({ value: String(s.organization_id), label: s.name }))}
          onChange={(v) => {
            setOrganization(v === '' ? null : Number(v));
            setEdits({});
            setResults({});
          }}
          testId="mc-acc-org"
        />
      </div>
      <FormSummary text={summary} />
      {rows.data === undefined ? (
        <SkeletonLines lines={5} />
      ) : (
        <table className="cb-mc__acc" data-testid="mc-acc-table">
          <caption className="cb-visually-hidden">{t('acc.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('fields.account')}</th>
              <th scope="col">{t('fields.organization')}</th>
              <th scope="col">{t('fields.balance')}</th>
              <th scope="col">{t('fields.status')}</th>
              <th scope="col">{t('fields.permission')}</th>
              <th scope="col">{t('fields.mode')}</th>
              <th scope="col">{t('fields.limit')}</th>
              <th scope="col">{t('fields.result')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.data.map((r) => {
              const e = edits[r.account_id] ?? editOf(r);
              const result = results[r.account_id];
              return (
                <tr key={r.account_id} data-testid={`mc-acc-${r.number}`}>
                  <td data-label={t('fields.account')}>
                    <strong>{r.number}</strong>
                    <div className="cb-mc__sub">
                      {r.name} · {r.currency}
                    </div>
                  </td>
                  <td data-label={t('fields.organization')}>{r.organization}</td>
                  <td data-label={t('fields.balance')}>
                    <Money value={r.amount} currency={r.currency} />
                  </td>
                  <td data-label={t('fields.status')}>{r.statusTxt}</td>
                  <td data-label={t('fields.permission')}>
                    <select
                      className="cb-select"
                      aria-label={t('fields.permission')}
                      value={String(e.permission)}
                      disabled={r.acc_block}
                      onChange={(ev) =>
                        edit(r, { permission: Number(ev.target.value) as Edit['permission'] })
                      }
                      data-testid="mc-acc-permission"
                    >
                      {permissionOptions.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td data-label={t('fields.mode')}>
                    <select
                      className="cb-select"
                      aria-label={t('fields.mode')}
                      value={String(e.mode)}
                      disabled={r.acc_block}
                      onChange={(ev) => edit(r, { mode: ev.target.value === '2' ? 2 : 1 })}
                      data-testid="mc-acc-mode"
                    >
                      {modeOptions.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td data-label={t('fields.limit')}>
                    <input
                      className="cb-field__input cb-mc__limit"
                      aria-label={t('fields.limit')}
                      inputMode="decimal"
                      value={e.amount_not_more}
                      disabled={e.mode !== 2 || r.acc_block}
                      onChange={(ev) => edit(r, { amount_not_more: ev.target.value.replace(/[^\d.]/g, '') })}
                      data-testid="mc-acc-limit"
                    />
                  </td>
                  <td data-label={t('fields.result')}>
                    {result ? (
                      <StatusChip
                        label={result.result ? t('acc.ok') : (result.error_message ?? t('acc.failed'))}
                        tone={result.result ? 'success' : 'danger'}
                        testId="mc-acc-result"
                      />
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <div className="cb-mc__actions">
        <button
          type="button"
          className="cb-button cb-button--primary"
          disabled={busy || changed === 0}
          onClick={() => void save()}
          data-testid="mc-acc-save"
        >
          {t('acc.save', { n: changed })}
        </button>
      </div>
      <section className="cb-mc__section cb-mc__all" data-testid="mc-acc-all">
        <h2>{t('acc.allTitle')}</h2>
        <p className="cb-mc__sub">{t('acc.allText')}</p>
        <SelectField
          id="mc-all-permission"
          label={t('fields.permission')}
          value={String(all.permission)}
          options={permissionOptions}
          onChange={(v) => setAll({ ...all, permission: Number(v) as Edit['permission'] })}
        />
        <SelectField
          id="mc-all-mode"
          label={t('fields.mode')}
          value={String(all.mode)}
          options={modeOptions}
          onChange={(v) => setAll({ ...all, mode: v === '2' ? 2 : 1 })}
        />
        {all.mode === 2 ? (
          <label className="cb-field">
            <span className="cb-field__label">{t('fields.limit')}</span>
            <input
              className="cb-field__input"
              inputMode="decimal"
              value={all.amount_not_more}
              onChange={(ev) => setAll({ ...all, amount_not_more: ev.target.value.replace(/[^\d.]/g, '') })}
            />
          </label>
        ) : null}
        <button
          type="button"
          className="cb-button cb-button--secondary"
          disabled={busy}
          onClick={() => void saveAll()}
          data-testid="mc-acc-save-all"
        >
          {t('acc.saveAll')}
        </button>
      </section>
    </div>
  );
}
