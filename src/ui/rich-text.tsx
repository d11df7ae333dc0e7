import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html.ts';

/**
 * Rich text from the server (notices): already sanitised there, rendered here only after the
 * allow-list sanitiser again, so what reaches the page never depends on one layer alone.
 */
export function RichText({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
