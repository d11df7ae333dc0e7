/**
 * Seed step demo-invoices-v1: invoices in both directions for the main demo organisation (a dealer)
 * — 36 it issued to three other demo organisations and 30 it received from the Fargʻona
 * organisation (made a dealer here) — in every status: issued, overdue (due date passed), paying
 * (a payment made from it, not yet executed), paid (its payment executed, or paid earlier) and
 * cancelled. "Paying" and "paid by payment" invoices carry the pay_reference of an existing soum
 * payment of the payer in that state, with its amount (docs/decisions.md, Invoices).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { UZS_STATUS } from '../../../../contracts/api/uzs-payment.ts';
import type { Clock } from '../../clock.ts';
import { tashkentDate } from '../../time-format.ts';
import type { Db } from '../client.ts';
import { accounts, payments } from '../schema/payments.ts';
import { organizations } from '../schema/reference.ts';
import { invoices } from '../schema/services.ts';
import { users } from '../schema/users.ts';
import { claimSeedStep, seedStepDone } from './seed-step.ts';

export const INVOICES_STEP = 'demo-invoices-v1';

const DAY_MS = 24 * 60 * 60 * 1000;

const PURPOSES = [
  'Paxta kalava yetkazib berish, shartnoma № 14/2026',
  'Tikuv mashinalariga texnik xizmat',
  'Gazlama partiyasi, yuk xati № 318',
  'Omborxona ijarasi',
  'Qadoqlash materiallari',
  'Transport-ekspeditorlik xizmatlari',
  'Boʻyoq va kimyoviy moddalar',
  'Ishchi kiyim-bosh',
] as const;

type Kind = 'issued' | 'overdue' | 'paying' | 'paid' | 'paidEarlier' | 'cancelled';
const CYCLE: readonly Kind[] = ['issued', 'overdue', 'paidEarlier', 'issued', 'cancelled', 'paying', 'paid'];

export async function seedInvoices(db: Db, { clock }: { clock: Clock }): Promise<boolean> {
  if (await seedStepDone(db, INVOICES_STEP)) return false;
  const now = clock.now().getTime();
  const at = (back: number) => new Date(now - back * DAY_MS);
  const day = (back: number) => tashkentDate(at(back));
  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, INVOICES_STEP))) return false;
    const orgs = await tx
      .select({ id: organizations.id, inn: organizations.inn })
      .from(organizations)
      .where(inArray(organizations.inn, ['301245678', '302398451', '303512907', '304687312']));
    const byInn = new Map(orgs.map((o) => [o.inn, o.id]));
    const main = byInn.get('301245678');
    const fargona = byInn.get('303512907');
    if (main === undefined || fargona === undefined) return true;
    await tx.update(organizations).set({ isDealer: true }).where(eq(organizations.id, fargona));
    const clients = ['302398451', '303512907', '304687312'].flatMap((inn) => byInn.get(inn) ?? []);

    const soum = await tx
      .select({ id: accounts.id, organizationId: accounts.organizationId })
      .from(accounts)
      .where(
        and(
          inArray(accounts.organizationId, [main, fargona]),
          eq(accounts.kind, 'current'),
          eq(accounts.currency, 'UZS'),
          eq(accounts.state, 'open'),
        ),
      )
      .orderBy(asc(accounts.id));
    const accountOf = (org: number) => soum.find((a) => a.organizationId === org)?.id;
    const [author] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'accountant'));

    // Payments a payer already made, by state: their reference makes an invoice "paying" or "paid".
    const made = async (org: number, statuses: number[]) =>
      tx
        .select({ reference: payments.clientReference, sum: payments.sum })
        .from(payments)
        .where(and(eq(payments.organizationId, org), inArray(payments.statusId, statuses)))
        .orderBy(asc(payments.id))
        .limit(6);
    const open = [UZS_STATUS.entered, UZS_STATUS.signed, UZS_STATUS.submitted, UZS_STATUS.passed];
    const pool = new Map<
      number,
      { paying: { reference: string; sum: bigint }[]; paid: { reference: string; sum: bigint }[] }
    >();
    for (const org of [main, ...clients])
      pool.set(org, { paying: await made(org, open), paid: await made(org, [UZS_STATUS.paid]) });

    const rows: (typeof invoices.$inferInsert)[] = [];
    const serial = new Map<number, number>();
    const add = (dealer: number, client: number, i: number) => {
      const account = accountOf(dealer);
      if (account === undefined) return;
      let kind = CYCLE[i % CYCLE.length] ?? 'issued';
      const stock = pool.get(client);
      const linked =
        kind === 'paying' ? stock?.paying.shift() : kind === 'paid' ? stock?.paid.shift() : undefined;
      if ((kind === 'paying' || kind === 'paid') && linked === undefined) kind = 'paidEarlier';
      const n = (serial.get(dealer) ?? 0) + 1;
      serial.set(dealer, n);
      const back = 2 + i * 3;
      const due = kind === 'overdue' ? Math.max(1, back - 1) : back - 20 - (i % 15);
      rows.push({
        dealerId: dealer,
        dealerAccountId: account,
        clientId: client,
        number: `D-${String(n).padStart(6, '0')}`,
        date: day(back),
        dueDate: day(Math.min(due, back)),
        amount: linked?.sum ?? BigInt(1_250_000 + ((i * 733_000) % 48_000_000)) * 100n,
        purpose: PURPOSES[i % PURPOSES.length] ?? PURPOSES[0],
        status: kind === 'paidEarlier' ? 'paid' : kind === 'cancelled' ? 'cancelled' : 'issued',
        ...(linked ? { payReference: linked.reference } : {}),
        createdBy: dealer === main ? (author?.id ?? null) : null,
        createdAt: at(back),
        paidAt: kind === 'paidEarlier' ? at(back - 1) : null,
        cancelledAt: kind === 'cancelled' ? at(back - 1) : null,
      });
    };
    // Oldest first, so numbers grow with the date.
    for (let i = 35; i >= 0; i -= 1) add(main, clients[i % clients.length] ?? fargona, i);
    for (let i = 29; i >= 0; i -= 1) add(fargona, main, i);
    await tx.insert(invoices).values(rows);
    return true;
  });
}
