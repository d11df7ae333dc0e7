/**
 * Site mode (/site-mode): any signed-in user reads it, admin_bank switches it (the contract's
 * access list). The switch is audited with what it was before, in the transaction of the change,
 * and this node's cached copy is dropped so the next call already follows it (other nodes within
 * seconds: plugins/site-mode.ts).
 */
import type { SiteModeBody, SiteModeState } from '../../../../contracts/api/site-mode.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { auditActor } from '../../plugins/audit.ts';
import { managesSiteMode } from '../../plugins/site-mode.ts';
import { readSiteMode, writeSiteMode, type SiteModeRow } from '../../plugins/site-mode-repository.ts';

function stateOf(row: SiteModeRow, session: AuthSession): SiteModeState {
  return {
    maintenance: row.maintenance,
    message_ru: row.messageRu,
    message_en: row.messageEn,
    message_uz: row.messageUz,
    updated_at: row.updatedAt.toISOString(),
    canSwitch: managesSiteMode(session.role),
  };
}

export function createSiteModeService(db: Db, clock: Clock) {
  return {
    async view(session: AuthSession): Promise<SiteModeState> {
      return stateOf(await readSiteMode(db), session);
    },

    async update(tx: Db, actor: Actor, body: SiteModeBody): Promise<SiteModeState> {
      const before = await readSiteMode(tx);
      const after = await writeSiteMode(
        tx,
        {
          maintenance: body.maintenance,
          messageRu: body.message_ru,
          messageEn: body.message_en,
          messageUz: body.message_uz,
        },
        clock.now(),
      );
      await auditActor(tx, clock.now(), actor, 'site-mode.switch', {
        maintenance: after.maintenance,
        was: before.maintenance,
      });
      return stateOf(after, actor.session);
    },
  };
}
