import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureClusterTemplate, ensureDataTemplate, openDatabase } from './client.ts';
import { clusterTemplateFolder, dataTemplateFolder } from './pglite-template.ts';
import { users } from './schema/users.ts';

const root = mkdtempSync(join(tmpdir(), 'corpbank-template-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the migrated cluster template (issue 18, fresh start)', () => {
  it('is a migrated, empty cluster folder, and a new data folder starts as a copy of it', async () => {
    expect(await ensureClusterTemplate()).toBe(true);
    expect(existsSync(join(clusterTemplateFolder(), 'PG_VERSION'))).toBe(true);

    const folder = join(root, 'fresh', 'pglite');
    const fresh = await openDatabase({ kind: 'pglite', folder });
    try {
      // Copied before PGlite opened it: a cluster, and without migrate() the tables are there.
      expect(existsSync(join(folder, 'PG_VERSION'))).toBe(true);
      expect(await fresh.db.select({ n: count() }).from(users)).toEqual([{ n: 0 }]);
      await fresh.migrate();
    } finally {
      await fresh.close();
    }
  });

  it('leaves an existing data folder as it is', async () => {
    const folder = join(root, 'kept', 'pglite');
    const first = await openDatabase({ kind: 'pglite', folder });
    await first.db.execute(sql`create table kept_marker (note text)`);
    await first.db.execute(sql`insert into kept_marker values ('written on the first start')`);
    await first.close();

    const second = await openDatabase({ kind: 'pglite', folder });
    try {
      const { rows } = (await second.db.execute(sql`select note from kept_marker`)) as unknown as {
        rows: { note: string }[];
      };
      expect(rows).toEqual([{ note: 'written on the first start' }]);
    } finally {
      await second.close();
    }
  });

  it('starts a new data folder from a data template when there is one, made once', async () => {
    const template = dataTemplateFolder('test', `${process.pid}`);
    let fills = 0;
    try {
      const fill = async (db: Parameters<Parameters<typeof ensureDataTemplate>[1]>[0]) => {
        fills += 1;
        await db.execute(sql`create table template_marker (note text)`);
        await db.execute(sql`insert into template_marker values ('seeded once')`);
      };
      expect(await ensureDataTemplate(template, fill)).toBe(true);
      expect(await ensureDataTemplate(template, fill)).toBe(true);
      expect(fills).toBe(1);

      const folder = join(root, 'from-data', 'pglite');
      const opened = await openDatabase({ kind: 'pglite', folder, dataTemplate: () => template });
      try {
        const { rows } = (await opened.db.execute(sql`select note from template_marker`)) as unknown as {
          rows: { note: string }[];
        };
        expect(rows).toEqual([{ note: 'seeded once' }]);
        // Analyzed before it was shut down (maintenance.ts): the planner knows its one row at once.
        const { rows: estimates } = (await opened.db.execute(
          sql`select reltuples::int as n from pg_class where relname = 'template_marker'`,
        )) as unknown as { rows: { n: number }[] };
        expect(estimates).toEqual([{ n: 1 }]);
        // The migrations are there too: the data template started from the migrated cluster.
        expect(await opened.db.select({ n: count() }).from(users)).toEqual([{ n: 0 }]);
      } finally {
        await opened.close();
      }

      // A data template that is not there: the migrated, empty cluster, as before.
      const plain = join(root, 'without-data', 'pglite');
      const empty = await openDatabase({
        kind: 'pglite',
        folder: plain,
        dataTemplate: () => `${template}-absent`,
      });
      try {
        await expect(empty.db.execute(sql`select note from template_marker`)).rejects.toThrow();
      } finally {
        await empty.close();
      }
    } finally {
      rmSync(template, { recursive: true, force: true });
    }
  });
});
