import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkCitations, sectionsOf } from './docs-citations.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('citations in code comments', () => {
  it('reads numbered sections of a page', () => {
    const sections = sectionsOf('# T\n## 7. The calls\n### 2.3 Client areas\n### Local-currency payments\n');
    expect([...sections]).toEqual(['7', '2.3']);
  });

  it('every citation points at a section of a page in docs/', () => {
    const broken = checkCitations(root).map((b) => `${b.file}:${b.line} ${b.citation} — ${b.problem}`);
    expect(broken).toEqual([]);
  });
});
