/**
 * Each Ionic element wrapper the app imports from @ionic/react becomes its own module in builds.
 * @ionic/react is one module in the entry chunk, and everything it references goes there with it:
 * a wrapper that only a lazy screen renders (IonActionSheet in the paged table, IonMenu, IonItem and
 * IonList in the side menu and home) still brought its Ionic component, overlays and animations
 * into the first screen's JavaScript. The plugin:
 *  - reads @ionic/react's bundle and finds its element wrappers: top-level
 *    `const IonX = createComponent({…})`, `createRoutingComponent(…)` or
 *    `createInlineOverlayComponent(…)`;
 *  - serves `virtual:corpbank-ionic/IonX`, the same initialiser with the imports it needs; the
 *    bundle's own helpers it calls are exported from @ionic/react under a `__corpbank_` name, so
 *    contexts and overlay bookkeeping stay the single ones of @ionic/react;
 *  - rewrites the app's `import { IonX } from '@ionic/react'` into an import of that module.
 * The source and its types stay as written; vitest and the dev server (which pre-bundles
 * @ionic/react) use @ionic/react as is. A wrapper the plugin cannot read stays in @ionic/react.
 * docs/architecture.md §5; scripts/vite/ionic-react-wrappers.test.ts.
 */
import { readFileSync } from 'node:fs';
import { parseSync, type Plugin } from 'vite';
import { isNode, type AstNode } from './ast.ts';

const PREFIX = 'virtual:corpbank-ionic/';
const RESOLVED = '\0corpbank-ionic:';
const INTERNAL = '__corpbank_';
const FACTORIES = new Set(['createComponent', 'createRoutingComponent', 'createInlineOverlayComponent']);

/** The identifiers an expression reads (property names and object keys excluded). */
function references(node: AstNode, found = new Set<string>()): Set<string> {
  for (const [key, child] of Object.entries(node)) {
    if (node.type === 'MemberExpression' && key === 'property' && node['computed'] !== true) continue;
    if (node.type === 'Property' && key === 'key' && node['computed'] !== true) continue;
    const children = Array.isArray(child) ? child : [child];
    for (const item of children) {
      if (!isNode(item)) continue;
      if (item.type === 'Identifier') found.add(item['name'] as string);
      else references(item, found);
    }
  }
  return found;
}

export interface IonicWrappers {
  /** Wrapper name → the module that defines it on its own. */
  readonly modules: ReadonlyMap<string, string>;
  /** The bundle's top-level helpers those modules import, exported under `__corpbank_<name>`. */
  readonly internals: ReadonlySet<string>;
}

/** Finds the element wrappers of @ionic/react's bundle and writes a module for each. */
export function readIonicWrappers(code: string): IonicWrappers {
  const parsed = parseSync('index.js', code, { lang: 'js', sourceType: 'module' });
  if (parsed.errors.length > 0) throw new Error('ionic-react-wrappers: cannot parse @ionic/react');
  const body = parsed.program.body as unknown as AstNode[];
  // Local name → the import statement text that brings it (one specifier).
  const imports = new Map<string, string>();
  const topLevel = new Set<string>();
  const exported = new Set<string>();
  const candidates: { name: string; init: AstNode }[] = [];
  for (const statement of body) {
    if (statement.type === 'ImportDeclaration') {
      const source = JSON.stringify((statement['source'] as AstNode)['value']);
      for (const specifier of statement['specifiers'] as AstNode[]) {
        const local = (specifier['local'] as AstNode)['name'] as string;
        if (specifier.type === 'ImportDefaultSpecifier')
          imports.set(local, `import ${local} from ${source};`);
        else if (specifier.type === 'ImportNamespaceSpecifier') {
          imports.set(local, `import * as ${local} from ${source};`);
        } else {
          const imported = specifier['imported'] as AstNode;
          const name = (imported['name'] ?? imported['value']) as string;
          imports.set(local, `import { ${name} as ${local} } from ${source};`);
        }
      }
    } else if (statement.type === 'ExportNamedDeclaration' && statement['declaration'] === null) {
      for (const specifier of statement['specifiers'] as AstNode[]) {
        const local = specifier['local'] as AstNode;
        const name = specifier['exported'] as AstNode;
        if (local['name'] === name['name']) exported.add(local['name'] as string);
      }
    } else if (statement.type === 'VariableDeclaration' || statement.type === 'FunctionDeclaration') {
      if (statement.type === 'FunctionDeclaration') {
        topLevel.add((statement['id'] as AstNode)['name'] as string);
        continue;
      }
      for (const declarator of statement['declarations'] as AstNode[]) {
        const id = declarator['id'] as AstNode;
        if (id.type !== 'Identifier') continue;
        topLevel.add(id['name'] as string);
        const init = declarator['init'];
        if (statement['kind'] !== 'const' || !isNode(init) || init.type !== 'CallExpression') continue;
        const callee = init['callee'] as AstNode;
        if (callee.type === 'Identifier' && FACTORIES.has(callee['name'] as string)) {
          candidates.push({ name: id['name'] as string, init });
        }
      }
    } else if (statement.type === 'ClassDeclaration') {
      topLevel.add((statement['id'] as AstNode)['name'] as string);
    }
  }
  const modules = new Map<string, string>();
  const internals = new Set<string>();
  for (const { name, init } of candidates) {
    if (!exported.has(name)) continue;
    const lines: string[] = [];
    const needed: string[] = [];
    let readable = true;
    for (const reference of references(init)) {
      const line = imports.get(reference);
      if (line !== undefined) lines.push(line);
      else if (topLevel.has(reference)) {
        needed.push(reference);
        lines.push(`import { ${INTERNAL}${reference} as ${reference} } from '@ionic/react';`);
      } else if (!/^(undefined|window|document)$/.test(reference)) readable = false;
    }
    if (!readable) continue;
    for (const reference of needed) internals.add(reference);
    modules.set(
      name,
      `${lines.join('\n')}\nexport default /*@__PURE__*/ ${code.slice(init.start, init.end)};\n`,
    );
  }
  return { modules, internals };
}

/** The app module with its split wrappers imported from their own modules; null when unchanged. */
export function rewriteIonicImports(code: string, file: string, split: ReadonlySet<string>): string | null {
  if (!code.includes('@ionic/react')) return null;
  const parsed = parseSync(file, code, { lang: /\.tsx$/.test(file) ? 'tsx' : 'ts', sourceType: 'module' });
  if (parsed.errors.length > 0) return null; // the TypeScript transform reports it
  const edits: [number, number, string][] = [];
  for (const statement of parsed.program.body as unknown as AstNode[]) {
    if (statement.type !== 'ImportDeclaration' || statement['importKind'] === 'type') continue;
    if ((statement['source'] as AstNode)['value'] !== '@ionic/react') continue;
    const kept: string[] = [];
    const own: string[] = [];
    for (const specifier of statement['specifiers'] as AstNode[]) {
      const text = code.slice(specifier.start, specifier.end);
      const imported = specifier['imported'];
      const name = isNode(imported) ? ((imported['name'] ?? imported['value']) as string) : null;
      if (name !== null && split.has(name) && specifier['importKind'] !== 'type') {
        own.push(`import ${(specifier['local'] as AstNode)['name'] as string} from '${PREFIX}${name}';`);
      } else kept.push(text);
    }
    if (own.length === 0) continue;
    const rest = kept.length > 0 ? [`import { ${kept.join(', ')} } from '@ionic/react';`] : [];
    edits.push([statement.start, statement.end, [...rest, ...own].join(' ')]);
  }
  if (edits.length === 0) return null;
  let result = code;
  for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0])) {
    result = result.slice(0, start) + text + result.slice(end);
  }
  return result;
}

const IONIC_REACT_BUNDLE = /[\\/]@ionic[\\/]react[\\/]dist[\\/]index\.js$/;

/** `include`: the modules whose imports are rewritten (the app's src/; the render probe passes its own). */
export function ionicReactWrappersPlugin({
  include = /[\\/]src[\\/].*\.tsx?$/,
}: { include?: RegExp } = {}): Plugin {
  let wrappers: IonicWrappers = { modules: new Map(), internals: new Set() };
  return {
    name: 'corpbank-ionic-react-wrappers',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      const bundle = await this.resolve('@ionic/react');
      if (!bundle) throw new Error('ionic-react-wrappers: cannot resolve @ionic/react');
      wrappers = readIonicWrappers(readFileSync(bundle.id, 'utf8'));
      // The wrappers the first screen's code relies on being split must still be found.
      for (const name of ['IonActionSheet', 'IonItem', 'IonList', 'IonMenu']) {
        if (!wrappers.modules.has(name)) {
          throw new Error(
            `ionic-react-wrappers: @ionic/react's ${name} no longer reads as an element wrapper`,
          );
        }
      }
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const module = wrappers.modules.get(id.slice(RESOLVED.length));
      if (module === undefined) throw new Error(`ionic-react-wrappers: no wrapper ${id}`);
      return { code: module, moduleSideEffects: false };
    },
    transform: {
      filter: { id: [include, IONIC_REACT_BUNDLE] },
      handler(code, id) {
        if (IONIC_REACT_BUNDLE.test(id)) {
          const names = [...wrappers.internals].map((name) => `${name} as ${INTERNAL}${name}`);
          return names.length === 0
            ? null
            : { code: `${code}\nexport { ${names.join(', ')} };\n`, map: null };
        }
        if (!include.test(id)) return null;
        const result = rewriteIonicImports(code, id, new Set(wrappers.modules.keys()));
        return result === null ? null : { code: result, map: null };
      },
    },
  };
}
