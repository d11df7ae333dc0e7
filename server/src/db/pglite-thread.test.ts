import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPglite, PgliteThread } from './pglite-thread.ts';
import { DRIZZLE_TEXT_TYPES } from './text-parsers.mjs';

/** Every query runs on the worker's PGlite; the answers must be what an in-process PGlite gives. */
let thread: PgliteThread;
let local: PGlite;

beforeAll(async () => {
  thread = new PgliteThread({ dataDir: null, startParams: PGlite.defaultStartParams });
  local = new PGlite();
  await Promise.all([thread.waitReady, local.waitReady]);
  const schema = `create table t (id serial primary key, name text not null unique, n bigint, at timestamptz,
    day date, raw bytea, data jsonb)`;
  await thread.exec(schema);
  await local.exec(schema);
});

afterAll(async () => {
  await thread.close();
  await local.close();
});

const db = () => drizzle({ client: asPglite(thread) });

describe('the database thread', () => {
  it('answers every column type as an in-process PGlite does, in both row modes', async () => {
    const insert = `insert into t (name, n, at, day, raw, data) values ($1, $2, $3, $4, $5, $6) returning *`;
    const params = [
      'a',
      9007199254740993n,
      '2026-12-01 10:00:00+00',
      '2026-12-01',
      new Uint8Array([1, 2]),
      '{"x":[1]}',
    ];
    const theirs = await thread.query(insert, params);
    const ours = await local.query(insert, params);
    expect(theirs).toEqual(ours);
    const asText = { [types.TIMESTAMPTZ]: (value: string) => value, [types.DATE]: (value: string) => value };
    const options = { rowMode: 'array' as const, parsers: asText };
    expect(await thread.query('select * from t', [], options)).toEqual(
      await local.query('select * from t', [], options),
    );
    expect((await thread.query<unknown[]>('select at from t', [], options)).rows[0]?.[0]).toBe(
      '2026-12-01 10:00:00+00',
    );
    // Drizzle's own set, which the worker's PGlite reads as text without being told on each query.
    const drizzle = {
      rowMode: 'array' as const,
      parsers: Object.fromEntries(DRIZZLE_TEXT_TYPES.map((type) => [type, (value: string) => value])),
    };
    expect(await thread.query('select * from t', [], drizzle)).toEqual(
      await local.query('select * from t', [], drizzle),
    );
    // And a query after it that asks for none still gets PGlite's own Date.
    expect((await thread.query<{ at: unknown }>('select at from t')).rows[0]?.at).toEqual(
      new Date('2026-12-01T10:00:00Z'),
    );
  });

  it('refuses a parser it cannot carry instead of dropping it', () => {
    expect(() =>
      thread.query('select 1', [], { parsers: { [types.INT4]: (value) => Number(value) * 2 } }),
    ).toThrow(/not "as text"/);
  });

  it('keeps the error’s code, constraint and detail', async () => {
    const error = await thread.query('insert into t (name) values ($1)', ['a']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      code: '23505',
      constraint: 't_name_key',
      message: expect.stringMatching(/duplicate key/),
    });
  });

  it('commits a Drizzle transaction, rolls one back when it throws, and nests savepoints', async () => {
    await db().transaction(async (tx) => {
      await tx.execute(sql`insert into t (name) values ('committed')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into t (name) values ('savepoint')`);
          throw new Error('inner');
        })
        .catch(() => undefined);
    });
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`insert into t (name) values ('rolled back')`);
        throw new Error('outer');
      }),
    ).rejects.toThrow('outer');
    const names = await thread.query<{ name: string }>(`select name from t where name <> 'a' order by id`);
    expect(names.rows.map((row) => row.name)).toEqual(['committed']);
  });

  it('rolls back a transaction whose statement failed, and the next one starts clean', async () => {
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`insert into t (name) values ('half')`);
        await tx.execute(sql`insert into t (name) values ('a')`);
      }),
    ).rejects.toThrow();
    await db().transaction(async (tx) => {
      await tx.execute(sql`insert into t (name) values ('after')`);
    });
    const names = await thread.query<{ name: string }>(`select name from t where name in ('half', 'after')`);
    expect(names.rows).toEqual([{ name: 'after' }]);
  });

  it('holds other queries until an open transaction ends, as PGlite does', async () => {
    const order: string[] = [];
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const tx = thread.transaction(async (t) => {
      await t.query(`update t set n = 1 where name = 'a'`);
      order.push('tx updated');
      await held;
      await t.query(`update t set n = 2 where name = 'a'`);
      order.push('tx done');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = thread.query<{ n: number }>(`select n from t where name = 'a'`).then((r) => {
      order.push('outside read');
      return r.rows[0]?.n;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await tx;
    expect(await outside).toBe(2);
    expect(order).toEqual(['tx updated', 'tx done', 'outside read']);
  });

  it('answers many calls at once, each with its own result', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => thread.query<{ v: number }>('select $1::int * 2 as v', [i])),
    );
    expect(answers.map((answer) => answer.rows[0]?.v)).toEqual(Array.from({ length: 200 }, (_, i) => i * 2));
  });

  it('fails every waiting and later call once the thread is gone', async () => {
    const doomed = new PgliteThread({ dataDir: null, startParams: PGlite.defaultStartParams });
    await doomed.waitReady;
    await doomed.close();
    await expect(doomed.query('select 1')).rejects.toThrow(/closed/);
  });
});
