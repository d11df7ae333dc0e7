import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ccReport, type CcReport } from '../../../../contracts/api/newchat.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { ExportMenu } from '../../../ui/export/export-menu.tsx';
import { DateInput } from '../../../ui/inputs/date-inputs.tsx';
import type { Column } from '../../../ui/paged-table/paged-table.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import '../../../ui/chat/chat.css';
import { bankDaysAgo, bankToday } from '../../../lib/dates.ts';
import { reportRangeReversed, reportRangeToShow } from '../components/report-range.ts';

type SubjectRow = CcReport['subjects'][number];

/**
 * /chat-reports — the contact centre's conversations of a date range (the last 7 days by
 * default): started, ended, messages, and the ended ones by subject, exportable.
 */
export function ChatReportsScreen() {
  const { t } = useTranslation('centre');
  const [from, setFrom] = useState(() => bankDaysAgo(6));
  const [to, setTo] = useState(() => bankToday());
  const [range, setRange] = useState({ from, to });
  const [submitted, setSubmitted] = useState(false);
  const report = useQuery({
    queryKey: endpointKey(ccReport, range),
    queryFn: async ({ signal }) => dataOf(await callApi(ccReport, { body: range, signal })),
  });
  const columns = useMemo<Column<SubjectRow>[]>(
    () => [
      { key: 'subject', label: t('end.subject'), value: (r) => r.subject, card: 'title' },
      {
        key: 'count',
        label: t('reports.count'),
        value: (r) => String(r.count),
        numeric: true,
        card: 'field',
      },
    ],
    [t],
  );
  const order = reportRangeReversed(from, to);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const chosen = reportRangeToShow(from, to);
    if (chosen === null) return;
    setRange(chosen);
  }

  const data = report.data;
  return (
    <div className="cb-page" data-testid="chat-reports">
      <h1>{t('reports.title')}</h1>
      <form className="cb-chat cb-page--narrow" noValidate onSubmit={submit}>
        <DateInput
          label={t('reports.from')}
          value={from}
          onChange={setFrom}
          required
          showErrors={submitted}
        />
        <DateInput
          label={t('reports.to')}
          value={to}
          onChange={setTo}
          required
          showErrors={submitted}
          error={order ? t('reports.order') : null}
        />
        <SubmitButton busy={report.isFetching}>{t('reports.show')}</SubmitButton>
      </form>
      {data === undefined ? (
        <SkeletonLines lines={4} />
      ) : (
        <div className="cb-chat" data-testid="chat-report">
          <dl className="cb-chat__actions">
            {(['created', 'archived', 'messages'] as const).map((key) => (
              <div key={key} className="cb-chat-list__item">
                <dt className="cb-chat-list__sub">{t(`reports.${key}`)}</dt>
                <dd className="cb-chat-list__title">{data[key]}</dd>
              </div>
            ))}
          </dl>
          <div className="cb-chat__toolbar">
            <h2>{t('reports.bySubject')}</h2>
            <ExportMenu title={t('reports.title')} columns={columns} rows={data.subjects} />
          </div>
          {data.subjects.length === 0 ? (
            <p className="cb-chat__empty">{t('noChats')}</p>
          ) : (
            <table className="cb-chat-report">
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
                {data.subjects.map((row) => (
                  <tr key={row.subject}>
                    <td>{row.subject}</td>
                    <td>{row.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </div>
  );
}
