import type { ReactNode } from 'react';
import './document-fields.css';

/**
 * A document's title (with its status chip) and its fields as a list of label and value, two
 * columns on wide screens; fields without a value are left out.
 */
export function DocumentFields<K extends string>({
  title,
  rows,
  labelOf,
  testIdPrefix,
}: {
  title: ReactNode;
  rows: readonly (readonly [K, string | null])[];
  labelOf: (key: K) => string;
  /** Each value's test id is this prefix and the field's key. */
  testIdPrefix: string;
}) {
  return (
    <>
      <h2 className="cb-doc-title">{title}</h2>
      <dl className="cb-doc-fields">
        {rows
          .filter(([, value]) => value !== null && value !== '')
          .map(([key, value]) => (
            <div key={key}>
              <dt>{labelOf(key)}</dt>
              <dd data-testid={`${testIdPrefix}${key}`}>{value}</dd>
            </div>
          ))}
      </dl>
    </>
  );
}
