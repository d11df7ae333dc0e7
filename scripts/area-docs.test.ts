import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREA_DOCS_DIR, renderAreaPages } from './area-docs.ts';

describe('docs/areas', () => {
  it('is what `npm run docs:areas` writes from the code today (run it after changing routes, calls or tables)', async () => {
    const pages = await renderAreaPages();
    expect(readdirSync(AREA_DOCS_DIR).sort()).toEqual([...pages.keys()].sort());
    for (const [name, text] of pages)
      expect(readFileSync(join(AREA_DOCS_DIR, name), 'utf8'), name).toBe(text);
  }, 60_000);
});
