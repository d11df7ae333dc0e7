/**
 * Applications for a certified statement (contracts/api/statement-applications.ts). The account
 * is looked up in the caller's scope first (another organisation's account or application is 404),
 * then the period and delivery rules run (422 with one entry per field, nothing stored); a passed
 * application is stored and audited in the router's transaction, which also claims the
 * Idempotency-Key, so a repeated submit stores one application.
 */
import {
  applicationNumber,
  applicationProblems,
  type ApplicationBody,
  type ApplicationDelivery,
  type ApplicationLanguage,
  type ApplicationPurpose,
  type ApplicationStatus,
  type StatementApplication,
} from '../../../../contracts/api/statement-applications.ts';
import type { Language } from '../../../../contracts/envelope.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { t } from '../../i18n.ts';
import { auditActor } from '../../plugins/audit.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { ApiError } from '../../plugins/errors.ts';
import { dmy, tashkentDate, tashkentDateTime } from '../../time-format.ts';
import { buildFormPdf, type FormDocument } from '../../core/form-pdf.ts';
import type { PdfOptions } from '../../core/export-files.ts';
import { scopeOf } from '../../plugins/scope-repository.ts';
import * as apps from './application-repository.ts';
import * as repo from './repository.ts';
import type { Actor } from '../../core/actor.ts';

function toApplication(r: apps.ApplicationRecord): StatementApplication {
  const a = r.application;
  return {
    id: a.id,
    number: applicationNumber(a.id),
    account: r.account,
    mfo: r.mfo,
    currency: r.currency,
    created_at: a.createdAt.toISOString(),
    date_from: a.dateFrom,
    date_to: a.dateTo,
    purpose: a.purpose as ApplicationPurpose,
    purpose_note: a.purposeNote,
    language: a.language as ApplicationLanguage,
    delivery: a.delivery as ApplicationDelivery,
    email: a.email,
    copies: a.copies,
    status: a.status as ApplicationStatus,
    submitted_by: r.submittedBy,
  };
}

/** The application as the form the client signs and stamps, in the caller's language. */
export function applicationForm(r: apps.ApplicationRecord, lang: Language): FormDocument {
  const a = toApplication(r);
  const purpose = t(lang, `appForm.purpose.${a.purpose}`);
  return {
    addressee: [
      t(lang, 'appForm.addressee', { bank: r.bankName }),
      t(lang, 'appForm.from', { organization: r.organizationName }),
    ],
    title: t(lang, 'appForm.title'),
    subtitle: t(lang, 'appForm.subtitle', {
      number: a.number,
      date: dmy(tashkentDate(r.application.createdAt)),
    }),
    paragraphs: [t(lang, 'appForm.intro')],
    fields: [
      [t(lang, 'appForm.organization'), r.organizationName],
      [t(lang, 'appForm.inn'), r.inn],
      [t(lang, 'appForm.account'), a.account],
      [t(lang, 'appForm.currency'), a.currency],
      [t(lang, 'appForm.bank'), `${r.bankName} (${a.mfo})`],
      [
        t(lang, 'appForm.period'),
        t(lang, 'appForm.periodValue', { from: dmy(a.date_from), to: dmy(a.date_to) }),
      ],
      [t(lang, 'appForm.purpose'), a.purpose_note ? `${purpose}: ${a.purpose_note}` : purpose],
      [t(lang, 'appForm.language'), t(lang, `appForm.language.${a.language}`)],
      [t(lang, 'appForm.delivery'), t(lang, `appForm.delivery.${a.delivery}`, { email: a.email })],
      [t(lang, 'appForm.copies'), String(a.copies)],
      [t(lang, 'appForm.status'), t(lang, `appForm.status.${a.status}`)],
    ],
    signatures: [
      [t(lang, 'appForm.head'), ''],
      [t(lang, 'appForm.chiefAccountant'), ''],
    ],
    seal: t(lang, 'appForm.seal'),
    footer: t(lang, 'appForm.footer', {
      name: a.submitted_by,
      at: tashkentDateTime(r.application.createdAt),
    }),
  };
}

export function createApplicationService(db: Db, clock: Clock) {
  // Inside the router's transaction every read goes through `tx` (PGlite has one connection).
  async function scope(session: AuthSession, on: Db = db): Promise<repo.Scope> {
    return (await scopeOf(on, session)) ?? [];
  }

  async function account(
    session: AuthSession,
    number: string,
    mfo: string,
    on: Db = db,
  ): Promise<repo.AccountRecord> {
    const record = await repo.findAccount(on, await scope(session, on), number, mfo);
    if (record === null) throw ApiError.notFound('account.notFound');
    return record;
  }

  async function find(session: AuthSession, id: number): Promise<apps.ApplicationRecord> {
    const record = await apps.findApplication(db, await scope(session), id);
    if (record === null) throw ApiError.notFound('application.notFound');
    return record;
  }

  return {
    async create(tx: Db, actor: Actor, body: ApplicationBody): Promise<StatementApplication> {
      const record = await account(actor.session, body.account, body.mfo, tx);
      const organizationId = record.account.organizationId;
      if (organizationId === null) throw ApiError.notFound('account.notFound');
      const now = clock.now();
      const problems = applicationProblems(body, {
        today: tashkentDate(now),
        openingDate: record.account.openingDate,
      });
      if (problems.length > 0) throw ApiError.rejected(problems);
      const delivery = body.delivery;
      const id = await apps.insertApplication(tx, {
        organizationId,
        accountId: record.account.id,
        userId: actor.session.userId,
        createdAt: now,
        dateFrom: body.date_from,
        dateTo: body.date_to,
        purpose: body.purpose,
        purposeNote: body.purpose_note.trim(),
        language: body.language,
        delivery,
        email: delivery === 'email' ? body.email.trim() : '',
        copies: body.copies,
        status: 'submitted',
        statusChangedAt: now,
      });
      await auditActor(tx, now, actor, 'statement-application.create', {
        applicationId: id,
        account: body.account,
        mfo: body.mfo,
      });
      const stored = await apps.findApplication(tx, [organizationId], id);
      if (stored === null) throw new Error('statement application not read back');
      return toApplication(stored);
    },

    async list(session: AuthSession, number: string, mfo: string): Promise<StatementApplication[]> {
      const record = await account(session, number, mfo);
      return (await apps.listApplications(db, await scope(session), record.account.id)).map(toApplication);
    },

    async file(session: AuthSession, lang: Language, id: number, options: PdfOptions = {}): Promise<Buffer> {
      return buildFormPdf(applicationForm(await find(session, id), lang), options);
    },
  };
}
export type ApplicationService = ReturnType<typeof createApplicationService>;
