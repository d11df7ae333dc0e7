/**
 * The first screen's JavaScript budget (issue 18; docs/architecture.md §5): the entry script and
 * the modulepreloads index.html lists, each gzip -9, summed — the figure `npm run bench` prints as
 * "initial JS for /login". The plugin computes it from the bundle a build writes and fails that
 * build, naming the largest files, when the sum is over the budget: a change that puts a route
 * table, zod or a screen back into the entry stops the build, not a later bench.
 */
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** ≤ 190 KB (docs/architecture.md §5); `npm run bench` prints the same figure. */
export const FIRST_SCREEN_BUDGET_BYTES = 190 * 1024;

/** The scripts a browser loads before the first screen: the module entry and its modulepreloads. */
export function firstScreenScripts(html: string): string[] {
  return [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1] ?? '');
}

export function gzipBytes(content: string | Uint8Array): number {
  return gzipSync(content, { level: 9 }).length;
}

export interface FirstScreenSize {
  readonly total: number;
  /** Each script's gzip size, largest first. */
  readonly files: readonly { readonly file: string; readonly gzip: number }[];
}

/** Sizes the first screen's scripts; `read` answers a script's content by its URL path (/assets/x.js). */
export function firstScreenSize(html: string, read: (file: string) => string | Uint8Array): FirstScreenSize {
  const scripts = firstScreenScripts(html);
  if (scripts.length === 0) {
    throw new Error('first-screen-budget: index.html lists no module script: its format changed');
  }
  const files = scripts
    .map((file) => ({ file, gzip: gzipBytes(read(file)) }))
    .sort((a, b) => b.gzip - a.gzip);
  return { total: files.reduce((sum, f) => sum + f.gzip, 0), files };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The build's error message when the first screen is over the budget, or null. */
export function overBudget(size: FirstScreenSize, budget = FIRST_SCREEN_BUDGET_BYTES): string | null {
  if (size.total <= budget) return null;
  const largest = size.files
    .slice(0, 6)
    .map((f) => `${f.file} ${kb(f.gzip)}`)
    .join(', ');
  return (
    `first-screen-budget: the first screen's JavaScript is ${kb(size.total)} gzip, over its budget of ` +
    `${kb(budget)} (docs/architecture.md §5). Largest: ${largest}. Keep signed-in code, route tables ` +
    'and zod out of the entry (src/app/route-store.tsx).'
  );
}

export function firstScreenBudgetPlugin(budget = FIRST_SCREEN_BUDGET_BYTES): Plugin {
  return {
    name: 'corpbank-first-screen-budget',
    apply: 'build',
    writeBundle(_options, bundle) {
      const html = bundle['index.html'];
      // Other builds (the service worker's) have no page.
      if (!html || html.type !== 'asset') return;
      const size = firstScreenSize(String(html.source), (file) => {
        const output = bundle[file.replace(/^\//, '')];
        if (!output) throw new Error(`first-screen-budget: index.html lists ${file}, not in the bundle`);
        return output.type === 'chunk' ? output.code : output.source;
      });
      const message = overBudget(size, budget);
      if (message !== null) this.error(message);
    },
  };
}
