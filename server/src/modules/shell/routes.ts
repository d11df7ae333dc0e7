/** HTTP side of the shell calls of spec 1 §7.2 (contracts/api/shell.ts). */
import {
  announcements,
  getInfo,
  iabsTime,
  personalManager,
  sumToText,
  userLastLogins,
  type SumToTextData,
} from '../../../../contracts/api/shell.ts';
import { toMinor } from '../../../../contracts/money.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { loadCurrentUser } from '../security/current-user-service.ts';
import * as service from './service.ts';
import { sumInWords } from '../../core/sum-in-words.ts';

export function registerShellRoutes(router: Router, { db, clock }: AppDeps): void {
  router.route(getInfo, async ({ session }) =>
    ok(await loadCurrentUser(db, session.userId, session.organizationId)),
  );

  router.route(userLastLogins, async ({ body, session }) =>
    ok(await service.lastLogins(db, session.userId, body.number)),
  );

  router.route(iabsTime, async () => ok(await service.bankTimes(db, clock.now())));

  router.route(sumToText, async ({ body, lang }) => {
    const minor = toMinor(body.amount);
    if (minor < 0n) throw ApiError.rejected([{ attribute: 'amount', key: 'amount.negative' }]);
    const data: SumToTextData = { sum_in_text: sumInWords(minor, body.currency, lang) };
    return ok(data);
  });

  router.route(announcements, async () => ok(await service.activeAnnouncements(db)));

  router.route(personalManager, async ({ session }) =>
    ok(await service.personalManagerOf(db, session.userId)),
  );
}
