/**
 * Client builds leave the zod schemas of the endpoint records (contracts/api/*.ts) out: `response`,
 * `body`, `query` and `params`. The server validates requests and checks its answers against them;
 * the client sends plain JSON and only needs their types (`AnswerOf<E>`, the call's input), which the
 * TypeScript source keeps. The transform removes those properties of every `endpoint({ … })` call in
 * those files; a schema then used by nothing else is tree-shaken with it, and zod with the last one
 * (it stays in the chunks of the forms that validate with zod rules).
 *
 * It parses the module instead of matching text, and it refuses (fails the build) whatever it
 * cannot read with certainty: an `endpoint` call whose argument is not an object literal, a record
 * with a spread, without exactly one `response` or with a schema property twice, or `endpoint` used
 * other than as a callee. docs/architecture.md §5 says why; scripts/vite/strip-endpoint-schemas.test.ts
 * checks it.
 */
import { parseSync, type Plugin } from 'vite';
import { isNode, type AstNode } from './ast.ts';

/** The contract modules whose endpoint records are stripped (tests and endpoint.ts itself excluded). */
export const CONTRACT_API_MODULE = /[\\/]contracts[\\/]api[\\/](?!endpoint\.ts$)[^\\/]+(?<!\.test)\.ts$/;

/** Every node of the tree with its parent, depth first. */
function walk(node: AstNode, visit: (node: AstNode, parent: AstNode | null, key: string) => void): void {
  const go = (current: AstNode, parent: AstNode | null, key: string) => {
    visit(current, parent, key);
    for (const [childKey, child] of Object.entries(current)) {
      if (Array.isArray(child)) {
        for (const item of child) if (isNode(item)) go(item, current, childKey);
      } else if (isNode(child)) go(child, current, childKey);
    }
  };
  go(node, null, '');
}

function propertyName(property: AstNode): string | null {
  if (property['computed'] === true) return null;
  const key = property['key'];
  if (!isNode(key)) return null;
  if (key.type === 'Identifier') return key['name'] as string;
  if (key.type === 'Literal' && typeof key['value'] === 'string') return key['value'];
  return null;
}

/** The identifier a call chain starts from: `z` for `z.object({}).extend({})`, null for anything else. */
function chainRoot(node: AstNode): string | null {
  let current: unknown = node;
  for (;;) {
    if (!isNode(current)) return null;
    if (current.type === 'Identifier') return current['name'] as string;
    if (current.type === 'CallExpression' || current.type === 'NewExpression') current = current['callee'];
    else if (current.type === 'MemberExpression') current = current['object'];
    else if (current.type === 'ChainExpression' || current.type === 'ParenthesizedExpression') {
      current = current['expression'];
    } else return null;
  }
}

/**
 * Where to put a pure annotation: the calls in the initialisers of the module's top-level
 * declarations whose chain starts at zod, at `endpoint`, at a binding of this module or at one
 * imported from another contracts module (schemas and schema helpers: contracts build values and
 * have no side effects), and `Object.fromEntries/keys/values/entries` calls. Unused records and
 * schemas are then tree-shaken; calls inside functions, and calls of anything else, are left as
 * they are.
 */
function pureAnnotations(program: AstNode, endpointNames: ReadonlySet<string>): number[] {
  const roots = new Set(endpointNames);
  const body = program['body'] as AstNode[];
  const declarations: AstNode[] = [];
  for (const statement of body) {
    if (statement.type === 'ImportDeclaration') {
      const source = (statement['source'] as AstNode)['value'];
      if (source !== 'zod' && !(typeof source === 'string' && source.startsWith('.'))) continue;
      for (const specifier of statement['specifiers'] as AstNode[]) {
        roots.add((specifier['local'] as AstNode)['name'] as string);
      }
      continue;
    }
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement['declaration'] : statement;
    if (!isNode(declaration)) continue;
    if (declaration.type === 'FunctionDeclaration') {
      roots.add((declaration['id'] as AstNode)['name'] as string);
    } else if (declaration.type === 'VariableDeclaration' && declaration['kind'] === 'const') {
      declarations.push(declaration);
      for (const declarator of declaration['declarations'] as AstNode[]) {
        const id = declarator['id'] as AstNode;
        if (id.type === 'Identifier') roots.add(id['name'] as string);
      }
    }
  }
  const at = new Set<number>();
  const visit = (node: AstNode) => {
    if (/Function|Class/.test(node.type)) return;
    if (node.type === 'CallExpression' || node.type === 'NewExpression') {
      const root = chainRoot(node);
      if ((root !== null && roots.has(root)) || isObjectBuilder(node)) at.add(node.start);
    }
    for (const child of Object.values(node)) {
      if (Array.isArray(child)) {
        for (const item of child) if (isNode(item)) visit(item);
      } else if (isNode(child)) visit(child);
    }
  };
  for (const declaration of declarations) {
    for (const declarator of declaration['declarations'] as AstNode[]) {
      if (isNode(declarator['init'])) visit(declarator['init']);
    }
  }
  return [...at];
}

/** The schema properties of an endpoint record; `response` is required, the others optional. */
const SCHEMA_PROPERTIES = ['response', 'body', 'query', 'params'] as const;

/** `Object.fromEntries(…)` and its kin: they build a value from their argument and change nothing. */
function isObjectBuilder(call: AstNode): boolean {
  const callee = call['callee'];
  if (!isNode(callee) || callee.type !== 'MemberExpression' || callee['computed'] === true) return false;
  const object = callee['object'];
  const property = callee['property'];
  return (
    isNode(object) &&
    object.type === 'Identifier' &&
    object['name'] === 'Object' &&
    isNode(property) &&
    ['fromEntries', 'keys', 'values', 'entries'].includes(property['name'] as string)
  );
}

function lineOf(code: string, offset: number): number {
  return code.slice(0, offset).split('\n').length;
}

/**
 * The module without the schema properties of its endpoint records (`stripped`: how many records),
 * its top-level schema calls marked pure (also in a module of shared schemas without records, such
 * as answers.ts). Throws, naming the file and line, on anything it cannot strip safely.
 */
export function stripEndpointSchemas(code: string, file: string): { code: string; stripped: number } {
  const parsed = parseSync(file, code, { lang: 'ts', sourceType: 'module' });
  if (parsed.errors.length > 0) {
    throw new Error(`strip-endpoint-schemas: cannot parse ${file}: ${parsed.errors[0]?.message ?? ''}`);
  }
  const program = parsed.program as unknown as AstNode;
  const fail = (node: AstNode, why: string): never => {
    throw new Error(
      `strip-endpoint-schemas: ${file}:${lineOf(code, node.start)}: ${why}. The client build drops ` +
        "each record's schemas (docs/architecture.md §5); write the record as " +
        '`endpoint({ …, body: schema, response: schema })` or teach scripts/vite/strip-endpoint-schemas.ts the new form.',
    );
  };

  // The local names `endpoint` is imported under (from ./endpoint.ts).
  const names = new Set<string>();
  for (const statement of program['body'] as AstNode[]) {
    if (statement.type !== 'ImportDeclaration') continue;
    const source = (statement['source'] as AstNode)['value'];
    if (typeof source !== 'string' || !/(^|\/)endpoint(\.ts)?$/.test(source)) continue;
    for (const specifier of statement['specifiers'] as AstNode[]) {
      const imported = specifier['imported'];
      if (isNode(imported) && (imported['name'] ?? imported['value']) === 'endpoint') {
        names.add((specifier['local'] as AstNode)['name'] as string);
      } else if (specifier.type === 'ImportNamespaceSpecifier') {
        fail(specifier, 'a namespace import of endpoint.ts hides the endpoint calls');
      }
    }
  }

  const cuts: [number, number][] = [];
  let records = 0;
  walk(program, (node, parent, key) => {
    if (node.type !== 'Identifier' || !names.has(node['name'] as string)) return;
    if (parent?.type === 'ImportSpecifier') return;
    if (parent?.type !== 'CallExpression' || key !== 'callee') {
      fail(node, '`endpoint` is used other than as the callee of a call');
    }
    const call = parent as AstNode;
    const args = call['arguments'] as AstNode[];
    const record = args[0];
    if (args.length !== 1 || record?.type !== 'ObjectExpression') {
      fail(call, 'the argument of endpoint(…) is not one object literal');
    }
    const properties = (record as AstNode)['properties'] as AstNode[];
    const spread = properties.find((property) => property.type !== 'Property');
    if (spread) fail(spread, 'an endpoint record with a spread may carry a schema the build cannot see');
    for (const name of SCHEMA_PROPERTIES) {
      const count = properties.filter((property) => propertyName(property) === name).length;
      if (name === 'response' && count !== 1) {
        fail(call, 'an endpoint record without exactly one `response` property');
      }
      if (count > 1) fail(call, `an endpoint record with two \`${name}\` properties`);
    }
    const schema = (property: AstNode | undefined) =>
      property !== undefined &&
      (SCHEMA_PROPERTIES as readonly (string | null)[]).includes(propertyName(property));
    if (properties.every(schema)) fail(call, 'an endpoint record with nothing but schemas');
    // A schema before the last kept property goes from its start to the next property (its comma
    // and comments go with it); the schemas after it go together from the end of that property, so
    // no dangling comma remains.
    const lastKept = properties.findLastIndex((property) => !schema(property));
    properties.forEach((property, index) => {
      if (schema(property) && index < lastKept)
        cuts.push([property.start, (properties[index + 1] as AstNode).start]);
    });
    const last = properties.at(-1) as AstNode;
    if (lastKept < properties.length - 1) cuts.push([(properties[lastKept] as AstNode).end, last.end]);
    records += 1;
  });

  const pure = pureAnnotations(program, names);

  // The cut text leaves its line breaks behind: every other line keeps its number.
  const edits: [number, number, string][] = [
    ...cuts.map(([start, end]): [number, number, string] => [
      start,
      end,
      code.slice(start, end).replace(/[^\n]/g, ''),
    ]),
    ...pure
      .filter((at) => !cuts.some(([start, end]) => at >= start && at < end))
      .map((at): [number, number, string] => [at, at, '/*@__PURE__*/ ']),
  ];
  let result = code;
  for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0] || b[1] - a[1])) {
    result = result.slice(0, start) + text + result.slice(end);
  }
  return { code: result, stripped: records };
}

/**
 * The plugin of vite.config.ts, in builds and the dev server alike (a client read of a schema
 * fails in both); the server runs the contracts unchanged and vitest does not load vite.config.ts.
 */
export function stripEndpointSchemasPlugin(): Plugin {
  return {
    name: 'corpbank-strip-endpoint-schemas',
    // Before the TypeScript transform: the parser sees the file as written, errors name its lines.
    enforce: 'pre',
    transform: {
      filter: { id: CONTRACT_API_MODULE },
      handler(code, id) {
        const { code: stripped } = stripEndpointSchemas(code, id);
        return stripped === code ? null : { code: stripped, map: null };
      },
    },
  };
}
