/**
 * The repayment schedule as stacked bars (principal below, interest above) per period — a small SVG
 * without a chart library (none is installed). It is a figure with a title and a text summary; the
 * schedule table next to it holds the same numbers for screen readers and print.
 */
import { useId } from 'react';

export interface ChartPoint {
  readonly date: string;
  readonly principal: string;
  readonly interest: string;
}

const WIDTH = 640;
const HEIGHT = 220;
const PAD = 24;

export function ScheduleChart({
  points,
  title,
  summary,
  labels,
}: {
  points: readonly ChartPoint[];
  title: string;
  summary: string;
  labels: { principal: string; interest: string };
}) {
  const titleId = useId();
  const descId = useId();
  const values = points.map((p) => ({ p: Number(p.principal), i: Number(p.interest), date: p.date }));
  const max = Math.max(1, ...values.map((v) => v.p + v.i));
  const slot = (WIDTH - PAD * 2) / Math.max(1, values.length);
  const bar = Math.max(1, slot * 0.7);
  const scale = (HEIGHT - PAD * 2) / max;
  return (
    <figure className="cb-credit-chart" data-testid="credit-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        preserveAspectRatio="none"
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{summary}</desc>
        <line
          x1={PAD}
          y1={HEIGHT - PAD}
          x2={WIDTH - PAD}
          y2={HEIGHT - PAD}
          className="cb-credit-chart__axis"
        />
        {values.map((v, index) => {
          const x = PAD + index * slot + (slot - bar) / 2;
          const hp = v.p * scale;
          const hi = v.i * scale;
          return (
            <g key={v.date}>
              <rect
                x={x}
                y={HEIGHT - PAD - hp}
                width={bar}
                height={hp}
                className="cb-credit-chart__principal"
              />
              <rect
                x={x}
                y={HEIGHT - PAD - hp - hi}
                width={bar}
                height={hi}
                className="cb-credit-chart__interest"
              />
            </g>
          );
        })}
      </svg>
      <figcaption className="cb-credit-chart__legend">
        <span>
          <i className="cb-credit-chart__swatch cb-credit-chart__principal" aria-hidden="true" />{' '}
          {labels.principal}
        </span>
        <span>
          <i className="cb-credit-chart__swatch cb-credit-chart__interest" aria-hidden="true" />{' '}
          {labels.interest}
        </span>
      </figcaption>
    </figure>
  );
}
