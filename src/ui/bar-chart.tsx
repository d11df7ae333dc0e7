/**
 * Plain CSS bars (no chart library): a list whose every row reads "label — value" to a screen reader,
 * the bar itself is decoration. Widths are relative to the largest absolute value; a tone per bar
 * colours it (NPS: good above 0, bad below). A null value shows "—" and no bar.
 */
import './bar-chart.css';

export interface Bar {
  readonly key: string;
  readonly label: string;
  readonly value: number | null;
  /** What is shown and read; the value by default. */
  readonly text?: string;
  readonly tone?: 'good' | 'bad' | 'neutral' | 'info';
}

export function BarChart({ bars, label, testId }: { bars: readonly Bar[]; label: string; testId?: string }) {
  const max = Math.max(1, ...bars.map((b) => Math.abs(b.value ?? 0)));
  return (
    <ul className="cb-bars" aria-label={label} data-testid={testId}>
      {bars.map((b) => (
        <li key={b.key} className="cb-bars__row">
          <span className="cb-bars__label">{b.label}</span>
          <span className="cb-bars__track" aria-hidden="true">
            {b.value === null ? null : (
              <span
                className={`cb-bars__fill cb-bars__fill--${b.tone ?? 'info'}`}
                style={{ width: `${(Math.abs(b.value) / max) * 100}%` }}
              />
            )}
          </span>
          <span className="cb-bars__value">{b.text ?? (b.value === null ? '—' : String(b.value))}</span>
        </li>
      ))}
    </ul>
  );
}
