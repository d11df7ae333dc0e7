import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { CONTRACT_API_MODULE, stripEndpointSchemas } from './strip-endpoint-schemas.ts';

const sample = `// Образец: записи как в contracts/api.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const rowSchema = z.object({ id: z.number().int(), name: z.string() });

export const getRow = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'row/:id',
  access: 'public',
  // Ответ — строка.
  response: rowSchema,
  params: z.object({ id: z.coerce.number() }),
});

export const saveRow = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'row',
  access: 'public',
  body: rowSchema,
  response: z.object({
    id: z.number().int(),
  }),
});
`;

const strip = (code: string) => stripEndpointSchemas(code, '/repo/contracts/api/sample.ts');

describe('stripEndpointSchemas', () => {
  it('drops the schemas of every record and keeps the rest, line for line', () => {
    const { code, stripped } = strip(sample);
    expect(stripped).toBe(2);
    expect(code).not.toMatch(/response|params:|body:/);
    expect(code).toContain("path: 'row/:id'");
    expect(code.split('\n')).toHaveLength(sample.split('\n').length);
    expect(parseSync('sample.ts', code, { lang: 'ts' }).errors).toEqual([]);
    // The last properties go with the comma before them; the record's own trailing comma stays.
    expect(code).toMatch(/access: 'public'\s*,\s*\}\);\s*$/);
    expect(code).toMatch(/access: 'public'\s*,\s*\}\);\s*export const saveRow/);
  });

  it('keeps the properties after a schema and a record whose last property stays', () => {
    const code = strip(
      "import { endpoint } from './endpoint.ts';\nexport const e = endpoint({ body: a, path: 'x', response: b, idempotent: 'required' });\n",
    ).code;
    expect(code).toContain("endpoint({ path: 'x', idempotent: 'required' })");
  });

  it('marks the top-level schema and record calls pure, so unused ones are tree-shaken', () => {
    const { code } = strip(sample);
    expect(code).toContain(
      'export const rowSchema = /*@__PURE__*/ z.object({ id: /*@__PURE__*/ z.number().int(), name: /*@__PURE__*/ z.string() });',
    );
    expect(code).toContain('export const getRow = /*@__PURE__*/ endpoint({');
  });

  it('marks the schemas of a module without endpoint records pure too (answers.ts)', () => {
    const code =
      "import { z } from 'zod';\nexport const a = z.string();\nconst b = Object.fromEntries(f());\nsetUp();\n";
    expect(strip(code)).toEqual({
      code: "import { z } from 'zod';\nexport const a = /*@__PURE__*/ z.string();\nconst b = /*@__PURE__*/ Object.fromEntries(f());\nsetUp();\n",
      stripped: 0,
    });
  });

  it.each([
    ['a spread', 'endpoint({ ...base, response: z.null() })', /spread/],
    ['no response', "endpoint({ method: 'GET' })", /exactly one `response`/],
    ['two responses', 'endpoint({ response: a, response: b })', /exactly one `response`/],
    ['a variable argument', 'endpoint(record)', /not one object literal/],
    ['a computed response', "endpoint({ ['response']: a, path: 'x' })", /exactly one `response`/],
    ['two bodies', "endpoint({ path: 'x', body: a, body: b, response: c })", /two `body` properties/],
    ['nothing but schemas', 'endpoint({ body: a, response: b })', /nothing but schemas/],
  ])('fails loudly on %s', (_, call, message) => {
    const code = `import { endpoint } from './endpoint.ts';\nexport const e = ${call};\n`;
    expect(() => strip(code)).toThrow(message);
  });

  it('fails loudly when endpoint is used other than as a callee', () => {
    const code = "import { endpoint } from './endpoint.ts';\nconst make = endpoint;\n";
    expect(() => strip(code)).toThrow(/sample\.ts:2: `endpoint` is used other than as the callee/);
  });

  it('follows a renamed import', () => {
    const code =
      "import { endpoint as ep } from './endpoint.ts';\nexport const e = ep({ path: 'x', response: a });\n";
    expect(strip(code).code).not.toContain('response');
  });

  it('strips every record of the real contracts: one response per endpoint call', () => {
    const dir = join(import.meta.dirname, '..', '..', 'contracts', 'api');
    const files = readdirSync(dir)
      .map((name) => join(dir, name))
      .filter((file) => CONTRACT_API_MODULE.test(file));
    expect(files.length).toBeGreaterThan(20);
    let records = 0;
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const { code, stripped } = stripEndpointSchemas(source, file);
      expect(stripped, file).toBe(source.match(/\bendpoint\(\{/g)?.length ?? 0);
      expect(parseSync(file, code, { lang: 'ts' }).errors, file).toEqual([]);
      if (stripped > 0)
        expect(() => stripEndpointSchemas(code, file), file).toThrow(/exactly one `response`/);
      records += stripped;
    }
    expect(records).toBeGreaterThan(100);
  });
});
