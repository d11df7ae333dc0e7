import { existsSync } from 'node:fs';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { clusterTemplateFile } from './pglite-template.ts';
import { users } from './schema/users.ts';

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
      expect(await fresh.db.select({ n: count() }).from(users)).toEqual([{ n: 0 }]);
    } finally {
      await fresh.close();
    }
  });
});
