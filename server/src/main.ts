/**
 * Starts CorpBank: settings, the database (migrated; demo-seeded unless NODE_ENV=production), the
 * app on PORT and the signing-client simulator (unless production). `startServer` is for scripts
 * and tests; running this file (`node --import tsx server/src/main.ts`) calls `main`, which also
 * prints the demo logins and closes everything cleanly on SIGINT/SIGTERM.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { demoLogins } from './db/seed/demo-data.ts';
import { seedDemo } from './db/seed/demo.ts';
import { demoTemplateFolder } from './db/seed/demo-template.ts';
import { startFxProcessing } from './modules/fx-transfer/processing.ts';
import { startMunisProcessing } from './modules/munis/processing.ts';
import { startCardProcessing } from './modules/corporate-cards/processing.ts';
import { startAccountOrderProcessing } from './modules/online-order/processing.ts';
import { startWageProcessing } from './modules/wage/processing.ts';
import { startSalaryProcessing } from './modules/salary/processing.ts';
import { startProcessing, type ProcessingTimer } from './modules/uzs-payment/processing.ts';
import { startPgliteMaintenance } from './db/maintenance.ts';
import { startOperatingDayOpener } from './core/operating-day.ts';
import { startCurrencyProcessing } from './modules/currency-payment/processing.ts';
import { startLcClosure } from './modules/letters-of-credit/closure.ts';
import { startOverdraftExpiry } from './modules/credits/overdraft-expiry.ts';
import { startSignerSim, type SignerSim } from './signer-sim/signer-sim.ts';

export interface StartOptions {
  /** Environment to read settings from (default process.env); the options below override it. */
  readonly env?: NodeJS.ProcessEnv;
  readonly port?: number;
  readonly host?: string;
  readonly dataDir?: string;
  readonly databaseUrl?: string;
  readonly distDir?: string;
  readonly captcha?: 'on' | 'off';
  /** Start the signing-client simulator (default true; never in production). */
  readonly signer?: boolean;
  /** No log and no banner (benchmarks, tests). */
  readonly quiet?: boolean;
}

export interface RunningServer {
  /** Base address, e.g. http://127.0.0.1:8080 */
  readonly url: string;
  readonly config: Config;
  readonly signer: SignerSim | null;
  close(): Promise<void>;
}

function settings(options: StartOptions): Config {
  const env: NodeJS.ProcessEnv = { ...(options.env ?? process.env) };
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined) env[name] = String(value);
  };
  set('PORT', options.port);
  set('HOST', options.host);
  set('DATA_DIR', options.dataDir);
  set('DATABASE_URL', options.databaseUrl);
  set('DIST_DIR', options.distDir);
  set('CAPTCHA', options.captcha);
  return loadConfig(env);
}

function openConfigured(config: Config): Promise<Database> {
  return openDatabase(
    config.databaseUrl === null
      ? {
          kind: 'pglite',
          folder: join(config.dataDir, 'pglite'),
          sharedBuffersMb: config.pgliteSharedBuffersMb,
          thread: true,
          // A new demo folder starts from the day's seeded demo when `npm ci` made it (demo-template.ts).
          ...(config.production
            ? {}
            : {
                dataTemplate: () =>
                  demoTemplateFolder({
                    demoPassword: config.demoPassword,
                    passwordHashCost: config.passwordHashCost,
                    clock: systemClock,
                  }),
              }),
        }
      : { kind: 'postgres', url: config.databaseUrl },
  );
}

async function startSigner(config: Config, database: Database, port: number): Promise<SignerSim | null> {
  const allowedOrigins = [port, 5173, 4173].flatMap((p) => [
    `http://localhost:${p}`,
    `http://127.0.0.1:${p}`,
  ]);
  try {
    return await startSignerSim({
      db: database.db,
      wsPort: config.signerWsPort,
      httpPort: config.signerHttpPort,
      allowedOrigins,
    });
  } catch (error) {
    // A real signing client (or another demo) may hold the ports; the bank itself still works.
    console.warn(`Signing-client simulator not started: ${String(error)}`);
    return null;
  }
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const config = settings(options);
  const database = await openConfigured(config);
  let app: FastifyInstance | null = null;
  let signer: SignerSim | null = null;
  /** The bank's background jobs (soum, currency, transfers …): each stops before the app closes. */
  const jobs: ProcessingTimer[] = [];
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await Promise.all(jobs.map((job) => job.stop()));
    await app?.close();
    await signer?.stop();
    await database.close();
  };
  try {
    await database.migrate();
    // The demo seed runs while the server already serves the app's files: the first screen needs
    // no data, and API calls wait for the seed (issue 18, fresh start; docs/decisions.md).
    const seeding = config.production
      ? Promise.resolve()
      : seedDemo(database.db, {
          demoPassword: config.demoPassword,
          clock: systemClock,
          passwordHashCost: config.passwordHashCost,
        }).then(() => undefined);
    // Heard here too, so a failed seed is not an unhandled rejection before it is awaited below.
    seeding.catch(() => undefined);
    app = await buildApp({ config, database, logger: options.quiet !== true, apiReady: seeding });
    await app.listen({ port: config.port, host: config.host });
    await seeding;
    if (config.paymentProcessingMs > 0) {
      const log = app.log;
      // Every bank job rides the same interval (PAYMENT_PROCESSING_MS): one setting for the demo bank.
      const every = config.paymentProcessingMs;
      const failed = (job: string) => (error: unknown) =>
        log.error({ err: error }, `${job} processing failed`);
      jobs.push(
        startProcessing(database.db, systemClock, every, failed('payment')),
        startCurrencyProcessing(database.db, systemClock, every, failed('currency payment')),
        startFxProcessing(database.db, systemClock, every, failed('fx transfer')),
        startMunisProcessing(database.db, systemClock, every, failed('utility payment')),
        startCardProcessing(database.db, systemClock, every, failed('corporate card order')),
        startAccountOrderProcessing(database.db, systemClock, every, failed('account order')),
        startWageProcessing(database.db, systemClock, every, failed('salary card order')),
        startSalaryProcessing(database.db, systemClock, every, failed('salary statement')),
        // Letters of credit expired 3 days without documents: checked once a minute (closure.ts).
        startLcClosure(database.db, systemClock, 60_000, failed('letter-of-credit closure')),
        // Overdraft limits past valid_to withdrawn: checked once a minute (overdraft-expiry.ts).
        startOverdraftExpiry(database.db, systemClock, 60_000, failed('overdraft expiry')),
        // The next operating day opened on its morning, as the core link would: once a minute.
        startOperatingDayOpener(database.db, systemClock, 60_000, failed('operating day')),
      );
    }
    if (database.kind === 'pglite' && config.pgliteMaintenanceMs > 0) {
      const log = app.log;
      jobs.push(
        startPgliteMaintenance(database.db, config.pgliteMaintenanceMs, (error) =>
          log.error({ err: error }, 'database maintenance failed'),
        ),
      );
    }
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : config.port;
    const wildcard = config.host === '0.0.0.0' || config.host === '::';
    const url = `http://${wildcard ? '127.0.0.1' : config.host}:${port}`;
    if (!config.production && options.signer !== false) signer = await startSigner(config, database, port);
    if (options.quiet !== true) printBanner(url, config, signer);
    return { url, config, signer, close };
  } catch (error) {
    await close();
    throw error;
  }
}

function printBanner(url: string, config: Config, signer: SignerSim | null): void {
  const lines = [
    `CorpBank is running at ${url}`,
    `Passkeys (phone activation, signing) work at ${config.webauthn.origins.join(', ')} (WEBAUTHN_ORIGINS)`,
  ];
  if (signer !== null) {
    lines.push(
      `Signing-client simulator: ws://127.0.0.1:${signer.wsPort}, http://127.0.0.1:${signer.httpPort}`,
    );
  }
  if (!config.production) {
    const logins = demoLogins();
    const width = Math.max(...logins.map((l) => l.username.length), 'username'.length) + 2;
    const roleWidth = Math.max(...logins.map((l) => l.role.length)) + 2;
    lines.push('', 'Demo logins:', `  ${'username'.padEnd(width)}${'role'.padEnd(roleWidth)}password`);
    for (const { username, role } of logins) {
      lines.push(`  ${username.padEnd(width)}${role.padEnd(roleWidth)}${config.demoPassword}`);
    }
  }
  console.log(lines.join('\n'));
}

/** Starts with process.env and stops cleanly on SIGINT/SIGTERM. */
export async function main(): Promise<void> {
  let server: RunningServer;
  try {
    server = await startServer();
  } catch (error) {
    console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
    process.exitCode = 1;
    return;
  }
  const stop = (signal: string) => {
    console.log(`${signal}: stopping CorpBank…`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
