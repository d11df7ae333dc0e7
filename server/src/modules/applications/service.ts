/**
 * Clients' applications (contracts/api/applications.ts). A client role files for the organisation
 * of its session and reads its organisations' applications (scope: another organisation's id
 * answers 404); the contact centre reads all and answers. The application, its files and its audit
 * row are written in one transaction (a refused file leaves nothing but an unreferenced blob, see
 * core/chat-file-store.ts). An answer moves new → in_progress → answered | rejected; a final
 * application refuses another answer (422 on `status`).
 */
import type { Application, ApplicationStatus } from '../../../../contracts/api/applications.ts';
import type { ChatFileUpload } from '../../../../contracts/api/chat-file.ts';
import { pageMeta, type Paged } from '../../../../contracts/envelope.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import type { FileStore } from '../../core/chat-file-store.ts';
import type { Db } from '../../db/client.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError } from '../../plugins/errors.ts';
import * as repo from './repository.ts';

export interface ApplicationValues {
  readonly category: string;
  readonly subject: string;
  readonly text: string;
  readonly files: readonly ChatFileUpload[];
}

const FINAL = new Set(['answered', 'rejected']);

export function createApplicationService(db: Db, clock: Clock, files: FileStore) {
  const isCentre = (actor: Actor) => actor.session.role === 'contact_center';

  async function readScope(actor: Actor): Promise<repo.Scope> {
    if (isCentre(actor)) return null;
    return (await actor.readScope()) ?? [];
  }

  async function toApplications(
    dbOrTx: Db,
    actor: Actor,
    rows: repo.ApplicationRecord[],
  ): Promise<Application[]> {
    const attached = await repo.filesOf(
      dbOrTx,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      id: r.id,
      organization: r.organization,
      author: r.author,
      category: r.category as Application['category'],
      subject: r.subject,
      text: r.text,
      status: r.status as ApplicationStatus,
      answer: r.answer,
      answered_by: r.answeredBy,
      answered_at: r.answeredAt === null ? null : new Date(r.answeredAt).toISOString(),
      created_at: new Date(r.createdAt).toISOString(),
      files: attached
        .filter((f) => f.applicationId === r.id)
        .map((f) => ({ id: f.id, name: f.name, mime: f.mime, size: f.size })),
      isAnswer: isCentre(actor) && !FINAL.has(r.status),
    }));
  }

  async function one(dbOrTx: Db, actor: Actor, id: number, scope: repo.Scope): Promise<Application> {
    const row = await repo.find(dbOrTx, id, scope);
    if (row === null) throw ApiError.notFound();
    const [application] = await toApplications(dbOrTx, actor, [row]);
    return application as Application;
  }

  return {
    async list(
      actor: Actor,
      filter: { status?: string; category?: string },
      page: { page: number; pageSize: number },
    ): Promise<Paged<Application>> {
      const { rows, total } = await repo.list(db, await readScope(actor), filter, page);
      return {
        list: await toApplications(db, actor, rows),
        _meta: pageMeta(total, page.page, page.pageSize),
      };
    },

    async view(actor: Actor, id: number): Promise<Application> {
      return one(db, actor, id, await readScope(actor));
    },

    async create(tx: Db, actor: Actor, values: ApplicationValues): Promise<Application> {
      const organizationId = actor.session.actingOrganizationId ?? actor.session.organizationId;
      if (organizationId === null || organizationId === undefined) {
        throw ApiError.rejected([{ attribute: 'category', key: 'application.noOrganization' }]);
      }
      const now = clock.now();
      const id = await repo.insert(tx, {
        organizationId,
        userId: actor.session.userId,
        category: values.category,
        subject: values.subject,
        text: values.text,
        status: 'new',
        createdAt: now,
        updatedAt: now,
      });
      for (const [index, upload] of values.files.entries()) {
        try {
          const ref = await files.saveUpload(tx, 'application', upload, now);
          await repo.attach(tx, id, ref.id);
        } catch (error) {
          // The store names the field `file`; the form shows it under the file's row.
          if (error instanceof ApiError) {
            throw ApiError.rejected(error.problems.map((p) => ({ ...p, attribute: `files.${index}` })));
          }
          throw error;
        }
      }
      await auditActor(tx, now, actor, 'application.create', {
        applicationId: id,
        category: values.category,
        files: values.files.length,
      });
      return one(tx, actor, id, [organizationId]);
    },

    async answer(
      tx: Db,
      actor: Actor,
      id: number,
      body: { status: 'in_progress' | 'answered' | 'rejected'; answer?: string | undefined },
    ): Promise<Application> {
      const row = await repo.find(tx, id, null);
      if (row === null) throw ApiError.notFound();
      if (FINAL.has(row.status)) throw ApiError.rejected([{ attribute: 'status', key: 'application.final' }]);
      const answer = body.answer?.trim() ?? '';
      if (body.status !== 'in_progress' && answer === '') {
        throw ApiError.rejected([{ attribute: 'answer', key: 'application.answerRequired' }]);
      }
      const now = clock.now();
      if (body.status === 'in_progress' && row.status === 'in_progress') return one(tx, actor, id, null);
      await repo.setAnswer(tx, id, {
        status: body.status,
        updatedAt: now,
        ...(body.status === 'in_progress'
          ? {}
          : { answer, answeredBy: actor.session.userId, answeredAt: now }),
      });
      await auditActor(tx, now, actor, 'application.answer', {
        applicationId: id,
        from: row.status,
        to: body.status,
      });
      return one(tx, actor, id, null);
    },

    async file(actor: Actor, id: number, fileId: string) {
      const application = await one(db, actor, id, await readScope(actor));
      if (!application.files.some((f) => f.id === fileId)) throw ApiError.notFound();
      const stored = await files.read(db, 'application', fileId);
      if (stored === null) throw ApiError.notFound();
      return stored;
    },
  };
}
