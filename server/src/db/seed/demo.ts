/**
 * Writes the demo world (demo-data.ts) into an empty database. Idempotent: each step is recorded
 * in seed_steps in the same transaction as its rows, so a restart, a second node starting at the
 * same time or a second call changes nothing. Never called when NODE_ENV=production (main.ts).
 */
import type { Clock } from '../../clock.ts';
import { hashPassword } from '../../modules/security/password.ts';
import { tashkentDate } from '../../time-format.ts';
import type { Db } from '../client.ts';
import { bankSettings, banks, organizations, personalManagers } from '../schema/reference.ts';
import { loginHistory } from '../schema/security.ts';
import { announcements, notifications } from '../schema/shell.ts';
import { seedChat, seedStaffChat } from './chat.ts';
import { signingKeys, userOrganizations, users } from '../schema/users.ts';
import { seedAccountsHistory } from './accounts.ts';
import { seedBankHolidays } from './bank-holidays.ts';
import { seedCurrencyPayments } from './currency-payments.ts';
import { seedFxTransfers } from './fx-transfers.ts';
import { seedKartoteka } from './kartoteka.ts';
import { seedCredits } from './credits.ts';
import { seedCreditsLedger } from './credits-ledger.ts';
import { seedCreditRequests } from './credit-requests.ts';
import { seedLettersOfCredit } from './letters-of-credit.ts';
import { seedPayments } from './payments.ts';
import { seedQr } from './qr.ts';
import { seedServices } from './services.ts';
import { seedInvoices } from './invoices.ts';
import { seedOko } from './oko.ts';
import { seedRegistrationAccount } from './registration-account.ts';
import { seedReportJournals } from './report-journals.ts';
import { seedTerminalRegistry } from './terminal-registry.ts';
import { seedStaffUsers } from './users.ts';
import { seedBankStaff } from './bank-staff.ts';
import { demoSigningKey } from './signing-key.ts';
import {
  DEMO_ANNOUNCEMENTS,
  DEMO_BANKS,
  DEMO_MANAGERS,
  DEMO_NOTIFICATIONS,
  DEMO_ORGANIZATIONS,
  DEMO_SIGN_INS,
  DEMO_USERS,
  type ManagerKey,
  type OrgKey,
} from './demo-data.ts';
import { seedEisvo } from './eisvo.ts';
import { seedOverdueUploads } from './overdue-uploads.ts';
import { seedFxDeals } from './fx-deals.ts';
import { seedImports } from './imports.ts';
import { seedFxImports } from './fx-imports.ts';
import { seedMunis } from './munis.ts';
import { seedAccountOrders, seedCorporateCards } from './corporate-cards.ts';
import { seedMulticlients } from './multiclients.ts';
import { seedWage } from './wage.ts';
import { seedSalary } from './salary.ts';
import { seedNotices } from './notices.ts';
import { seedConstraints, seedReference } from './reference.ts';
import { seedRbac } from './rbac.ts';
import { seedEcosystem } from './ecosystem.ts';
import { seedSurveys } from './surveys.ts';
import { claimSeedStep, seedStepDone, type SeedContext } from './seed-step.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const STEP = 'demo-shell-v1';

export interface SeedOptions {
  readonly demoPassword: string;
  readonly clock: Clock;
  /** log2 of scrypt's N for the demo users' hash (config.passwordHashCost; 15 by default). */
  readonly passwordHashCost?: number;
}

/** Returns whether anything was written (false when the demo was already there). */
export async function seedDemo(
  db: Db,
  { demoPassword, clock, passwordHashCost }: SeedOptions,
): Promise<boolean> {
  let hash: Promise<string> | null = null;
  // Hashing is slow by design: at most once per seeding, and not at all when every step is done.
  const options: SeedContext = {
    clock,
    demoPasswordHash: () => (hash ??= hashPassword(demoPassword, passwordHashCost)),
  };
  const shell = await seedShell(db, options);
  // Each area's step is its own transaction and record, so an area added later still seeds.
  const holidays = await seedBankHolidays(db);
  const eisvo = await seedEisvo(db);
  // After the EISVO contracts and the users: the overdue-debt upload history by cur_head_bank.
  const overdueUploads = await seedOverdueUploads(db, options);
  const chat = await seedChat(db, options.clock);
  const payments = await seedPayments(db, options);
  const history = await seedAccountsHistory(db, options);
  // After the accounts step: its USD accounts and nostro.
  const currencyPayments = await seedCurrencyPayments(db, options);
  const fxTransfers = await seedFxTransfers(db, options);
  const kartoteka = await seedKartoteka(db, options);
  const credit = await seedCredits(db, options);
  // After the payments step (the correspondent account) and the shell (users).
  const creditLedger = await seedCreditsLedger(db, options);
  const creditRequests = await seedCreditRequests(db, options);
  const letters = await seedLettersOfCredit(db, options);
  const journals = await seedReportJournals(db, options);
  const staff = await seedStaffUsers(db, options);
  const bankStaff = await seedBankStaff(db, options);
  // After the terminals of the journals step and the users: the registry, its log and applications.
  const registry = await seedTerminalRegistry(db, options);
  // After the shell step: the staff chat's author and operator are its users.
  const staffChat = await seedStaffChat(db, options.clock);
  // After the accounts' history: requests reserve from and credit the seeded balances.
  const fxDeals = await seedFxDeals(db, options);
  const imports = await seedImports(db, options);
  const fxImports = await seedFxImports(db, options);
  // After the accounts and credits ledger steps: incoming credits from the correspondent account.
  const qr = await seedQr(db, options);
  const services = await seedServices(db, options);
  // After the accounts' history: executed payments debit the seeded soum balances.
  const munis = await seedMunis(db, options);
  // After the accounts (and the currency accounts): card orders are on them, opened orders point at them.
  const corporateCards = await seedCorporateCards(db, options);
  const accountOrderRows = await seedAccountOrders(db, options);
  // After the account orders: their applications, steps and values.
  const registration = await seedRegistrationAccount(db, options);
  // Salary project: transit accounts, contracts, card orders and the cards issued (no ledger legs).
  const wage = await seedWage(db, options);
  // After the wage seed (contracts, cards): statements, the Executed ones through the bank job.
  const salary = await seedSalary(db, options);
  // After the payments: paying and paid invoices carry the reference of a payment in that state.
  const invoiceRows = await seedInvoices(db, options);
  const oko = await seedOko(db, options);
  // After the accounts: the multiclient users' rights name every account of the children.
  const multiclientRows = await seedMulticlients(db, options);
  // After the users and accounts: controlled accounts name both.
  const notices = await seedNotices(db, options);
  const reference = await seedReference(db, options);
  const constraints = await seedConstraints(db, options);
  const rbacRows = await seedRbac(db, options);
  // After the accounts' history (balances to pay premiums from) and the staff users (agents).
  const ecosystem = await seedEcosystem(db, options);
  // After the users and organisations: answers name both.
  const surveys = await seedSurveys(db, options);
  return [
    shell,
    holidays,
    eisvo,
    overdueUploads,
    chat,
    payments,
    history,
    currencyPayments,
    fxTransfers,
    kartoteka,
    credit,
    creditLedger,
    creditRequests,
    letters,
    journals,
    staff,
    bankStaff,
    registry,
    staffChat,
    fxDeals,
    imports,
    fxImports,
    qr,
    services,
    munis,
    corporateCards,
    accountOrderRows,
    registration,
    wage,
    salary,
    invoiceRows,
    oko,
    multiclientRows,
    ecosystem,
    notices,
    reference,
    constraints,
    rbacRows,
    surveys,
  ].some(Boolean);
}

async function seedShell(db: Db, { demoPasswordHash, clock }: SeedContext): Promise<boolean> {
  if (await seedStepDone(db, STEP)) return false;

  // Before the transaction, so the transaction stays short.
  const passwordHash = await demoPasswordHash();
  const prepared = DEMO_USERS.map((user) => ({ user, passwordHash }));
  const now = clock.now();
  const ago = (days: number, minutes = 0) => new Date(now.getTime() - days * DAY_MS - minutes * 60_000);

  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, STEP))) return false;

    await tx.insert(banks).values([...DEMO_BANKS]);
    await tx
      .insert(bankSettings)
      .values({ id: 1, operatingDay: tashkentDate(now) })
      .onConflictDoNothing();

    const orgIds = new Map<OrgKey, number>();
    for (const org of DEMO_ORGANIZATIONS) {
      const [row] = await tx
        .insert(organizations)
        .values({
          name: org.name,
          inn: org.inn,
          nibbd: org.nibbd,
          mfo: org.mfo,
          mustSignB: org.mustSignB,
          edsOnly: org.edsOnly ?? false,
          legalForm: org.legalForm ?? 'legal_entity',
          // Four-eyes by default for a legal entity; a sole proprietor acts alone (docs/decisions.md).
          dualControl: (org.legalForm ?? 'legal_entity') === 'legal_entity',
          parentId: org.parent === undefined ? null : (orgIds.get(org.parent) ?? null),
        })
        .returning({ id: organizations.id });
      if (row !== undefined) orgIds.set(org.key, row.id);
    }

    const managerIds = new Map<ManagerKey, number>();
    for (const { key, ...manager } of DEMO_MANAGERS) {
      const [row] = await tx.insert(personalManagers).values(manager).returning({ id: personalManagers.id });
      if (row !== undefined) managerIds.set(key, row.id);
    }

    const userIds = new Map<string, number>();
    for (const { user, passwordHash } of prepared) {
      const [row] = await tx
        .insert(users)
        .values({
          username: user.username,
          fullName: user.fullName,
          role: user.role,
          passwordHash,
          passwordChangeRequired: user.passwordChangeRequired ?? false,
          personalManagerId: user.manager === undefined ? null : (managerIds.get(user.manager) ?? null),
          birthDay: user.birthDay ?? null,
          phone: user.phone ?? null,
          isMsb: user.isMsb ?? false,
          creditOffer: user.creditOffer ?? false,
          branchMfo: user.branchMfo ?? null,
          createdAt: ago(90),
        })
        .returning({ id: users.id });
      if (row === undefined) continue;
      userIds.set(user.username, row.id);
      const links = user.organizations.flatMap((key, position) => {
        const organizationId = orgIds.get(key);
        return organizationId === undefined
          ? []
          : [{ userId: row.id, organizationId, isDefault: position === 0 }];
      });
      if (links.length > 0) await tx.insert(userOrganizations).values(links);
      await tx.insert(loginHistory).values(
        DEMO_SIGN_INS.map((s, i) => ({
          userId: row.id,
          at: ago(s.daysAgo, i * 17),
          ip: s.ip,
          os: s.os,
          browser: s.browser,
          country: 'UZ',
          success: s.success,
        })),
      );
      await tx.insert(signingKeys).values(demoSigningKey(row.id, now, user.keyDaysLeft ?? 335));
    }

    await tx.insert(announcements).values([...DEMO_ANNOUNCEMENTS]);
    await tx.insert(notifications).values(
      DEMO_NOTIFICATIONS.map(({ organization, user, daysAgo, ...texts }) => ({
        ...texts,
        organizationId: organization === null ? null : (orgIds.get(organization) ?? null),
        userId: user === undefined ? null : (userIds.get(user) ?? null),
        createdAt: ago(daysAgo),
      })),
    );
    return true;
  });
}
