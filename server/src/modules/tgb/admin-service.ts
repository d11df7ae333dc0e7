/**
 * The bot's texts, appeal types and consultation topics as the admin edits them (contracts/api/tgb.ts).
 * Every change is audited in its transaction; a missing record is 404; a topic's parent must exist
 * and cannot be the topic itself (422).
 */
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { auditActor, type AuditAction } from '../../plugins/audit.ts';
import { ApiError } from '../../plugins/errors.ts';
import * as repo from './repository.ts';
import type { Actor } from './service.ts';

function found<T>(row: T | null): T {
  if (row === null) throw ApiError.notFound();
  return row;
}

export function createTgbAdminService(db: Db, clock: Clock) {
  async function audited<T extends { id: number }>(
    tx: Db,
    actor: Actor,
    action: AuditAction,
    change: () => Promise<T | null>,
  ): Promise<T> {
    const result = found(await change());
    await auditActor(tx, clock.now(), actor, action, { id: result.id });
    return result;
  }

  async function checkParent(tx: Db, parentId: number | null, selfId?: number): Promise<void> {
    if (parentId === null) return;
    if (parentId === selfId || (await repo.consultation(tx, parentId)) === null)
      throw ApiError.rejected([{ attribute: 'parent_id', key: 'field.invalid' }]);
  }

  return {
    texts: () => repo.texts(db),
    async text(id: number) {
      return found(await repo.text(db, id));
    },
    updateText(tx: Db, actor: Actor, id: number, values: Parameters<typeof repo.updateText>[2]) {
      return audited(tx, actor, 'tgb.text.update', () => repo.updateText(tx, id, values));
    },

    appealTypes: () => repo.appealTypes(db),
    async appealType(id: number) {
      return found(await repo.appealType(db, id));
    },
    createAppealType(tx: Db, actor: Actor, values: repo.AppealTypeValues) {
      return audited(tx, actor, 'tgb.appealType.change', () => repo.insertAppealType(tx, values));
    },
    updateAppealType(tx: Db, actor: Actor, id: number, values: repo.AppealTypeValues) {
      return audited(tx, actor, 'tgb.appealType.change', () => repo.updateAppealType(tx, id, values));
    },
    deleteAppealType(tx: Db, actor: Actor, id: number) {
      return audited(tx, actor, 'tgb.appealType.change', () => repo.deleteAppealType(tx, id));
    },

    consultations: () => repo.consultations(db),
    async consultation(id: number) {
      return found(await repo.consultation(db, id));
    },
    async createConsultation(tx: Db, actor: Actor, values: repo.ConsultationValues) {
      await checkParent(tx, values.parent_id);
      return audited(tx, actor, 'tgb.consultation.change', () => repo.insertConsultation(tx, values));
    },
    async updateConsultation(tx: Db, actor: Actor, id: number, values: repo.ConsultationValues) {
      await checkParent(tx, values.parent_id, id);
      return audited(tx, actor, 'tgb.consultation.change', () => repo.updateConsultation(tx, id, values));
    },
    deleteConsultation(tx: Db, actor: Actor, id: number) {
      return audited(tx, actor, 'tgb.consultation.change', () => repo.deleteConsultation(tx, id));
    },
  };
}
