/** HTTP side of the shell calls of spec 1 §7.2 (contracts/api/shell.ts). */
import { bankOperatingDay } from '../../../../contracts/bank-calendar.ts';
import {
  announcements,
  getInfo,
  iabsTime,
  personalManager,
  sumToText,
  userLastLogins,
  type BankTime,
  type SumToTextData,
} from '../../../../contracts/api/shell.ts';
import { toMinor } from '../../../../contracts/money.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { isoWithOffset, TASHKENT_UTC_OFFSET_HOURS } from '../../time-format.ts';
import { loadCurrentUser } from '../security/current-user.ts';
import * as repo from './repository.ts';
import { sumInWords } from './sum-in-words.ts';

const MOSCOW_UTC_OFFSET_HOURS = 3;

export function registerShellRoutes(router: Router, { db, clock }: AppDeps): void {
  router.route(getInfo, async ({ session }) =>
    ok(await loadCurrentUser(db, session.userId, session.organizationId)),
  );

  router.route(userLastLogins, async ({ body, session }) =>
    ok(await repo.lastLogins(db, session.userId, body.number)),
  );

  router.route(iabsTime, async () => {
    const now = clock.now();
    const times: BankTime[] = [
      // Until the core banking link sets it, the operating day is the Tashkent calendar day.
      { name: 'operatingDay', value: bankOperatingDay(await repo.operatingDay(db), now) },
      // The bank's server runs on Tashkent time: shown as that wall time on any device (issue 17 point 9;
      // a UTC value showed five hours off on a phone set to UTC or another zone).
      { name: 'serverTime', value: isoWithOffset(now, TASHKENT_UTC_OFFSET_HOURS) },
      { name: 'tashkentTime', value: isoWithOffset(now, TASHKENT_UTC_OFFSET_HOURS) },
      { name: 'moscowTime', value: isoWithOffset(now, MOSCOW_UTC_OFFSET_HOURS) },
    ];
    return ok(times);
  });

  router.route(sumToText, async ({ body, lang }) => {
    const minor = toMinor(body.amount);
    if (minor < 0n) throw ApiError.rejected([{ attribute: 'amount', key: 'amount.negative' }]);
    const data: SumToTextData = { sum_in_text: sumInWords(minor, body.currency, lang) };
    return ok(data);
  });

  router.route(announcements, async () => ok(await repo.activeAnnouncements(db)));

  router.route(personalManager, async ({ session }) => {
    const manager = await repo.personalManagerOf(db, session.userId);
    if (manager === null) throw ApiError.notFound('personalManager.none');
    return ok(manager);
  });
}
