/**
 * `npm run docs:areas`: writes docs/areas/, one page per business area that has built screens:
 * its routes (with roles, from contracts/ui-routes.ts) → the screen file each opens → the endpoint
 * records the area's feature code calls → the server module that serves each → the tables that
 * module's repositories touch. Everything is read from the code, so the pages cannot drift:
 * scripts/area-docs.test.ts fails when a page on disk differs from what this would write.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getTableName, isTable } from 'drizzle-orm';
import { UI_ROUTES, type UiRoute } from '../contracts/ui-routes.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

interface EndpointInfo {
  readonly name: string;
  readonly contract: string;
  readonly method: string;
  readonly url: string;
  readonly access: string;
}

function filesUnder(folder: string, pattern: RegExp): string[] {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return filesUnder(path, pattern);
    return pattern.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const rel = (path: string): string => relative(ROOT, path).split('\\').join('/');

/** Every endpoint record exported by contracts/api/*.ts, by contract file and export name. */
async function endpointRecords(): Promise<Map<string, EndpointInfo>> {
  const records = new Map<string, EndpointInfo>();
  for (const file of filesUnder(join(ROOT, 'contracts/api'), /\.ts$/)) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (typeof value !== 'object' || value === null) continue;
      const record = value as { method?: unknown; base?: unknown; path?: unknown; access?: unknown };
      if (
        typeof record.method !== 'string' ||
        typeof record.base !== 'string' ||
        typeof record.path !== 'string'
      )
        continue;
      const access = Array.isArray(record.access) ? record.access.join(', ') : String(record.access);
      records.set(`${rel(file)}#${name}`, {
        name,
        contract: rel(file),
        method: record.method,
        url: record.base + record.path,
        access,
      });
    }
  }
  return records;
}

/** The names a file imports from each contracts/api file: `contracts/api/x.ts#name`. */
function contractImports(file: string): string[] {
  return [...contractImportMap(file).values()];
}

/** Local name → `contracts/api/x.ts#name` for what a file imports from contracts/api. */
function contractImportMap(file: string): Map<string, string> {
  const text = readFileSync(file, 'utf8');
  const found = new Map<string, string>();
  for (const match of text.matchAll(
    /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']*contracts\/api\/[\w-]+\.ts)'/g,
  )) {
    const contract = rel(resolve(dirname(file), match[2]!));
    for (const part of match[1]!.split(',')) {
      const [name, local] = part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .map((s) => s.trim());
      if (name) found.set(local ?? name, `${contract}#${name}`);
    }
  }
  return found;
}

/** Route path → the screen file its row opens, from every route-row file of the app. */
function builtScreens(): Map<string, string> {
  const screens = new Map<string, string>();
  for (const file of filesUnder(join(ROOT, 'src'), /\.tsx?$/)) {
    const text = readFileSync(file, 'utf8');
    if (!/screen:\s*\w+/.test(text)) continue;
    const lazyFiles = new Map<string, string>();
    for (const match of text.matchAll(/const (\w+)\s*=\s*lazyChunk\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g))
      lazyFiles.set(match[1]!, rel(resolve(dirname(file), match[2]!)));
    for (const match of text.matchAll(/\{\s*path:\s*'([^']+)',\s*screen:\s*(\w+)/g)) {
      screens.set(match[1]!, lazyFiles.get(match[2]!) ?? rel(file));
    }
  }
  return screens;
}

/** Server module folder → the endpoint records its files import, and the tables its repositories use. */
async function serverModules(): Promise<{
  servedBy: Map<string, string>;
  tables: Map<string, Set<string>>;
}> {
  const tableNames = new Map<string, string>();
  for (const file of filesUnder(join(ROOT, 'server/src/db/schema'), /\.ts$/)) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module))
      if (isTable(value)) tableNames.set(`${rel(file)}#${name}`, getTableName(value));
  }
  const servedBy = new Map<string, string>();
  const tables = new Map<string, Set<string>>();
  const modulesRoot = join(ROOT, 'server/src/modules');
  for (const moduleName of readdirSync(modulesRoot)) {
    const used = new Set<string>();
    for (const file of filesUnder(join(modulesRoot, moduleName), /\.ts$/)) {
      // Served by the module whose router registers the record, not by every module importing it.
      const text = readFileSync(file, 'utf8');
      const imported = contractImportMap(file);
      for (const match of text.matchAll(/\.(?:route|fileRoute|publicRoute)\(\s*(\w+)/g)) {
        const record = imported.get(match[1]!);
        if (record) servedBy.set(record, moduleName);
      }
      for (const match of text.matchAll(/import\s+\{([^}]*)\}\s+from\s+'([^']*db\/schema\/[\w-]+\.ts)'/g)) {
        const schema = rel(resolve(dirname(file), match[2]!));
        for (const part of match[1]!.split(',')) {
          const table = tableNames.get(`${schema}#${part.split(/\s+as\s+/)[0]!.trim()}`);
          if (table) used.add(table);
        }
      }
    }
    tables.set(moduleName, used);
  }
  return { servedBy, tables };
}

const rolesText = (route: UiRoute): string =>
  route.roles === '*' ? (route.auth === 'yes' ? 'any signed-in user' : route.auth) : route.roles.join(', ');

export async function renderAreaPages(): Promise<Map<string, string>> {
  const records = await endpointRecords();
  const screens = builtScreens();
  const { servedBy, tables } = await serverModules();
  const areas = new Map<string, UiRoute[]>();
  for (const route of UI_ROUTES) areas.set(route.area, [...(areas.get(route.area) ?? []), route]);

  const pages = new Map<string, string>();
  const index: string[] = [];
  for (const [area, routes] of [...areas].sort(([a], [b]) => a.localeCompare(b))) {
    const built = routes.filter((route) => screens.has(route.path));
    if (built.length === 0) {
      index.push(`| ${area} | 0 of ${routes.length} | not built |`);
      continue;
    }
    const screenFiles = [...new Set(built.map((route) => screens.get(route.path)!))];
    const features = [
      ...new Set(screenFiles.map((file) => /^src\/features\/([\w-]+)\//.exec(file)?.[1]).filter(Boolean)),
    ];
    const callers = [
      ...features.flatMap((feature) => filesUnder(join(ROOT, 'src/features', feature!), /\.tsx?$/)),
      ...screenFiles.filter((file) => !file.startsWith('src/features/')).map((file) => join(ROOT, file)),
    ];
    const used = [...new Set(callers.flatMap(contractImports))]
      .map((key) => ({ key, info: records.get(key) }))
      .filter((entry): entry is { key: string; info: EndpointInfo } => entry.info !== undefined)
      .sort((a, b) => a.info.url.localeCompare(b.info.url));
    const modules = [
      ...new Set(used.map((entry) => servedBy.get(entry.key)).filter((m): m is string => !!m)),
    ].sort();

    const lines = [
      `# Area: ${area}`,
      '',
      `Generated by \`npm run docs:areas\` from the code; do not edit by hand. ${built.length} of ${routes.length} spec paths built.`,
      '',
      '## Routes → screens',
      '',
      '| path | who may open it | screen |',
      '|---|---|---|',
      ...routes.map(
        (route) =>
          `| \`${route.path}\` | ${rolesText(route)} | ${screens.has(route.path) ? `\`${screens.get(route.path)}\`` : 'not built'} |`,
      ),
      '',
      `## Endpoints the screens call (feature code: ${features.length ? features.map((f) => `\`src/features/${f}\``).join(', ') : 'app shell'})`,
      '',
      '| call | endpoint | contract | who may call it | server module |',
      '|---|---|---|---|---|',
      ...used.map(
        ({ key, info }) =>
          `| ${info.method} | \`${info.url}\` | \`${info.contract}\` ${info.name} | ${info.access} | ${servedBy.get(key) ?? '—'} |`,
      ),
      '',
      '## Tables (touched by the serving modules)',
      '',
      ...(modules.length
        ? modules.map(
            (module) =>
              `- \`server/src/modules/${module}\`: ${
                [...(tables.get(module) ?? [])]
                  .sort()
                  .map((t) => `\`${t}\``)
                  .join(', ') || '—'
              }`,
          )
        : ['- none']),
      '',
    ];
    pages.set(`${area}.md`, lines.join('\n'));
    index.push(
      `| [${area}](${area}.md) | ${built.length} of ${routes.length} | ${modules.join(', ') || '—'} |`,
    );
  }
  pages.set(
    'README.md',
    [
      '# Areas',
      '',
      "Generated by `npm run docs:areas`; one page per area with built screens. Areas come from `contracts/ui-routes.ts` (the spec's `routes.tsv`).",
      '',
      '| area | spec paths built | server modules |',
      '|---|---|---|',
      ...index,
      '',
    ].join('\n'),
  );
  return pages;
}

export const AREA_DOCS_DIR = join(ROOT, 'docs/areas');

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const pages = await renderAreaPages();
  rmSync(AREA_DOCS_DIR, { recursive: true, force: true });
  mkdirSync(AREA_DOCS_DIR, { recursive: true });
  for (const [name, text] of pages) writeFileSync(join(AREA_DOCS_DIR, name), text);
  console.log(`docs/areas: ${pages.size - 1} area pages`);
}
