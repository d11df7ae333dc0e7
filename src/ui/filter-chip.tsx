import './small-pieces.css';

/**
 * An active filter the address carries but the filter fields do not show (e.g. "documents of one
 * import file"), as a chip with a × that removes it; the text says what is shown, the button's name
 * what removing does (a 44 px target).
 */
export function FilterChip({
  label,
  removeLabel,
  onRemove,
  testId,
}: {
  label: string;
  removeLabel: string;
  onRemove: () => void;
  testId?: string;
}) {
  return (
    <p className="cb-filter-chip" role="status" data-testid={testId}>
      <span>{label}</span>
      <button
        type="button"
        className="cb-filter-chip__remove"
        aria-label={removeLabel}
        title={removeLabel}
        data-testid={testId ? `${testId}-remove` : undefined}
        onClick={onRemove}
      >
        ×
      </button>
    </p>
  );
}
