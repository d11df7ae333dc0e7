/** HTTP side of the card file (contracts/api/kartoteka.ts). */
import {
  kartotekaDocuments,
  kartotekaReservations,
  kartotekaSummary,
} from '../../../../contracts/api/kartoteka.ts';
import { ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createKartotekaService } from './service.ts';

export function registerKartotekaRoutes(router: Router, { db }: AppDeps): void {
  const service = createKartotekaService(db);
  router.route(kartotekaSummary, async ({ session }) => ok(await service.summary(session)));
  router.route(kartotekaDocuments, async ({ session, body }) => ok(await service.documents(session, body)));
  router.route(kartotekaReservations, async ({ session, lang, body }) =>
    ok(await service.reservations(session, lang, body)),
  );
}
