/**
 * Seed step for the overdue-debt upload history (contracts/api/overdue-upload.ts): by cur_head_bank,
 * one upload of every status, relative to today — superseded (21 days ago), applied (14 days ago:
 * the figures the demo contracts hold now), discarded (7), invalid (3: a bad idn, an unknown one,
 * a bad amount) and a preview waiting to be applied (yesterday: one contract's payables lower).
 * The applied upload's new figures are the contracts' seeded figures, so nothing else changes.
 */
import { eq, inArray } from 'drizzle-orm';
import { bankDay } from '../../../../contracts/bank-calendar.ts';
import { toMinor } from '../../../../contracts/money.ts';
import type { Db } from '../client.ts';
import { eisvoContracts } from '../schema/eisvo.ts';
import { users } from '../schema/users.ts';
import type { Figures, Preview, PreviewRow, RowError } from '../../modules/overdue-upload/parse.ts';
import { insertUpload } from '../../modules/overdue-upload/repository.ts';
import { DEMO_CONTRACTS, demoIdn } from './eisvo-data.ts';
import { claimSeedStep, seedStepDone, type SeedContext } from './seed-step.ts';

const STEP = 'demo-eisvo-overdue-v1';
const DAY_MS = 86_400_000;

type Four = Figures;

export async function seedOverdueUploads(db: Db, { clock }: SeedContext): Promise<boolean> {
  if (await seedStepDone(db, STEP)) return false;
  const [head] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'cur_head_bank'));
  if (head === undefined) return false;
  const idns = DEMO_CONTRACTS.map((c, i) => demoIdn(c, i + 1));
  const contracts = await db.select().from(eisvoContracts).where(inArray(eisvoContracts.idn, idns));
  if (contracts.length === 0) return false;
  const figures = (c: (typeof contracts)[number]): Four => [
    c.receivableOverdue1,
    c.payableOverdue1,
    c.receivableOverdue2,
    c.payableOverdue2,
  ];
  const withFigures = contracts.filter((c) => figures(c).some((v) => v > 0n));
  const zero: Four = [0n, 0n, 0n, 0n];
  // What the register said before the applied upload: a little more overdue on each.
  const earlier = (f: Four): Four => f.map((v) => (v > 0n ? v + toMinor('1500.00') : v)) as unknown as Four;
  const now = clock.now();
  const ago = (days: number, hour = 10) => {
    const at = new Date(now.getTime() - days * DAY_MS);
    at.setUTCHours(hour - 5, 15, 0, 0);
    return at;
  };
  const day = (days: number) => bankDay(new Date(now.getTime() - days * DAY_MS));

  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, STEP))) return false;
    type Row = Omit<PreviewRow, 'errors'> & { errors?: RowError[] };
    async function upload(
      days: number,
      status: string,
      fileName: string,
      sha: string,
      rows: readonly Row[],
      applied = false,
    ): Promise<void> {
      const count = (kind: Row['kind']) => rows.filter((r) => r.kind === kind).length;
      const preview: Preview = {
        rows: rows.map((r) => ({ ...r, errors: r.errors ?? [] })),
        counts: {
          rows: rows.filter((r) => r.rowNo !== null).length,
          changed: count('changed'),
          unchanged: count('unchanged'),
          cleared: count('cleared'),
          errors: count('error'),
        },
      };
      await insertUpload(
        tx,
        {
          fileName,
          sha256: sha.repeat(64 / sha.length),
          reportDate: day(days + 1),
          uploadedBy: head!.id,
          uploadedAt: ago(days),
        },
        preview,
        { status, appliedBy: applied ? head!.id : null, appliedAt: applied ? ago(days, 11) : null },
      );
    }
    const fileRows = (make: (c: (typeof contracts)[number]) => Omit<Row, 'rowNo' | 'idn' | 'contractId'>) =>
      withFigures.map((c, i) => ({ rowNo: i + 2, idn: c.idn, contractId: c.id, ...make(c) }));

    // 21 days ago: checked, then made out of date by the next one's apply.
    await upload(
      21,
      'superseded',
      'overdue-register-1.xlsx',
      'a1',
      fileRows((c) => ({ kind: 'changed', old: zero, new: earlier(figures(c)) })),
    );
    // 14 days ago, applied: the figures the contracts hold now.
    await upload(
      14,
      'applied',
      'overdue-register-2.xlsx',
      'b2',
      fileRows((c) => ({ kind: 'changed', old: zero, new: figures(c) })),
      true,
    );
    await upload(
      7,
      'discarded',
      'overdue-register-3.csv',
      'c3',
      fileRows((c) => ({ kind: 'unchanged', old: figures(c), new: figures(c) })),
    );
    const first = withFigures[0];
    await upload(3, 'invalid', 'overdue-register-4.xlsx', 'd4', [
      ...fileRows((c) => ({ kind: 'unchanged', old: figures(c), new: figures(c) })),
      {
        rowNo: withFigures.length + 2,
        idn: '12345',
        contractId: null,
        kind: 'error',
        old: null,
        new: null,
        errors: [{ column: 'idn', key: 'overdue.idn' }],
      },
      {
        rowNo: withFigures.length + 3,
        idn: '000000000000000000000000001',
        contractId: null,
        kind: 'error',
        old: null,
        new: null,
        errors: [{ column: 'idn', key: 'overdue.unknownIdn' }],
      },
      ...(first === undefined
        ? []
        : [
            {
              rowNo: withFigures.length + 4,
              idn: first.idn,
              contractId: first.id,
              kind: 'error',
              old: null,
              new: null,
              errors: [
                { column: 'idn', key: 'overdue.duplicate', params: { row: 2 } },
                { column: 'payable_overdue1', key: 'overdue.amount' },
              ],
            } satisfies Row,
          ]),
    ]);
    // Yesterday: waiting for the head to apply it (the first contract's payables lower).
    await upload(
      1,
      'preview',
      'overdue-register-5.xlsx',
      'e5',
      fileRows((c) => {
        const f = figures(c);
        if (c.id !== first?.id) return { kind: 'unchanged', old: f, new: f };
        const lower = f.map((v) =>
          v > toMinor('20000.00') ? v - toMinor('20000.00') : v,
        ) as unknown as Four;
        return { kind: 'changed', old: f, new: lower };
      }),
    );
    return true;
  });
}
