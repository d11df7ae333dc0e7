/** HTTP side of the signing client's server calls (contracts/api/signing.ts, spec 1 §7.4). */
import {
  keyChallenge,
  signerConfig,
  testStyx,
  testStyxToUpdate,
  type SignerConfigData,
} from '../../../../contracts/api/signing.ts';
import { ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createSigningKeyService } from './service.ts';

export function registerSigningKeyRoutes(router: Router, { config, clock }: AppDeps): void {
  const service = createSigningKeyService(clock);

  // The same ports as the CSP connect-src (plugins/security-headers.ts): one setting, two readers.
  router.route(signerConfig, async ({ session }) => {
    const data: SignerConfigData = {
      ws_port: config.signerWsPort,
      http_port: config.signerHttpPort,
      simulator_username: config.production ? null : session.username,
    };
    return ok(data);
  });
  router.route(keyChallenge, ({ commit, actor }) =>
    commit(async (tx) => ok(await service.challenge(tx, actor))),
  );
  router.route(testStyx, ({ body, lang, commit, actor }) =>
    commit(async (tx) => ok(await service.check(tx, actor, body, lang))),
  );
  router.route(testStyxToUpdate, ({ body, lang, commit, actor }) =>
    commit(async (tx) => ok(await service.renew(tx, actor, body, lang))),
  );
}
