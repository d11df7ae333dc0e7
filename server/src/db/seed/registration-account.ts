/**
 * Demo registration of accounts (issue 25): the steps and parameters the admin configured (one step
 * and one parameter switched off, with values recorded earlier), more sent account orders across
 * the demo organisations, and their applications in every state — new, taken at each step with
 * values recorded, rejected by the contact centre with a reason; opened orders carry their history.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { ACCOUNT_ORDER_STATUS } from '../../../../contracts/api/online-order.ts';
import { bankDaysBefore } from '../../../../contracts/bank-calendar.ts';
import type { Clock } from '../../clock.ts';
import { tashkentDate } from '../../time-format.ts';
import type { Db } from '../client.ts';
import { accountOrderLogs, accountOrders } from '../schema/account-orders.ts';
import {
  registrationApplications,
  registrationParameters,
  registrationStepMarks,
  registrationSteps,
  registrationValues,
} from '../schema/registration-account.ts';
import { userOrganizations, users } from '../schema/users.ts';
import { claimSeedStep, seedStepDone } from './seed-step.ts';

export const REGISTRATION_STEP = 'demo-registration-account-v1';
const MINUTE = 60_000;

const STEPS = [
  { nameRu: 'Проверка документов', nameEn: 'Document check', nameUz: 'Hujjatlarni tekshirish', active: true },
  { nameRu: 'Звонок клиенту', nameEn: 'Call to the client', nameUz: 'Mijozga qoʻngʻiroq', active: true },
  { nameRu: 'Комплаенс-контроль', nameEn: 'Compliance check', nameUz: 'Komplayens nazorati', active: true },
  { nameRu: 'Выезд к клиенту', nameEn: 'Visit to the client', nameUz: 'Mijozga tashrif', active: false },
] as const;

type Param = {
  code: string;
  step: number;
  type: 'text' | 'number' | 'date' | 'select' | 'boolean';
  required: boolean;
  active?: boolean;
  options?: string[];
  ru: string;
  en: string;
  uz: string;
};
const PARAMS: readonly Param[] = [
  {
    code: 'director_passport',
    step: 0,
    type: 'text',
    required: true,
    ru: 'Паспорт руководителя (серия и номер)',
    en: 'Director’s passport (series and number)',
    uz: 'Rahbar pasporti (seriya va raqam)',
  },
  {
    code: 'documents_checked',
    step: 0,
    type: 'boolean',
    required: true,
    ru: 'Учредительные документы проверены',
    en: 'Founding documents checked',
    uz: 'Taʼsis hujjatlari tekshirildi',
  },
  {
    code: 'old_reference',
    step: 0,
    type: 'text',
    required: false,
    active: false,
    ru: 'Номер дела (старый)',
    en: 'Case number (old)',
    uz: 'Ish raqami (eski)',
  },
  {
    code: 'call_date',
    step: 1,
    type: 'date',
    required: true,
    ru: 'Дата звонка',
    en: 'Date of the call',
    uz: 'Qoʻngʻiroq sanasi',
  },
  {
    code: 'contact_phone',
    step: 1,
    type: 'text',
    required: true,
    ru: 'Телефон контактного лица',
    en: 'Contact person’s phone',
    uz: 'Aloqa shaxsi telefoni',
  },
  {
    code: 'monthly_turnover',
    step: 1,
    type: 'number',
    required: false,
    ru: 'Ожидаемый оборот в месяц, сум',
    en: 'Expected monthly turnover, soum',
    uz: 'Kutilayotgan oylik aylanma, soʻm',
  },
  {
    code: 'risk_level',
    step: 2,
    type: 'select',
    required: true,
    options: ['low', 'medium', 'high'],
    ru: 'Уровень риска',
    en: 'Risk level',
    uz: 'Xavf darajasi',
  },
  {
    code: 'compliance_note',
    step: 2,
    type: 'text',
    required: false,
    ru: 'Заключение комплаенса',
    en: 'Compliance note',
    uz: 'Komplayens xulosasi',
  },
  {
    code: 'visit_date',
    step: 3,
    type: 'date',
    required: false,
    ru: 'Дата выезда',
    en: 'Date of the visit',
    uz: 'Tashrif sanasi',
  },
];

const REASONS = [
  'Клиент отказался от открытия счёта по телефону',
  'Паспорт руководителя недействителен',
  'Не удалось связаться с клиентом в течение 5 рабочих дней',
];
const PURPOSES = [
  'Hamkorlar bilan valyuta hisob-kitoblari uchun',
  'Import shartnomalari boʻyicha toʻlovlar',
  'Korporativ kartalar uchun alohida hisob',
  'Filial xarajatlarini alohida hisobga olish',
];

function valueFor(p: Param, n: number, day: string): string {
  switch (p.code) {
    case 'director_passport':
      return `AA${String(1_234_567 + n * 7_919).slice(-7)}`;
    case 'documents_checked':
      return 'true';
    case 'old_reference':
      return `DL-${String(2000 + n)}`;
    case 'call_date':
      return day;
    case 'contact_phone':
      return `+99890${String(4_567_890 + n * 104_729).slice(-7)}`;
    case 'monthly_turnover':
      return String(50_000_000 + n * 2_500_000);
    case 'risk_level':
      return ['low', 'medium', 'high'][n % 3] ?? 'low';
    default:
      return 'Tekshirildi, eʼtiroz yoʻq';
  }
}

export async function seedRegistrationAccount(db: Db, { clock }: { clock: Clock }): Promise<boolean> {
  if (await seedStepDone(db, REGISTRATION_STEP)) return false;
  const now = clock.now();
  const today = tashkentDate(now);
  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, REGISTRATION_STEP))) return false;
    const stepIds: number[] = [];
    for (const [i, s] of STEPS.entries()) {
      const [row] = await tx
        .insert(registrationSteps)
        .values({ ...s, position: (i + 1) * 10, updatedAt: now })
        .returning({ id: registrationSteps.id });
      if (row !== undefined) stepIds.push(row.id);
    }
    const params: (Param & { id: number })[] = [];
    for (const [i, p] of PARAMS.entries()) {
      const stepId = stepIds[p.step];
      if (stepId === undefined) continue;
      const [row] = await tx
        .insert(registrationParameters)
        .values({
          code: p.code,
          labelRu: p.ru,
          labelEn: p.en,
          labelUz: p.uz,
          type: p.type,
          options: p.options ?? [],
          required: p.required,
          stepId,
          position: (i + 1) * 10,
          active: p.active ?? true,
          updatedAt: now,
        })
        .returning({ id: registrationParameters.id });
      if (row !== undefined) params.push({ ...p, id: row.id });
    }

    // More sent orders, from a client user of each demo organisation.
    const owners = await tx
      .select({ userId: users.id, organizationId: userOrganizations.organizationId })
      .from(users)
      .innerJoin(userOrganizations, eq(userOrganizations.userId, users.id))
      .where(inArray(users.role, ['accountant', 'head', 'client', 'super_head']))
      .orderBy(asc(userOrganizations.organizationId), asc(users.id));
    const byOrg = new Map<number, number>();
    for (const o of owners) if (!byOrg.has(o.organizationId)) byOrg.set(o.organizationId, o.userId);
    const orgs = [...byOrg.entries()];
    const numbers = new Map<number, number>();
    for (const o of await tx.select().from(accountOrders))
      numbers.set(o.organizationId, Math.max(numbers.get(o.organizationId) ?? 0, Number(o.number) || 0));
    const extra: (typeof accountOrders.$inferInsert)[] = [];
    for (let n = 0; n < 30 && orgs.length > 0; n += 1) {
      const [organizationId, userId] = orgs[n % orgs.length] ?? [0, 0];
      const day = bankDaysBefore(today, 1 + (n % 12));
      const at = new Date(Date.parse(`${day}T10:00:00+05:00`) + n * 7 * MINUTE);
      const currency = (['USD', 'EUR', 'RUB', 'CNY', 'UZS'] as const)[n % 5] ?? 'USD';
      numbers.set(organizationId, (numbers.get(organizationId) ?? 0) + 1);
      extra.push({
        organizationId,
        clientReference: `seed-registration-${organizationId}-${n}`,
        number: String(numbers.get(organizationId) ?? 1),
        date: day,
        currency,
        accountType: 'current',
        purpose: PURPOSES[n % PURPOSES.length] ?? '',
        statusId: ACCOUNT_ORDER_STATUS.sent,
        createdBy: userId,
        createdAt: at,
        updatedAt: at,
        sentAt: new Date(at.getTime() + 20 * MINUTE),
      });
    }
    if (extra.length > 0) await tx.insert(accountOrders).values(extra);

    const operators = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'contact_center'))
      .orderBy(asc(users.id));
    const operatorId = (n: number) => operators[n % Math.max(1, operators.length)]?.id ?? null;
    const sent = await tx
      .select()
      .from(accountOrders)
      .where(eq(accountOrders.statusId, ACCOUNT_ORDER_STATUS.sent))
      .orderBy(asc(accountOrders.id));
    // Every sixth order: new, new, at step 1, at step 2, at step 3, rejected.
    for (const [n, order] of sent.entries()) {
      const kind = n % 6;
      if (kind < 2) continue;
      const sentAt = order.sentAt ?? now;
      const takenAt = new Date(Math.min(now.getTime(), sentAt.getTime() + 40 * MINUTE));
      const assigneeId = operatorId(n);
      const rejected = kind === 5;
      const reason = REASONS[Math.floor(n / 6) % REASONS.length] ?? '';
      await tx.insert(registrationApplications).values({
        orderId: order.id,
        assigneeId,
        takenAt,
        state: rejected ? 'rejected' : 'in_work',
        rejectReason: rejected ? reason : null,
        version: 1 + kind,
        updatedAt: takenAt,
      });
      const reached = rejected ? 1 : kind - 2;
      for (let s = 0; s < reached; s += 1) {
        const stepId = stepIds[s];
        if (stepId === undefined) continue;
        await tx.insert(registrationStepMarks).values({
          orderId: order.id,
          stepId,
          completedBy: assigneeId,
          completedAt: new Date(takenAt.getTime() + (s + 1) * 30 * MINUTE),
        });
      }
      // Values of the steps done, and part of the current one's.
      const filled = params.filter(
        (p) => p.step < reached || (p.step === reached && p.required && p.type === 'text'),
      );
      for (const p of filled) {
        if (p.active === false && n % 2 === 1) continue;
        await tx.insert(registrationValues).values({
          orderId: order.id,
          parameterId: p.id,
          value: valueFor(p, n, tashkentDate(takenAt)),
          updatedBy: assigneeId,
          updatedAt: new Date(takenAt.getTime() + 10 * MINUTE),
        });
      }
      if (rejected) {
        const at = new Date(takenAt.getTime() + 90 * MINUTE);
        await tx
          .update(accountOrders)
          .set({
            statusId: ACCOUNT_ORDER_STATUS.rejected,
            rejectReason: reason,
            processedAt: at,
            updatedAt: at,
          })
          .where(eq(accountOrders.id, order.id));
        await tx.insert(accountOrderLogs).values({
          orderId: order.id,
          userId: assigneeId,
          action: 'rejected',
          statusId: ACCOUNT_ORDER_STATUS.rejected,
          version: order.version,
          at,
        });
      }
    }

    // Opened orders went through every active step.
    const opened = await tx
      .select()
      .from(accountOrders)
      .where(eq(accountOrders.statusId, ACCOUNT_ORDER_STATUS.opened))
      .orderBy(asc(accountOrders.id))
      .limit(12);
    for (const [n, order] of opened.entries()) {
      const takenAt = new Date((order.sentAt ?? now).getTime() + 30 * MINUTE);
      const assigneeId = operatorId(n);
      await tx.insert(registrationApplications).values({
        orderId: order.id,
        assigneeId,
        takenAt,
        state: 'completed',
        version: 5,
        updatedAt: takenAt,
        completedAt: new Date(takenAt.getTime() + 100 * MINUTE),
      });
      for (let s = 0; s < 3; s += 1) {
        const stepId = stepIds[s];
        if (stepId === undefined) continue;
        await tx.insert(registrationStepMarks).values({
          orderId: order.id,
          stepId,
          completedBy: assigneeId,
          completedAt: new Date(takenAt.getTime() + (s + 1) * 30 * MINUTE),
        });
      }
      for (const p of params.filter((x) => x.step < 3 && x.active !== false)) {
        await tx.insert(registrationValues).values({
          orderId: order.id,
          parameterId: p.id,
          value: valueFor(p, n, tashkentDate(takenAt)),
          updatedBy: assigneeId,
          updatedAt: new Date(takenAt.getTime() + 20 * MINUTE),
        });
      }
    }
    return true;
  });
}
