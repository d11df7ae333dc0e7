import { randomBytes } from 'node:crypto';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  FIRST_SCREEN_BUDGET_BYTES,
  firstScreenBudgetPlugin,
  firstScreenScripts,
  firstScreenSize,
  gzipBytes,
  overBudget,
} from './first-screen-budget.ts';

const html = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-a1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-b2.js">
<link rel="modulepreload" crossorigin href="/assets/dist-c3.js">
<link rel="stylesheet" crossorigin href="/assets/index-d4.css">
</head><body><div id="root"></div></body></html>`;

/** Text that gzip cannot shrink: its gzip size is about its length. */
const incompressible = (bytes: number) => randomBytes(bytes).toString('base64').slice(0, bytes);

function bundleOf(sizes: Record<string, number>): Rolldown.OutputBundle {
  const bundle: Record<string, unknown> = {
    'index.html': { type: 'asset', fileName: 'index.html', source: html },
    'assets/index-d4.css': { type: 'asset', fileName: 'assets/index-d4.css', source: 'body{}' },
  };
  for (const [file, bytes] of Object.entries(sizes)) {
    bundle[file] = { type: 'chunk', fileName: file, code: incompressible(bytes) };
  }
  return bundle as unknown as Rolldown.OutputBundle;
}

function runPlugin(bundle: Rolldown.OutputBundle): void {
  const plugin = firstScreenBudgetPlugin();
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  const hook = plugin.writeBundle as (
    this: typeof context,
    options: unknown,
    bundle: Rolldown.OutputBundle,
  ) => void;
  hook.call(context, {}, bundle);
}

describe('first screen budget (issue 18)', () => {
  it('reads the entry script and the modulepreloads, not styles', () => {
    expect(firstScreenScripts(html)).toEqual([
      '/assets/index-a1.js',
      '/assets/react-b2.js',
      '/assets/dist-c3.js',
    ]);
  });

  it('sums each script gzip -9, largest first', () => {
    const files: Record<string, string> = {
      '/assets/index-a1.js': 'x'.repeat(5000),
      '/assets/react-b2.js': incompressible(3000),
      '/assets/dist-c3.js': 'export {};',
    };
    const size = firstScreenSize(html, (file) => files[file] ?? '');
    const expected = Object.values(files).reduce((sum, code) => sum + gzipBytes(code), 0);
    expect(size.total).toBe(expected);
    expect(size.files[0]?.file).toBe('/assets/react-b2.js');
  });

  it('passes a build within the budget and fails one over it, naming the largest files', () => {
    const third = Math.floor(FIRST_SCREEN_BUDGET_BYTES / 3);
    const within = { 'assets/index-a1.js': third, 'assets/react-b2.js': third, 'assets/dist-c3.js': 1000 };
    expect(() => runPlugin(bundleOf(within))).not.toThrow();
    const half = Math.floor(FIRST_SCREEN_BUDGET_BYTES / 2);
    const over = { ...within, 'assets/react-b2.js': half, 'assets/dist-c3.js': half };
    expect(() => runPlugin(bundleOf(over))).toThrow(/over its budget of 190\.0 KB.*\/assets\/react-b2\.js/);
  });

  it('leaves a build without a page alone (the service worker) and fails on a page it cannot read', () => {
    expect(() => runPlugin({} as Rolldown.OutputBundle)).not.toThrow();
    expect(() => firstScreenSize('<html></html>', () => '')).toThrow(/no module script/);
    expect(overBudget({ total: 10, files: [] }, 9)).toMatch(/over its budget/);
  });
});
