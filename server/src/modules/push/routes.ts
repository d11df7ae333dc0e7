/** Saves the browser's push token for the signed-in user (spec 1 §4, firebase/save-firebase-token). */
import { saveFirebaseToken } from '../../../../contracts/api/shell.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { saveToken } from './repository.ts';

export function registerPushRoutes(router: Router, { clock }: AppDeps): void {
  router.route(saveFirebaseToken, ({ body, session, commit }) =>
    commit(async (tx) => {
      await saveToken(tx, session.userId, body.token, clock.now());
      return { status: 'success' };
    }),
  );
}
