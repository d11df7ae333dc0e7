import './small-pieces.css';

export type ChipTone = 'success' | 'danger' | 'neutral' | 'info' | 'warning';

/** A status as text in a chip; the tone adds colour and shape, never replaces the text (docs/ux.md). */
export function StatusChip({ label, tone, testId }: { label: string; tone: ChipTone; testId?: string }) {
  return (
    <span className={`cb-chip cb-chip--${tone}`} data-testid={testId}>
      {label}
    </span>
  );
}
