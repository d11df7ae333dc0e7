/**
 * Demo notices and controlled accounts (issue 25): notices before sign-in in each language (one
 * active for a year from seeding, one already ended, so the admin list shows both states), one
 * admin-written notice after sign-in for every organisation, and two controlled accounts: the
 * Samarqand organisation's soum account named to head_org2 and the main organisation's to head.
 * Both are seeded inactive (listed, not enforced): the demo's other signers of those organisations
 * sign from these accounts in journeys and tests; an admin switches a record on to see the rule.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { mustBeAuthAccounts } from '../schema/controlled-accounts.ts';
import { accounts } from '../schema/payments.ts';
import { organizations } from '../schema/reference.ts';
import { loginNotices, notifications } from '../schema/shell.ts';
import { users } from '../schema/users.ts';
import { claimSeedStep, seedStepDone, type SeedContext } from './seed-step.ts';

export const NOTICES_STEP = 'notices-controlled-accounts-v1';

const DAY_MS = 86_400_000;

export const DEMO_LOGIN_NOTICES = [
  {
    language: 'ru',
    importance: 'warning',
    title: 'Остерегайтесь мошенников',
    body: '<p>Банк <b>никогда</b> не спрашивает пароль и код из SMS. Не сообщайте их никому.</p>',
  },
  {
    language: 'en',
    importance: 'warning',
    title: 'Beware of fraudsters',
    body: '<p>The bank <b>never</b> asks for your password or SMS code. Do not tell them to anyone.</p>',
  },
  {
    language: 'uz',
    importance: 'warning',
    title: 'Firibgarlardan ehtiyot boʻling',
    body: '<p>Bank parol va SMS-kodni <b>hech qachon</b> soʻramaydi. Ularni hech kimga aytmang.</p>',
  },
] as const;

async function firstUzsAccount(tx: Db, nibbd: string) {
  const [row] = await tx
    .select({ organizationId: organizations.id, number: accounts.number })
    .from(accounts)
    .innerJoin(organizations, eq(organizations.id, accounts.organizationId))
    .where(and(eq(organizations.nibbd, nibbd), eq(accounts.currency, 'UZS'), eq(accounts.kind, 'current')))
    .orderBy(asc(accounts.id));
  return row;
}

async function userId(tx: Db, username: string): Promise<number | undefined> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row?.id;
}

export async function seedNotices(db: Db, { clock }: SeedContext): Promise<boolean> {
  if (await seedStepDone(db, NOTICES_STEP)) return false;
  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, NOTICES_STEP))) return false;
    const now = clock.now();
    const admin = await userId(tx, 'admin');
    await tx.insert(loginNotices).values([
      ...DEMO_LOGIN_NOTICES.map((n) => ({
        ...n,
        activeFrom: new Date(now.getTime() - DAY_MS),
        activeTo: new Date(now.getTime() + 365 * DAY_MS),
        createdBy: admin ?? null,
        createdAt: now,
        updatedAt: now,
      })),
      {
        language: 'ru',
        importance: 'info',
        title: 'Плановые работы 1 ноября завершены',
        body: '<p>Работы по обновлению системы завершены.</p>',
        activeFrom: new Date(now.getTime() - 30 * DAY_MS),
        activeTo: new Date(now.getTime() - 20 * DAY_MS),
        createdBy: admin ?? null,
        createdAt: now,
        updatedAt: now,
      },
    ]);
    await tx.insert(notifications).values({
      organizationId: null,
      titleRu: 'Новый раздел «Уведомления»',
      titleEn: 'New “Notifications” section',
      titleUz: '“Bildirishnomalar” yangi boʻlimi',
      bodyRu: '<p>Важные сообщения банка теперь собраны в <b>уведомлениях</b> в верхней панели.</p>',
      bodyEn: '<p>The bank’s important messages are now gathered in <b>notifications</b> in the top bar.</p>',
      bodyUz: '<p>Bankning muhim xabarlari endi yuqori paneldagi <b>bildirishnomalarda</b>.</p>',
      format: 'html',
      createdBy: admin ?? null,
      createdAt: new Date(now.getTime() - 2 * DAY_MS),
    });
    const controlled = [
      { nibbd: '20563147', username: 'head_org2', status: 0, name: 'Расчётный счёт: подпись руководителя' },
      { nibbd: '10457823', username: 'head', status: 0, name: 'Основной счёт: подпись руководителя' },
    ];
    for (const c of controlled) {
      const account = await firstUzsAccount(tx, c.nibbd);
      const user = await userId(tx, c.username);
      if (account === undefined || user === undefined) continue;
      await tx.insert(mustBeAuthAccounts).values({
        name: c.name,
        account: account.number,
        bxmCode: '00873',
        status: c.status,
        type: 1,
        organizationId: account.organizationId,
        userId: user,
        createdAt: now,
        updatedAt: now,
      });
    }
    return true;
  });
}
