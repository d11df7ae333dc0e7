/**
 * Seed step demo-terminal-registry-v1 (after demo-agmk-terminals-v1, whose three terminals it
 * registers, and after the users): the registry solfy_terminal keeps and the banks' admins read.
 *
 * - Merchants: eight, for the demo organisations, each on the organisation's first soum account;
 *   the two merchant ids of the earlier terminals among them; active, suspended and closed.
 * - Terminals: 42 more, so every registry reader sees more than a page — 23 for Samarqand (the
 *   demo admin_branch's branch 00421) — active, blocked and closed.
 * - The change log: a "create" by solfy_terminal for every merchant and terminal, and status
 *   changes for the blocked and closed ones.
 * - Applications to the bank (/application): 30, mostly of the main organisation, in every status,
 *   the answered and rejected ones answered by contact_center.
 */
import { inArray } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../client.ts';
import { clientApplications } from '../schema/client-applications.ts';
import { merchants, terminalRegistryLogs, terminals } from '../schema/terminals.ts';
import { users } from '../schema/users.ts';
import { DEMO_ORGANIZATIONS, type OrgKey } from './demo-data.ts';
import { demoOrganizations, firstSoumAccount } from './demo-lookups.ts';
import { pseudoRandom } from './payments-data.ts';
import { claimSeedStep, seedStepDone } from './seed-step.ts';

export const REGISTRY_STEP = 'demo-terminal-registry-v1';

const DAY_MS = 24 * 60 * 60 * 1000;

const MERCHANTS: readonly { org: OrgKey; merchantId: string; name: string; mcc: string; status: string }[] = [
  {
    org: 'main',
    merchantId: '908730000110001',
    name: 'Toshkent Tekstil — firma do‘konlari',
    mcc: '5651',
    status: 'active',
  },
  {
    org: 'samarqand',
    merchantId: '904210000210002',
    name: 'Samarqand Don — savdo zallari',
    mcc: '5411',
    status: 'active',
  },
  {
    org: 'samarqand',
    merchantId: '904210000210003',
    name: 'Samarqand Don — ulgurji ombor',
    mcc: '5399',
    status: 'active',
  },
  {
    org: 'fargona',
    merchantId: '905120000310004',
    name: 'Farg‘ona Agro — xizmat ko‘rsatish markazi',
    mcc: '5261',
    status: 'active',
  },
  {
    org: 'buxoro',
    merchantId: '908730000410005',
    name: 'Buxoro Qurilish — savdo markazi',
    mcc: '5211',
    status: 'active',
  },
  {
    org: 'buxoro',
    merchantId: '908730000410006',
    name: 'Buxoro Qurilish — mavsumiy savdo',
    mcc: '5211',
    status: 'suspended',
  },
  {
    org: 'mainBranch',
    merchantId: '908730000510007',
    name: 'Chilonzor filiali — kiyim do‘koni',
    mcc: '5651',
    status: 'active',
  },
  {
    org: 'fargona',
    merchantId: '905120000310008',
    name: 'Farg‘ona Agro — eski filial',
    mcc: '5261',
    status: 'closed',
  },
];

const STREETS: Record<string, readonly string[]> = {
  main: ['Toshkent sh., Shayxontohur t., Navoiy ko‘chasi', 'Toshkent sh., Mirobod t., Oybek ko‘chasi'],
  samarqand: [
    'Samarqand sh., Amir Temur ko‘chasi',
    'Samarqand sh., Dagbitskaya ko‘chasi',
    'Samarqand sh., Gagarin ko‘chasi',
  ],
  fargona: ['Farg‘ona sh., Al-Farg‘oniy ko‘chasi', 'Marg‘ilon sh., Mustaqillik ko‘chasi'],
  buxoro: ['Buxoro sh., Bahouddin Naqshband ko‘chasi', 'Buxoro sh., Mustaqillik ko‘chasi'],
  mainBranch: ['Toshkent sh., Chilonzor t., Qatortol ko‘chasi'],
};
const POINTS = ['Kassa', 'Savdo zali', 'Do‘kon', 'Shoxobcha', 'Ombor kassasi'];
const MODELS = ['PAX S90', 'PAX A920', 'Verifone VX520', 'Ingenico Move/5000', 'Castles Vega3000'];

/** Which merchant each added terminal belongs to (index into MERCHANTS): 22 go to Samarqand. */
function merchantOf(i: number): number {
  if (i < 14) return 1;
  if (i < 22) return 2;
  return [0, 3, 4, 5, 6, 7][i % 6] as number;
}

const APPLICATIONS: readonly { category: string; subject: string; text: string }[] = [
  {
    category: 'accounts',
    subject: 'Qo‘shimcha valyuta hisobraqami ochish',
    text: 'Eksport shartnomasi bo‘yicha tushumlar uchun AQSh dollarida qo‘shimcha hisobraqam ochishni so‘raymiz.',
  },
  {
    category: 'cards',
    subject: 'Korporativ karta limitini oshirish',
    text: 'Xizmat safarlari sababli korporativ karta oylik limitini 50 mln so‘mgacha oshirishni so‘raymiz.',
  },
  {
    category: 'payments',
    subject: 'To‘lov holatini aniqlashtirish',
    text: 'Kecha yuborilgan to‘lov topshiriqnomasi hali qabul qiluvchiga yetib bormagan. Holatini aniqlashtirib bering.',
  },
  {
    category: 'credits',
    subject: 'Aylanma mablag‘lar uchun kredit',
    text: 'Xomashyo sotib olish uchun 12 oy muddatga aylanma mablag‘lar krediti shartlari bilan tanishmoqchimiz.',
  },
  {
    category: 'documents',
    subject: 'Hisobraqam bo‘yicha ma’lumotnoma',
    text: 'Tender uchun hisobraqam mavjudligi va qoldiq haqida bank ma’lumotnomasi kerak.',
  },
  {
    category: 'tariffs',
    subject: 'Tarif rejasini o‘zgartirish',
    text: 'Oylik to‘lovlar soni oshgani sababli «Biznes» tarif rejasiga o‘tishni so‘raymiz.',
  },
  {
    category: 'other',
    subject: 'Bank xodimining tashrifi',
    text: 'Yangi ish haqi loyihasi bo‘yicha korxonamizga mas’ul xodim tashrif buyurishini so‘raymiz.',
  },
];
const STATUS_CYCLE = ['new', 'in_progress', 'answered', 'rejected', 'answered', 'new'] as const;
const ANSWERS: Record<string, string> = {
  answered:
    'Arizangiz ko‘rib chiqildi va bajarildi. Qo‘shimcha savollar bo‘lsa, chat orqali murojaat qiling.',
  rejected:
    'Afsuski, arizani bajarib bo‘lmaydi: kerakli hujjatlar to‘liq emas. Hujjatlarni to‘ldirib, qayta murojaat qiling.',
};

export async function seedTerminalRegistry(db: Db, { clock }: { clock: Clock }): Promise<boolean> {
  if (await seedStepDone(db, REGISTRY_STEP)) return false;
  const now = clock.now();
  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, REGISTRY_STEP))) return false;
    const staff = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(users.username, ['solfy_terminal', 'contact_center', 'accountant', 'head', 'client']));
    const userId = (name: string) => staff.find((u) => u.username === name)?.id;
    const solfy = userId('solfy_terminal');
    if (solfy === undefined) return true;
    const orgRows = await demoOrganizations(tx);
    const orgOf = (key: OrgKey) =>
      orgRows.find((o) => o.inn === DEMO_ORGANIZATIONS.find((d) => d.key === key)?.inn);
    const random = pseudoRandom(515_151);
    const logs: (typeof terminalRegistryLogs.$inferInsert)[] = [];
    const ago = (days: number, minutes = 0) => new Date(now.getTime() - days * DAY_MS + minutes * 60_000);

    // Merchants.
    const merchantRows: { org: number; account: number; merchantId: string; status: string }[] = [];
    for (const [i, m] of MERCHANTS.entries()) {
      const org = orgOf(m.org);
      const account = org === undefined ? undefined : await firstSoumAccount(tx, org.id);
      if (org === undefined || account === undefined) continue;
      const at = ago(120 - i * 3);
      const [row] = await tx
        .insert(merchants)
        .values({
          merchantId: m.merchantId,
          organizationId: org.id,
          accountId: account.id,
          name: m.name,
          mcc: m.mcc,
          status: m.status,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: merchants.id });
      merchantRows[i] = { org: org.id, account: account.id, merchantId: m.merchantId, status: m.status };
      logs.push({
        at,
        userId: solfy,
        entity: 'merchant',
        entityId: row?.id ?? 0,
        ref: m.merchantId,
        action: 'create',
        changes: [
          { field: 'merchant_id', old: null, new: m.merchantId },
          { field: 'name', old: null, new: m.name },
          { field: 'inn', old: null, new: org.inn },
          { field: 'mfo', old: null, new: account.mfo },
          { field: 'account', old: null, new: account.number },
          { field: 'mcc', old: null, new: m.mcc },
          { field: 'status', old: null, new: 'active' },
        ],
      });
      if (m.status !== 'active') {
        logs.push({
          at: ago(20 - i),
          userId: solfy,
          entity: 'merchant',
          entityId: row?.id ?? 0,
          ref: m.merchantId,
          action: 'update',
          changes: [{ field: 'status', old: 'active', new: m.status }],
        });
      }
    }

    // The earlier terminals enter the log as registered by solfy_terminal.
    const earlier = await tx.select().from(terminals);
    for (const t of earlier) {
      logs.push({
        at: ago(100),
        userId: solfy,
        entity: 'terminal',
        entityId: t.id,
        ref: t.code,
        action: 'create',
        changes: [
          { field: 'code', old: null, new: t.code },
          { field: 'merchant_id', old: null, new: t.merchantId },
          { field: 'name', old: null, new: t.name },
          { field: 'status', old: null, new: 'active' },
        ],
      });
    }

    // More terminals.
    for (let i = 0; i < 42; i += 1) {
      const index = merchantOf(i);
      const merchant = merchantRows[index];
      const spec = MERCHANTS[index];
      if (merchant === undefined || spec === undefined) continue;
      const streets = STREETS[spec.org] ?? [''];
      const roll = random();
      const status =
        merchant.status === 'closed' ? 'closed' : roll < 0.12 ? 'blocked' : roll < 0.2 ? 'closed' : 'active';
      const code = `CB${spec.merchantId.slice(2, 5)}${String(100 + i).padStart(3, '0')}`;
      const name = `${POINTS[i % POINTS.length]} №${(i % 9) + 1}`;
      const at = ago(90 - i, Math.floor(random() * 600));
      const [row] = await tx
        .insert(terminals)
        .values({
          organizationId: merchant.org,
          accountId: merchant.account,
          code,
          merchantId: merchant.merchantId,
          name,
          address: `${streets[i % streets.length]} ${3 + ((i * 7) % 90)}`,
          commissionBp: [100, 120, 150, 180][i % 4] as number,
          model: MODELS[i % MODELS.length] as string,
          status,
          updatedAt: status === 'active' ? at : ago(10 - (i % 9)),
        })
        .returning({ id: terminals.id });
      logs.push({
        at,
        userId: solfy,
        entity: 'terminal',
        entityId: row?.id ?? 0,
        ref: code,
        action: 'create',
        changes: [
          { field: 'code', old: null, new: code },
          { field: 'merchant_id', old: null, new: merchant.merchantId },
          { field: 'name', old: null, new: name },
          { field: 'status', old: null, new: 'active' },
        ],
      });
      if (status !== 'active') {
        logs.push({
          at: ago(10 - (i % 9)),
          userId: solfy,
          entity: 'terminal',
          entityId: row?.id ?? 0,
          ref: code,
          action: 'update',
          changes: [{ field: 'status', old: 'active', new: status }],
        });
      }
    }
    await tx.insert(terminalRegistryLogs).values(logs);

    // Applications to the bank.
    const centre = userId('contact_center');
    const authors = ['accountant', 'head', 'client']
      .map(userId)
      .filter((id): id is number => id !== undefined);
    const main = orgOf('main');
    const samarqand = orgOf('samarqand');
    if (centre !== undefined && authors.length > 0 && main !== undefined) {
      const rows: (typeof clientApplications.$inferInsert)[] = [];
      for (let i = 0; i < 30; i += 1) {
        const template = APPLICATIONS[i % APPLICATIONS.length];
        if (template === undefined) continue;
        const status = STATUS_CYCLE[i % STATUS_CYCLE.length] as string;
        const created = ago(i * 2 + 1, -(i * 37) % 300);
        const answered = status === 'answered' || status === 'rejected';
        rows.push({
          organizationId: i % 10 === 9 && samarqand !== undefined ? samarqand.id : main.id,
          userId: authors[i % authors.length] as number,
          category: template.category,
          subject: template.subject,
          text: template.text,
          status,
          answer: answered ? (ANSWERS[status] ?? null) : null,
          answeredBy: answered ? centre : null,
          answeredAt: answered ? new Date(created.getTime() + DAY_MS / 2) : null,
          createdAt: created,
          updatedAt: answered ? new Date(created.getTime() + DAY_MS / 2) : created,
        });
      }
      await tx.insert(clientApplications).values(rows);
    }
    return true;
  });
}
