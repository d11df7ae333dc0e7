/**
 * The migrated and demo-seeded database every server test file starts from, made once per run by
 * the Vitest global setup: most of a file's start-up was migrating and seeding (about 8 s each on
 * two cores), copying the result takes about one. PGlite: a cleanly shut-down data folder in memory
 * (/dev/shm) when the machine has one, which each file copies and opens (harness.ts).
 * PostgreSQL: a template database each file's database is created from (CREATE DATABASE … TEMPLATE
 * copies it on the server).
 */
import { accessSync, constants, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import pg from 'pg';

export type ServerTestTemplate =
  /** folder: the template's data folder; each file's copy is made beside it. */
  | { readonly kind: 'pglite'; readonly folder: string; readonly seededAt: string }
  | { readonly kind: 'postgres'; readonly templateName: string; readonly seededAt: string };

declare module 'vitest' {
  export interface ProvidedContext {
    serverTestTemplate: ServerTestTemplate;
  }
}

/**
 * Where the PGlite template and the test files' data folders live: /dev/shm (memory) on Linux, so a
 * file's copy (~75 MB) is a memory copy and never reaches the disk; else the temporary folder.
 */
export function testDataRoot(): string {
  try {
    accessSync('/dev/shm', constants.W_OK);
    // A container's /dev/shm is often 64 MB: the template and a copy per worker need far more.
    const { bavail, bsize } = statfsSync('/dev/shm');
    return bavail * bsize >= SHM_NEEDED_BYTES ? '/dev/shm' : tmpdir();
  } catch {
    return tmpdir();
  }
}

/** The template plus one copy per worker (≈ 75 MB each) with room to spare. */
const SHM_NEEDED_BYTES = 2 * 1024 ** 3;

export const DEMO_PASSWORD = 'Bank#2026';

/**
 * scrypt cost (log2 N) of the template's and the test apps' password hashes: the suite signs in
 * thousands of times, and at the production cost (15) each sign-in spent ~150 ms of a core on the
 * hash alone. Production refuses less than 15 (config.ts); password.test.ts checks the default.
 */
export const TEST_PASSWORD_HASH_COST = 10;

/** The server's `postgres` database, through which databases are created and dropped. */
export function adminUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.toString();
}

export function databaseUrlFor(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's `postgres` database (CREATE/DROP DATABASE cannot run in a pool transaction). */
export async function adminQuery(databaseUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl(databaseUrl) });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
