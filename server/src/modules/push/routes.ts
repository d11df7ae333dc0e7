/**
 * The browser's push token (spec 1 §4, firebase/save-firebase-token), saved with the call's language
 * so notifications to that browser speak it, and the firebase web settings the client needs
 * (firebase/web-config: `enabled: false` when push is not configured).
 */
import { firebaseWebConfig, type FirebaseWebConfigData } from '../../../../contracts/api/push.ts';
import { saveFirebaseToken } from '../../../../contracts/api/shell.ts';
import { ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { saveBrowserToken } from './service.ts';

export function registerPushRoutes(router: Router, { clock, config }: AppDeps): void {
  router.route(saveFirebaseToken, ({ body, session, lang, commit }) =>
    commit(async (tx) => {
      await saveBrowserToken(tx, session.userId, body.token, lang, clock.now());
      return { status: 'success' };
    }),
  );
  const web = config.firebaseWeb;
  const data: FirebaseWebConfigData = web === null ? { enabled: false } : { enabled: true, ...web };
  router.route(firebaseWebConfig, async () => ok(data));
}
