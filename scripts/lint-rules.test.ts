/**
 * The architecture's lint rules fail where they should (docs/architecture.md §2, "What enforces each
 * rule"): snippets are linted with the project's own eslint.config.js as if they were the named files.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** The rule ids reported for `code` linted as the file at `filePath` (relative to the root). */
async function rulesBroken(code: string, filePath: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).map((m) => m.ruleId);
}

const DRIZZLE =
  "import { eq } from 'drizzle-orm';\nimport { pgTable } from 'drizzle-orm/pg-core';\nexport const x = [eq, pgTable];\n";

// Loading the config and its plugins takes seconds on a busy machine; the snippets themselves are quick.
beforeAll(() => rulesBroken('', 'server/src/app.ts'), 60_000);

describe('Drizzle only in repositories', () => {
  it.each(['server/src/modules/x/service.ts', 'server/src/modules/x/routes.ts', 'server/src/plugins/x.ts'])(
    'refuses drizzle-orm in %s',
    async (file) => {
      expect(await rulesBroken(DRIZZLE, file)).toEqual(['no-restricted-imports', 'no-restricted-imports']);
    },
  );

  it.each([
    'server/src/modules/x/repository.ts',
    'server/src/modules/x/swift-repository.ts',
    'server/src/plugins/x-repository.ts',
    'server/src/db/schema/x.ts',
    'server/src/modules/x/x.test.ts',
  ])('allows drizzle-orm in %s', async (file) => {
    expect(await rulesBroken(DRIZZLE, file)).toEqual([]);
  });
});

describe('routes call services, not repositories', () => {
  const importing = (file: string) => `import * as x from '${file}';\nexport const y = x;\n`;

  it.each(['./repository.ts', './swift-repository.ts', '../../plugins/scope-repository.ts'])(
    'refuses %s in a routes file',
    async (file) => {
      expect(await rulesBroken(importing(file), 'server/src/modules/accounts/swift-routes.ts')).toEqual([
        'no-restricted-imports',
      ]);
    },
  );

  it('allows the service in a routes file, and the repository in the service', async () => {
    expect(await rulesBroken(importing('./service.ts'), 'server/src/modules/accounts/routes.ts')).toEqual([]);
    expect(await rulesBroken(importing('./repository.ts'), 'server/src/modules/accounts/service.ts')).toEqual(
      [],
    );
  });

  it('still refuses drizzle-orm in a routes file', async () => {
    expect(await rulesBroken(DRIZZLE, 'server/src/modules/accounts/routes.ts')).toEqual([
      'no-restricted-imports',
      'no-restricted-imports',
    ]);
  });
});

describe('a server module imports another module only through its service', () => {
  const accounts = (file: string) => `import * as x from '../accounts/${file}';\nexport const y = x;\n`;

  it.each(['repository.ts', 'statement-files.ts'])("refuses another module's %s", async (file) => {
    expect(await rulesBroken(accounts(file), 'server/src/modules/reports/service.ts')).toEqual([
      'boundaries/dependencies',
    ]);
  });

  it.each(['service.ts', 'swift-service.ts'])("allows another module's %s", async (file) => {
    expect(await rulesBroken(accounts(file), 'server/src/modules/reports/service.ts')).toEqual([]);
  });

  it("allows the module's own files, core/ and plugins/", async () => {
    const code =
      "import * as a from './repository.ts';\nimport * as b from '../../core/ledger-repository.ts';\n" +
      "import * as c from '../../plugins/errors.ts';\nexport const y = [a, b, c];\n";
    expect(await rulesBroken(code, 'server/src/modules/reports/service.ts')).toEqual([]);
  });

  it("allows a module's tests another module's helpers", async () => {
    expect(
      await rulesBroken(accounts('statement-files.ts'), 'server/src/modules/reports/reports.test.ts'),
    ).toEqual([]);
  });

  it('refuses a module in core/', async () => {
    const code = "import * as x from '../modules/accounts/service.ts';\nexport const y = x;\n";
    expect(await rulesBroken(code, 'server/src/core/x.ts')).toEqual(['boundaries/dependencies']);
  });

  it("refuses the soum payments' internals to the modules that once reached into them", async () => {
    const repository = "import * as x from '../uzs-payment/repository.ts';\nexport const y = x;\n";
    const stateMachine = "import * as x from '../uzs-payment/state-machine.ts';\nexport const y = x;\n";
    const service = "import * as x from '../uzs-payment/service.ts';\nexport const y = x;\n";
    for (const file of [
      'devices/service.ts',
      'payment-claims/service.ts',
      'push/awaiting-signature-service.ts',
    ]) {
      expect(await rulesBroken(repository, `server/src/modules/${file}`)).toEqual([
        'boundaries/dependencies',
      ]);
      expect(await rulesBroken(stateMachine, `server/src/modules/${file}`)).toEqual([
        'boundaries/dependencies',
      ]);
      expect(await rulesBroken(service, `server/src/modules/${file}`)).toEqual([]);
    }
  });
});

describe('typed answers', () => {
  it("refuses naming an answer's type at the reading site", async () => {
    const cast =
      "import { callApi, dataOf } from '../../../lib/api-client.ts';\nimport { userView } from '../../../../contracts/api/users.ts';\n" +
      'export const u = async () => dataOf<{ id: number }>(await callApi(userView, { params: { id: 1 } }));\n';
    const typed = cast.replace('dataOf<{ id: number }>(', 'dataOf(');
    expect(await rulesBroken(cast, 'src/features/users/api/get-user.ts')).toContain('no-restricted-syntax');
    expect(await rulesBroken(typed, 'src/features/users/api/get-user.ts')).toEqual([]);
  });
});

describe('one actor', () => {
  it("refuses a module's own Actor type", async () => {
    const own = 'export interface ClaimActor {\n  readonly ip: string;\n}\n';
    const shared = "import type { Actor } from '../../core/actor.ts';\nexport type { Actor };\n";
    expect(await rulesBroken(own, 'server/src/modules/payment-claims/service.ts')).toContain(
      'no-restricted-syntax',
    );
    expect(await rulesBroken(shared, 'server/src/modules/payment-claims/service.ts')).toEqual([]);
  });
});

describe('one write path', () => {
  it('refuses isOnline() in a feature; useOnline() for what a screen shows is allowed', async () => {
    const branching =
      "import { isOnline } from '../../../offline/online.ts';\nexport const how = () => (isOnline() ? 'call' : 'queue');\n";
    const shown =
      "import { useOnline } from '../../../offline/online.ts';\nexport const useShown = () => useOnline();\n";
    expect(await rulesBroken(branching, 'src/features/payments-uzs/api/x.ts')).toEqual([
      'no-restricted-imports',
    ]);
    expect(await rulesBroken(shown, 'src/features/payments-uzs/api/x.ts')).toEqual([]);
    expect(await rulesBroken(branching, 'src/offline/x.ts')).toEqual([]);
  });
});
