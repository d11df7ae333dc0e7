/**
 * Finds the citations in the code (`spec 2 §7`, `docs/architecture.md §4`, `docs/ux.md`,
 * `docs/decisions.md`) and says which of them point nowhere: a section the cited page does not
 * have, a page that is not in docs/, or a design note outside the repository. docs/README.md
 * explains the forms; scripts/docs-citations.test.ts fails the unit tests on any broken one.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface BrokenCitation {
  readonly file: string;
  readonly line: number;
  readonly citation: string;
  readonly problem: string;
}

const CODE_FOLDERS = ['contracts', 'src', 'sw', 'server/src', 'scripts', 'tests'];
const CODE_FILE = /\.(ts|tsx|js|mjs|css)$/;
const SPEC_FILES: Record<string, string> = {
  '1': 'spec/1-portal-shell-routes-roles.md',
  '2': 'spec/2-client-banking-operations.md',
  '3': 'spec/3-back-office-and-ecosystem.md',
};

function codeFiles(root: string, folder: string): string[] {
  const full = join(root, folder);
  let names: string[];
  try {
    names = readdirSync(full);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(full, name);
    if (statSync(path).isDirectory())
      return name === 'node_modules' ? [] : codeFiles(root, join(folder, name));
    return CODE_FILE.test(name) ? [join(folder, name)] : [];
  });
}

/** Section numbers a markdown page has: `## 7. Title` → 7, `### 2.3 Title` → 2.3. */
export function sectionsOf(markdown: string): Set<string> {
  const sections = new Set<string>();
  for (const match of markdown.matchAll(/^#{2,4}\s+(\d+(?:\.\d+)*)\.?\s/gm)) sections.add(match[1]!);
  return sections;
}

export function checkCitations(root: string): BrokenCitation[] {
  const docs = join(root, 'docs');
  const pageCache = new Map<string, string | null>();
  const page = (name: string): string | null => {
    if (!pageCache.has(name)) {
      try {
        pageCache.set(name, readFileSync(join(docs, name), 'utf8'));
      } catch {
        pageCache.set(name, null);
      }
    }
    return pageCache.get(name)!;
  };
  const broken: BrokenCitation[] = [];
  for (const file of CODE_FOLDERS.flatMap((folder) => codeFiles(root, folder))) {
    if (file.endsWith('docs-citations.ts') || file.endsWith('docs-citations.test.ts')) continue;
    const lines = readFileSync(join(root, file), 'utf8').split('\n');
    lines.forEach((text, index) => {
      const report = (citation: string, problem: string): void => {
        broken.push({ file: relative(root, join(root, file)), line: index + 1, citation, problem });
      };
      for (const match of text.matchAll(/\bspec (\d) §(\d+(?:\.\d+)*)/g)) {
        const name = SPEC_FILES[match[1]!];
        const markdown = name ? page(name) : null;
        if (markdown === null) report(match[0], 'no such spec document in docs/spec');
        else if (!sectionsOf(markdown).has(match[2]!))
          report(match[0], `no section §${match[2]} in docs/${name}`);
      }
      for (const match of text.matchAll(
        /([\w./-]*?)(architecture|ux|area-done|decisions|DECISIONS)\.md(?: §(\d+))?/g,
      )) {
        const [citation, prefix, stem, section] = match;
        if (prefix !== 'docs/') {
          report(citation, 'cite the page in docs/ (docs/<page>.md)');
          continue;
        }
        const markdown = page(`${stem}.md`);
        if (markdown === null) report(citation, `docs/${stem}.md does not exist`);
        else if (section !== undefined && !sectionsOf(markdown).has(section))
          report(citation, `no section §${section} in docs/${stem}.md`);
      }
      if (/\.\.\/shared\/|shared\/(spec|design)\//.test(text))
        report(text.trim(), 'cites a file outside the repository');
    });
  }
  return broken;
}
