/**
 * One module per ionicon. `ionicons/icons` is a single module of SVG strings; the bundler places a
 * module in one chunk, so every icon the app uses anywhere landed in the first screen's chunk
 * (41 icons, the side menu's among them). The transform rewrites the app's
 * `import { eyeOutline as eye } from 'ionicons/icons'` into
 * `import eye from 'virtual:corpbank-ionicon/eyeOutline'`, a module holding that one string, which
 * then travels with the code that uses it. The source and its types stay as written; vitest does
 * not load vite.config.ts and imports the real module. docs/architecture.md §5.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseSync, type Plugin } from 'vite';
import { type AstNode } from './ast.ts';

const PREFIX = 'virtual:corpbank-ionicon/';
const RESOLVED = '\0corpbank-ionicon:';

/** Name → the icon's string literal (as written, quotes included) of ionicons/icons/index.mjs. */
export function readIonicons(source: string): Map<string, string> {
  const icons = new Map<string, string>();
  for (const match of source.matchAll(/^export const (\w+) = ("[^"\n]*");?$/gm)) {
    icons.set(match[1] ?? '', match[2] ?? '');
  }
  // Every line of the file that exports something must have been read: anything else is a format
  // this plugin does not know (an ionicons upgrade), and the build stops instead of losing icons.
  const exports = source.match(/^export /gm)?.length ?? 0;
  if (icons.size === 0 || icons.size !== exports) {
    throw new Error(
      `ionicon-modules: ionicons/icons/index.mjs has ${exports} exports, ${icons.size} read as ` +
        '`export const name = "…"`: its format changed, update scripts/vite/ionicon-modules.ts.',
    );
  }
  return icons;
}

/** The module with its `ionicons/icons` imports split into one import per icon. */
export function splitIconImports(code: string, file: string): string | null {
  if (!code.includes('ionicons/icons')) return null;
  const parsed = parseSync(file, code, { lang: /\.tsx$/.test(file) ? 'tsx' : 'ts', sourceType: 'module' });
  if (parsed.errors.length > 0) return null; // the TypeScript transform reports it
  const edits: [number, number, string][] = [];
  for (const statement of parsed.program.body as unknown as AstNode[]) {
    if (statement.type !== 'ImportDeclaration') continue;
    if ((statement['source'] as AstNode)['value'] !== 'ionicons/icons') continue;
    if (statement['importKind'] === 'type') continue;
    const imports: string[] = [];
    for (const specifier of statement['specifiers'] as AstNode[]) {
      if (specifier.type !== 'ImportSpecifier') {
        throw new Error(
          `ionicon-modules: ${file}: import icons by name from 'ionicons/icons' (a default or namespace ` +
            'import would take every icon into the chunk).',
        );
      }
      if (specifier['importKind'] === 'type') continue;
      const imported = specifier['imported'] as AstNode;
      const name = (imported['name'] ?? imported['value']) as string;
      const local = (specifier['local'] as AstNode)['name'] as string;
      imports.push(`import ${local} from '${PREFIX}${name}';`);
    }
    edits.push([statement.start, statement.end, imports.join(' ')]);
  }
  if (edits.length === 0) return null;
  let result = code;
  for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0])) {
    result = result.slice(0, start) + text + result.slice(end);
  }
  return result;
}

export function ioniconModulesPlugin(): Plugin {
  let icons: Map<string, string> | null = null;
  return {
    name: 'corpbank-ionicon-modules',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]src[\\/].*\.tsx?$/, code: 'ionicons/icons' },
      handler(code, id) {
        const result = splitIconImports(code, id);
        return result === null ? null : { code: result, map: null };
      },
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      // Node's resolution, not the plugin context's: the dev server would answer with its
      // pre-bundled copy of the module, which may not be written yet.
      icons ??= readIonicons(readFileSync(fileURLToPath(import.meta.resolve('ionicons/icons')), 'utf8'));
      const name = id.slice(RESOLVED.length);
      const svg = icons.get(name);
      if (svg === undefined) throw new Error(`ionicon-modules: ionicons has no icon ${name}`);
      return { code: `export default ${svg};`, moduleSideEffects: false };
    },
  };
}
