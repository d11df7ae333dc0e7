import { useMemo } from 'react';
import { sanitizeHtml } from '../../../ui/sanitize-html.ts';

/** A basis text from EISVO: HTML from another system, rendered only after the allow-list sanitiser. */
export function BasisHtml({ html, testId }: { html: string | undefined; testId?: string }) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return (
    <div className="cb-eisvo__basis-text" data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
