/** Vitest global setup of the server project: builds the seeded template (see template.ts) once per run. */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../app.ts';
import { ManualClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { seedDemo } from '../db/seed/demo.ts';
import {
  DEMO_PASSWORD,
  TEST_PASSWORD_HASH_COST,
  adminQuery,
  databaseUrlFor,
  testDataRoot,
  type ServerTestTemplate,
} from './template.ts';

async function migrateAndSeed(database: Database, seededAt: Date): Promise<void> {
  await database.migrate();
  await seedDemo(database.db, {
    demoPassword: DEMO_PASSWORD,
    clock: new ManualClock(seededAt),
    passwordHashCost: TEST_PASSWORD_HASH_COST,
  });
  // An app made ready once fills what its start-up writes, above all the RBAC tables' permission per
  // endpoint (plugins/access.ts sync, ~400 rows): done in every file's copy instead, it cost each
  // server test file a transaction of inserts before its first test.
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      CAPTCHA: 'off',
      DIST_DIR: join(tmpdir(), `corpbank-no-dist-${randomUUID()}`),
      DEMO_PASSWORD,
      PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST),
      IMPORT_QUEUE_MS: '0',
    }),
    database,
    clock: new ManualClock(seededAt),
  });
  await app.ready();
  await app.close();
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const seededAt = new Date();
  const databaseUrl = process.env.DATABASE_URL;
  let template: ServerTestTemplate;
  let cleanUp: () => Promise<void>;
  if (databaseUrl === undefined || databaseUrl === '') {
    // A data folder closed cleanly (shutdown checkpoint): each file's copy starts without replaying
    // WAL. A dump of the live database needed crash recovery in every file, ~12 MB of WAL redone
    // (about a third of a file's start).
    // The run's folder: the template, and beside it each file's copy (harness.ts), all removed at the
    // end even when a file did not close its harness.
    const runFolder = mkdtempSync(join(testDataRoot(), 'corpbank-test-'));
    const folder = join(runFolder, 'template');
    cleanUp = async () => rmSync(runFolder, { recursive: true, force: true });
    try {
      const database = await openDatabase({ kind: 'pglite', folder });
      try {
        await migrateAndSeed(database, seededAt);
      } finally {
        await database.close();
      }
    } catch (error) {
      await cleanUp();
      throw error;
    }
    template = { kind: 'pglite', folder, seededAt: seededAt.toISOString() };
  } else {
    const templateName = `corpbank_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(databaseUrl, `create database ${templateName}`);
    const database = await openDatabase({ kind: 'postgres', url: databaseUrlFor(databaseUrl, templateName) });
    try {
      await migrateAndSeed(database, seededAt);
    } finally {
      // A template must have no open connections while databases are created from it.
      await database.close();
    }
    template = { kind: 'postgres', templateName, seededAt: seededAt.toISOString() };
    cleanUp = () => adminQuery(databaseUrl, `drop database if exists ${templateName} with (force)`);
  }
  project.provide('serverTestTemplate', template);
  return cleanUp;
}
