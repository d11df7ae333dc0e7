/** The NPS of a period in figures and the answers per score as bars (docs/decisions.md "Surveys"). */
import { useTranslation } from 'react-i18next';
import type { NpsSummary } from '../../../../contracts/api/surveys.ts';
import { npsCategory } from '../../../../contracts/nps.ts';
import { BarChart } from '../../../ui/bar-chart.tsx';

export function npsText(nps: number | null): string {
  return nps === null ? '—' : (nps > 0 ? '+' : '') + String(nps);
}

export function npsTone(nps: number | null): 'good' | 'bad' | 'neutral' {
  return nps === null || nps === 0 ? 'neutral' : nps > 0 ? 'good' : 'bad';
}

export function NpsFigures({ summary }: { summary: NpsSummary }) {
  const { t } = useTranslation('surveys');
  const figures = [
    ['nps', npsText(summary.nps)],
    ['total', String(summary.total)],
    ['promoters', String(summary.promoters)],
    ['passives', String(summary.passives)],
    ['detractors', String(summary.detractors)],
  ] as const;
  return (
    <>
      <div className="cb-nps__figures" data-testid="nps-figures">
        {figures.map(([key, text]) => (
          <div key={key} className="cb-nps__figure" data-testid={`nps-${key}`}>
            <span>{t(`figures.${key}`)}</span>
            <strong>{text}</strong>
          </div>
        ))}
      </div>
      {summary.total === 0 ? <p>{t('noAnswers')}</p> : null}
      <h2>{t('distribution')}</h2>
      <BarChart
        label={t('distribution')}
        testId="nps-distribution"
        bars={summary.distribution.map((n, i) => {
          const c = npsCategory(i + 1);
          return {
            key: String(i + 1),
            label: `${i + 1} · ${t(`category.${c}`)}`,
            value: n,
            tone: c === 'promoter' ? 'good' : c === 'detractor' ? 'bad' : 'neutral',
          };
        })}
      />
    </>
  );
}
