import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Requirement, VerificationRow } from '../../../../contracts/api/eisvo.ts';
import { useMediaQuery, WIDE_QUERY } from '../../../lib/media-query.ts';
import { useOnline } from '../../../offline/online.ts';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { useContractBasisList } from '../api/get-contract-basis-list.ts';
import { useContractVerification } from '../api/get-contract-verification.ts';
import { saveContractComments } from '../api/post-contract-update.ts';
import { basisRuns, basisSpans } from '../components/basis-groups.ts';
import { BasisHtml } from '../components/basis-html.tsx';
import { AsOf, ContractHead, WithIdn } from '../components/contract-route.tsx';
import { NotKeptError } from '../../../offline/kept-call.ts';
import '../../../ui/buttons.css';
import '../components/eisvo.css';

type Edits = Partial<Record<Requirement, string>>;

function CommentBox({
  row,
  value,
  editable,
  onChange,
}: {
  row: VerificationRow;
  value: string;
  editable: boolean;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation('eisvo');
  return (
    <textarea
      aria-label={`${t('comments.comment')}: ${t(`requirements.${row.field}`)}`}
      value={value}
      readOnly={!editable}
      rows={2}
      data-testid={`comment-${row.field}`}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

function DoneBox({ row }: { row: VerificationRow }) {
  const { t } = useTranslation('eisvo');
  return (
    <label>
      <input type="checkbox" checked={row.done} readOnly disabled data-testid={`done-${row.field}`} />
      <span className="cb-visually-hidden">{row.done ? t('comments.yes') : t('comments.no')}</span>
    </label>
  );
}

function Comments({ idn }: { idn: string }) {
  const { t } = useTranslation('eisvo');
  const wide = useMediaQuery(WIDE_QUERY);
  const online = useOnline();
  const verification = useContractVerification(idn);
  const basis = useContractBasisList(idn);
  const [edits, setEdits] = useState<Edits>({});
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const basisText = useMemo(
    () => new Map((basis.data?.data.items ?? []).map((item) => [item.key, item.value])),
    [basis.data],
  );

  const head = <ContractHead idn={idn} title={t('comments.title')} />;
  if (verification.isPending) {
    return (
      <div className="cb-page">
        {head}
        <p role="status" data-testid="comments-loading">
          {t('comments.loading')}
        </p>
      </div>
    );
  }
  const items = verification.data?.data.items;
  if (verification.isError || !items || items.length === 0) {
    return (
      <div className="cb-page">
        {head}
        <p role="status" data-testid="comments-not-found">
          {verification.error instanceof NotKeptError ? t('offline.notCached') : t('comments.notFound')}
        </p>
      </div>
    );
  }
  const editable = verification.data.data.isEdit;
  const edited = Object.keys(edits).length > 0;
  const valueOf = (row: VerificationRow) => edits[row.field] ?? row.client;
  const change = (row: VerificationRow, text: string) => {
    setNotice(null);
    setEdits((current) => {
      const next = { ...current };
      if (text === row.client) delete next[row.field];
      else next[row.field] = text;
      return next;
    });
  };

  const save = async () => {
    setSaving(true);
    try {
      const result = await saveContractComments({ contract_idn: idn, comments: edits });
      setNotice(t(result.kind === 'done' ? 'comments.saved' : 'comments.queued'));
      // Spec 3 §4: the local comments are cleared and the data reloaded.
      setEdits({});
    } catch {
      // The response handler has shown why; what was typed stays.
    } finally {
      setSaving(false);
    }
  };

  const spans = basisSpans(items.map((row) => row.basis));
  return (
    <div className="cb-page">
      {head}
      <AsOf answer={verification.data} />
      {!editable ? <p className="cb-eisvo__notice">{t('comments.readOnly')}</p> : null}
      {wide ? (
        <div className="cb-eisvo__verify-wrap">
          <table className="cb-eisvo__verify" data-testid="comments-table">
            <caption className="cb-visually-hidden">{t('comments.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('comments.number')}</th>
                <th scope="col">{t('comments.requirement')}</th>
                <th scope="col">{t('comments.clause')}</th>
                <th scope="col">{t('comments.cntr')}</th>
                <th scope="col">{t('comments.description')}</th>
                <th scope="col">{t('comments.value')}</th>
                <th scope="col">{t('comments.comment')}</th>
                <th scope="col">{t('comments.done')}</th>
                <th scope="col">{t('comments.basis')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((row, index) => (
                <tr key={row.field} data-testid="comments-row">
                  <td className="cb-num">{row.order_num}</td>
                  <td>{t(`requirements.${row.field}`)}</td>
                  <td>{row.clause}</td>
                  <td>{row.cntr}</td>
                  <td>{row.desc}</td>
                  <td>{row.value}</td>
                  <td>
                    <CommentBox
                      row={row}
                      value={valueOf(row)}
                      editable={editable}
                      onChange={(v) => change(row, v)}
                    />
                  </td>
                  <td>
                    <DoneBox row={row} />
                  </td>
                  {(spans[index] ?? 0) > 0 ? (
                    <td rowSpan={spans[index]} className="cb-eisvo__basis" data-testid={`basis-${row.basis}`}>
                      <BasisHtml html={basisText.get(row.basis)} />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        basisRuns(items).map((run) => (
          <section key={`${run.basis}-${run.rows[0]?.order_num ?? 0}`}>
            <div className="cb-eisvo__basis-card" data-testid={`basis-${run.basis}`}>
              <BasisHtml html={basisText.get(run.basis)} />
            </div>
            <ul className="cb-eisvo__vgroup">
              {run.rows.map((row) => (
                <li key={row.field} className="cb-eisvo__vcard" data-testid="comments-row">
                  <h2>
                    {row.order_num}. {t(`requirements.${row.field}`)}
                  </h2>
                  <dl className="cb-eisvo__summary">
                    <div>
                      <dt>{t('comments.clause')}</dt>
                      <dd>{row.clause}</dd>
                    </div>
                    <div>
                      <dt>{t('comments.cntr')}</dt>
                      <dd>{row.cntr}</dd>
                    </div>
                    <div>
                      <dt>{t('comments.description')}</dt>
                      <dd>{row.desc}</dd>
                    </div>
                    <div>
                      <dt>{t('comments.value')}</dt>
                      <dd>{row.value}</dd>
                    </div>
                    <div>
                      <dt>{t('comments.done')}</dt>
                      <dd>
                        <DoneBox row={row} />
                      </dd>
                    </div>
                  </dl>
                  <p className="cb-field__label" aria-hidden="true">
                    {t('comments.comment')}
                  </p>
                  <CommentBox
                    row={row}
                    value={valueOf(row)}
                    editable={editable}
                    onChange={(v) => change(row, v)}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      {editable ? (
        <form
          className="cb-eisvo__actions"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <SubmitButton busy={saving} disabled={!edited} testId="comments-save">
            {t('comments.save')}
          </SubmitButton>
        </form>
      ) : null}
      {edited && !online ? <p className="cb-eisvo__notice">{t('comments.willQueue')}</p> : null}
      {notice ? (
        <p className="cb-eisvo__notice" role="status" data-testid="comments-notice">
          {notice}
        </p>
      ) : null}
    </div>
  );
}

/** /eisvo/:idn/comments — the verification table (spec 3 §2.1, §4). */
export function ContractCommentsScreen() {
  return <WithIdn>{(idn) => <Comments idn={idn} />}</WithIdn>;
}
