import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureClusterTemplate, openDatabase } from './client.ts';
import { clusterTemplateFolder } from './pglite-template.ts';
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
});
