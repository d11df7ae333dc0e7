/**
 * The organisation's signing settings (contracts/api/organization-settings.ts, docs/decisions.md
 * "Four-eyes"). Reads: the caller's current organisation. Dual control changes only by the
 * organisation's head (the router's role guard answers 403 to every other role), only for an
 * organisation the head works for (another's id answers 404, as everywhere), in the router's
 * `commit` transaction with its audit row (before and after).
 */
import {
  DUAL_CONTROL_EDITORS,
  LEGAL_FORMS,
  type LegalForm,
  type OrganizationSettings,
} from '../../../../contracts/api/organization-settings.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError } from '../../plugins/errors.ts';
import { scopeOf } from '../../plugins/scope-repository.ts';
import * as repo from './repository.ts';
import type { Actor } from '../../core/actor.ts';

export type { Actor };

function legalForm(value: string): LegalForm {
  return (LEGAL_FORMS as readonly string[]).includes(value) ? (value as LegalForm) : 'legal_entity';
}

function toSettings(row: repo.OrganizationRecord, actor: Actor): OrganizationSettings {
  return {
    id: row.id,
    name: row.name,
    inn: row.inn,
    legal_form: legalForm(row.legalForm),
    dual_control: row.dualControl,
    must_sign_b: row.mustSignB,
    eds_only: row.edsOnly,
    isChangeDualControl: roleAllowed(actor.session.role, DUAL_CONTROL_EDITORS),
  };
}

export function createOrganizationService(db: Db, clock: Clock) {
  /** The organisation within the caller's scope, or 404. */
  async function inScope(tx: Db, actor: Actor, id: number, lock = false) {
    const scope = await scopeOf(tx, actor.session);
    if (scope !== null && !scope.includes(id)) throw ApiError.notFound();
    const row = await repo.find(tx, id, lock);
    if (row === null) throw ApiError.notFound();
    return row;
  }

  return {
    async settings(actor: Actor): Promise<OrganizationSettings> {
      const id = actor.session.organizationId;
      if (id === null) throw ApiError.notFound();
      return toSettings(await inScope(db, actor, id), actor);
    },

    async setDualControl(
      tx: Db,
      actor: Actor,
      id: number,
      dualControl: boolean,
    ): Promise<OrganizationSettings> {
      const row = await inScope(tx, actor, id, true);
      if (row.dualControl !== dualControl) {
        await repo.setDualControl(tx, id, dualControl);
        await auditActor(tx, clock.now(), actor, 'organization.dual-control', {
          organizationId: id,
          from: row.dualControl,
          to: dualControl,
        });
      }
      return toSettings({ ...row, dualControl }, actor);
    },
  };
}
