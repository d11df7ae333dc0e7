/**
 * The demo of one bank day, seeded once into a PGlite template (issue 18, fresh start): `npm ci`
 * makes it (scripts/postinstall.mjs), and a fresh `npm start` on the same day copies it instead of
 * seeding 38 areas (5.6–6 s of a 9.6 s fresh start on two cores). The seed writes dates relative to
 * its day, so the template is keyed by that day (Tashkent), the demo password and its hash cost, and
 * the server's and contracts' sources — a changed seed or service never starts from an old
 * template. A start on another day, or with another password, seeds as before.
 * docs/decisions.md "Fresh start from a cluster template".
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Clock } from '../../clock.ts';
import { tashkentDate } from '../../time-format.ts';
import { ensureDataTemplate } from '../client.ts';
import { dataTemplateFolder } from '../pglite-template.ts';
import { seedDemo } from './demo.ts';

export interface DemoTemplateOptions {
  readonly demoPassword: string;
  readonly passwordHashCost: number;
  readonly clock: Clock;
  readonly sharedBuffersMb?: number;
}

const sourceFolders = ['../..', '../../../../contracts'].map((relative) =>
  fileURLToPath(new URL(relative, import.meta.url)),
);

/** Every TypeScript source the seed may run (tests aside), in a fixed order. */
function hashSources(hash: ReturnType<typeof createHash>, folder: string, root: string): void {
  const entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) hashSources(hash, path, root);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
      hash.update(path.slice(root.length)).update(readFileSync(path));
    }
  }
}

/** The template folder of this day's demo (it may not exist yet); ~40 ms of reading sources. */
export function demoTemplateFolder({ demoPassword, passwordHashCost, clock }: DemoTemplateOptions): string {
  const hash = createHash('sha256')
    .update(tashkentDate(clock.now()))
    .update('\0')
    .update(demoPassword)
    .update('\0')
    .update(String(passwordHashCost));
  for (const folder of sourceFolders) hashSources(hash, folder, folder);
  return dataTemplateFolder('demo', hash.digest('hex').slice(0, 16));
}

/** Seeds this day's demo into its template when it is not there; false when it was not made. */
export function ensureDemoTemplate(options: DemoTemplateOptions): Promise<boolean> {
  const { demoPassword, passwordHashCost, clock } = options;
  return ensureDataTemplate(
    demoTemplateFolder(options),
    async (db) => {
      await seedDemo(db, { demoPassword, passwordHashCost, clock });
    },
    options.sharedBuffersMb,
  );
}
