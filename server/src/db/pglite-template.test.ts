import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { clusterTemplateFile } from './pglite-template.ts';

describe('the migrated cluster template (issue 18, fresh start)', () => {
  it('is made by the first migration of a new database, and a new database starts migrated from it', async () => {
    // The run's global setup migrated a new in-memory database: that made the template if it was missing.
    const made = await openDatabase({ kind: 'pglite', folder: null });
    try {
      await made.migrate();
    } finally {
      await made.close();
    }
    expect(existsSync(clusterTemplateFile())).toBe(true);

    const fresh = await openDatabase({ kind: 'pglite', folder: null });
    try {
      // No migrate(): the tables are there, and the template holds no rows.
      const users = await fresh.db.execute(sql`select count(*)::int as n from users`);
      expect(users.rows).toEqual([{ n: 0 }]);
    } finally {
      await fresh.close();
    }
  });
});
