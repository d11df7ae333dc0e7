/**
 * Demo multiclient administration (issue 24): the holding «Tekstil Invest Group» acting for the
 * main organisation, its Chilonzor branch, the Farg‘ona organisation (full access) and the
 * Samarqand one (view only); its users: the demo `multiclient` (full access, may authorise
 * payments of every account except Samarqand's, one Farg‘ona account only up to 5 000 000.00),
 * `multiclient_viewer` (view only) and `multiclient_new` (must change the temporary password at
 * first sign-in). A second parent «Buxoro Qurilish Group» with one child and no users yet.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  multiclientChildren,
  multiclientUserAccounts,
  multiclientUsers,
  multiclientUserSettings,
  multiclients,
} from '../schema/multiclients.ts';
import { accounts } from '../schema/payments.ts';
import { users } from '../schema/users.ts';
import { demoOrganizations } from './demo-lookups.ts';
import { DEMO_ORGANIZATIONS, type OrgKey } from './demo-data.ts';
import { claimSeedStep, seedStepDone, type SeedContext } from './seed-step.ts';

export const MULTICLIENTS_STEP = 'demo-multiclients-v1';

const GROUPS = ['accounts', 'payments', 'statements', 'reports'];
const CHILDREN: readonly { org: OrgKey; allowId: number; alias: string | null }[] = [
  { org: 'main', allowId: 2, alias: 'Bosh kompaniya' },
  { org: 'mainBranch', allowId: 2, alias: 'Chilonzor filiali' },
  { org: 'fargona', allowId: 2, alias: null },
  { org: 'samarqand', allowId: 1, alias: null },
];
const MEMBERS: readonly {
  username: string;
  fullName: string;
  allowId: number;
  email: string;
  position: string;
  phone: string;
  passwordChangeRequired: boolean;
}[] = [
  {
    username: 'multiclient',
    fullName: 'Mirzayev Sardor Ulugbekovich',
    allowId: 2,
    email: 'treasury@tekstil-invest.uz',
    position: 'Moliya direktori',
    phone: '998901234455',
    passwordChangeRequired: false,
  },
  {
    username: 'multiclient_viewer',
    fullName: 'Karimov Javohir Anvarovich',
    allowId: 1,
    email: 'audit@tekstil-invest.uz',
    position: 'Ichki auditor',
    phone: '998907778899',
    passwordChangeRequired: false,
  },
  {
    username: 'multiclient_new',
    fullName: 'Toshmatova Zilola Baxromovna',
    allowId: 2,
    email: 'z.toshmatova@tekstil-invest.uz',
    position: 'Gʻaznachi',
    phone: '998935556677',
    passwordChangeRequired: true,
  },
];
const FARGONA_LIMIT = 500_000_000n;

/** More holdings, so the bank's list runs past one page (their children and users are the bank's to add). */
const MORE_PARENTS: readonly string[] = [
  'Samarqand Agro Holding',
  'Navoiy Kon Invest',
  'Andijon Avto Group',
  'Qashqadaryo Neft Servis',
  'Xorazm Paxta Klaster',
  'Namangan Toʻqimachilik Group',
  'Surxon Energiya Holding',
  'Jizzax Sement Invest',
  'Sirdaryo Meva Eksport',
  'Qoraqalpoq Tuz Group',
  'Toshkent Logistika Holding',
  'Fargʻona Kimyo Invest',
  'Buxoro Gilam Group',
  'Navoiy Oltin Servis',
  'Chirchiq Metall Holding',
  'Angren Koʻmir Invest',
  'Olmaliq Mis Group',
  'Termiz Savdo Holding',
  'Urganch Qurilish Group',
  'Nukus Baliq Mahsulotlari',
  'Qoʻqon Yogʻ Invest',
  'Margʻilon Ipak Group',
];

export async function seedMulticlients(db: Db, { clock, demoPasswordHash }: SeedContext): Promise<boolean> {
  if (await seedStepDone(db, MULTICLIENTS_STEP)) return false;
  const hash = await demoPasswordHash();
  const now = clock.now();
  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, MULTICLIENTS_STEP))) return false;
    const orgs = await demoOrganizations(tx);
    const orgId = (key: OrgKey) => {
      const inn = DEMO_ORGANIZATIONS.find((o) => o.key === key)?.inn;
      const id = orgs.find((o) => o.inn === inn)?.id;
      if (id === undefined) throw new Error(`no demo organisation ${key}`);
      return id;
    };
    const [parent] = await tx
      .insert(multiclients)
      .values({ name: 'Tekstil Invest Group', inn: '309876543', createdAt: now, updatedAt: now })
      .returning();
    const [other] = await tx
      .insert(multiclients)
      .values({ name: 'Buxoro Qurilish Group', inn: '309876544', createdAt: now, updatedAt: now })
      .returning();
    if (parent === undefined || other === undefined) throw new Error('multiclient insert returned nothing');
    await tx.insert(multiclients).values(
      MORE_PARENTS.map((name, i) => ({
        name,
        inn: String(309876600 + i),
        createdAt: now,
        updatedAt: now,
      })),
    );
    await tx.insert(multiclientChildren).values([
      ...CHILDREN.map((c) => ({
        multiclientId: parent.id,
        organizationId: orgId(c.org),
        alias: c.alias,
        allowId: c.allowId,
        createdAt: now,
      })),
      { multiclientId: other.id, organizationId: orgId('buxoro'), alias: null, allowId: 2, createdAt: now },
    ]);

    const childIds = CHILDREN.map((c) => orgId(c.org));
    const childAccounts = await tx
      .select({ id: accounts.id, organizationId: accounts.organizationId, state: accounts.state })
      .from(accounts)
      .where(
        and(inArray(accounts.organizationId, childIds), inArray(accounts.kind, ['current', 'corp_card'])),
      );
    const fargonaFirst = childAccounts.find((a) => a.organizationId === orgId('fargona'))?.id;

    for (const m of MEMBERS) {
      let [user] = await tx.select({ id: users.id }).from(users).where(eq(users.username, m.username));
      if (user === undefined) {
        [user] = await tx
          .insert(users)
          .values({
            username: m.username,
            fullName: m.fullName,
            role: 'multiclient',
            passwordHash: hash,
            passwordChangeRequired: m.passwordChangeRequired,
            phone: m.phone,
            createdAt: now,
          })
          .returning({ id: users.id });
      }
      if (user === undefined) throw new Error(`no user ${m.username}`);
      const userId = user.id;
      await tx.insert(multiclientUsers).values({
        userId,
        multiclientId: parent.id,
        email: m.email,
        position: m.position,
        allowId: m.allowId,
        createdAt: now,
      });
      await tx
        .insert(multiclientUserSettings)
        .values(
          childIds.map((organizationId) => ({ userId, organizationId, groups: GROUPS, updatedAt: now })),
        );
      if (m.username === 'multiclient_new') continue;
      const rows = childAccounts
        .filter((a) => a.organizationId !== null)
        .map((a) => {
          const viewOnly = a.organizationId === orgId('samarqand') || m.allowId === 1;
          const limited = a.id === fargonaFirst && !viewOnly;
          return {
            userId,
            accountId: a.id,
            organizationId: a.organizationId as number,
            permission: viewOnly ? 1 : 2,
            mode: limited ? 2 : 1,
            amountNotMore: limited ? FARGONA_LIMIT : null,
            updatedAt: now,
          };
        });
      if (rows.length > 0) await tx.insert(multiclientUserAccounts).values(rows);
    }
    return true;
  });
}
