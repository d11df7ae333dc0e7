/**
 * Demo RBAC (issue 25): the role catalogue with a description each, two bank-made roles, rules the
 * admin can attach (operating hours, the bank's networks) and two group permissions. The endpoint
 * permissions and their grants are not seeded here: the server writes them from the endpoint
 * records at start (plugins/access.ts `sync`), so they always match the code. Nothing seeded here
 * narrows what a demo user may do.
 */
import { ROLES } from '../../../../contracts/roles.ts';
import type { Db } from '../client.ts';
import { rbacPermissions, rbacRolePermissions, rbacRoles, rbacRules } from '../schema/rbac.ts';
import { claimSeedStep, seedStepDone, type SeedContext } from './seed-step.ts';

export const RBAC_STEP = 'rbac-v1';

const DESCRIPTIONS: Partial<Record<(typeof ROLES)[number], string>> = {
  client: 'Клиент: документы и счета своей организации',
  accountant: 'Бухгалтер организации',
  accountant_simple: 'Бухгалтер без права подписи',
  accountant_sign: 'Бухгалтер со второй подписью',
  head: 'Руководитель организации (первая подпись)',
  super_head: 'Руководитель нескольких организаций',
  passive_user: 'Пользователь организации только для просмотра',
  multiclient: 'Управляющий группой организаций',
  admin: 'Системный администратор банка',
  admin_bank: 'Администратор головного офиса',
  admin_branch: 'Администратор филиала',
  super_user: 'Аудит: хронология действий',
  moderator: 'Модератор платежей',
  contact_center: 'Контакт-центр',
  msb_user: 'Сотрудник по малому бизнесу',
};

export async function seedRbac(db: Db, { clock }: SeedContext): Promise<boolean> {
  if (await seedStepDone(db, RBAC_STEP)) return false;
  const now = clock.now();
  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, RBAC_STEP))) return false;
    await tx
      .insert(rbacRoles)
      .values([
        ...ROLES.map((name) => ({
          name,
          description: DESCRIPTIONS[name] ?? '',
          system: true,
          updatedAt: now,
        })),
        {
          name: 'branch_auditor',
          description: 'Внутренний аудит филиала: только чтение справочников',
          system: false,
          updatedAt: now,
        },
        {
          name: 'call_operator',
          description: 'Оператор колл-центра (стажёр)',
          system: false,
          updatedAt: now,
        },
      ])
      .onConflictDoNothing();
    await tx.insert(rbacRules).values([
      {
        name: 'bank_hours',
        kind: 'operating_hours',
        params: { from: '09:00', to: '18:00' },
        description: 'Только в операционное время банка (пн–пт, 09:00–18:00 по Ташкенту)',
        updatedAt: now,
      },
      {
        name: 'morning_window',
        kind: 'operating_hours',
        params: { from: '09:00', to: '12:00' },
        description: 'Только утром (пн–пт, 09:00–12:00)',
        updatedAt: now,
      },
      {
        name: 'office_network',
        kind: 'ip_allowlist',
        params: { networks: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'] },
        description: 'Только из внутренней сети банка',
        updatedAt: now,
      },
      {
        name: 'head_office_only',
        kind: 'ip_allowlist',
        params: { networks: ['10.10.0.0/16'] },
        description: 'Только из сети головного офиса',
        updatedAt: now,
      },
    ]);
    await tx.insert(rbacPermissions).values([
      {
        name: 'mfo.*',
        endpoint: null,
        description: 'Справочник банков по МФО: просмотр и изменение',
        ruleName: 'office_network',
        updatedAt: now,
      },
      {
        name: 'timeline.*',
        endpoint: null,
        description: 'Хронологии действий',
        ruleName: 'bank_hours',
        updatedAt: now,
      },
    ]);
    await tx.insert(rbacRolePermissions).values([
      { role: 'branch_auditor', permission: 'mfo.*' },
      { role: 'branch_auditor', permission: 'timeline.*' },
    ]);
    return true;
  });
}
