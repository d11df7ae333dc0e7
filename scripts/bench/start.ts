/**
 * The start-up lines of `npm run bench` (issue 18): the server started as `npm start` starts it, in
 * its own process, on a fresh data folder (from today's demo template, as after `npm ci`; and
 * seeding, as on a day without one) and then again on the same folder — milliseconds until the
 * app (GET /login) and the API (GET /api/v2/health) first answer 200, and the process's resident
 * memory (VmRSS) once both answer and the start-up work has settled. Each is set against a bare
 * Fastify process started the same way in the same run.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface StartFigures {
  readonly appMs: number;
  readonly apiMs: number;
  readonly rssMb: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Milliseconds from `since` until `url` first answers 200 (polled every 20 ms, 60 s at most). */
async function firstOk(
  url: string,
  since: number,
  child: ChildProcess,
  stderr: () => string,
): Promise<number> {
  while (performance.now() - since < 60_000) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${String(child.exitCode)}:\n${stderr().slice(-2000)}`);
    const ok = await fetch(url).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return Math.round(performance.now() - since);
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${url} did not answer 200 within 60 s`);
}

async function startOnce(
  args: readonly string[],
  env: Record<string, string>,
  appPath: string,
): Promise<StartFigures> {
  const port = await freePort();
  const since = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Kept to say why when the server exits before answering.
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    const base = `http://127.0.0.1:${port}`;
    const [appMs, apiMs] = await Promise.all([
      firstOk(`${base}${appPath}`, since, child, () => stderr),
      firstOk(`${base}/api/v2/health`, since, child, () => stderr),
    ]);
    // What start-up left running (seed, warm-up, timers) settles before the memory is read.
    await new Promise((r) => setTimeout(r, 3000));
    return { appMs, apiMs, rssMb: rssMb(child.pid ?? 0) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r(null)));
  }
}

const ratio = (value: number, reference: number) => `${(value / Math.max(reference, 1)).toPrecision(2)}×`;

/** Prints the fresh and second start of the server against the bare Fastify reference. */
export async function startLines(): Promise<void> {
  const reference = await startOnce(
    [join(import.meta.dirname, 'reference-server.mjs')],
    {},
    '/api/v2/health',
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'corpbank-bench-start-'));
  const signerWs = await freePort();
  const signerHttp = await freePort();
  const env = {
    DATA_DIR: dataDir,
    SIGNER_WS_PORT: String(signerWs),
    SIGNER_HTTP_PORT: String(signerHttp),
  };
  // Exactly what `npm start` runs (the bench has built dist/, so it only starts the server).
  const server = [join(import.meta.dirname, '..', 'start.mjs')];
  // As `npm ci` leaves it: the templates made (a no-op when they are there, a day's demo otherwise).
  spawnSync(process.execPath, [join(import.meta.dirname, '..', 'postinstall.mjs')], { stdio: 'inherit' });
  // Another demo password keys another demo template, one `npm ci` did not make: the start seeds.
  const seeding = { ...env, DATA_DIR: join(dataDir, 'seeding'), DEMO_PASSWORD: 'Bench#Seed2026' };
  try {
    for (const [label, figures] of [
      ["fresh start (today's demo template)", await startOnce(server, env, '/login')],
      ['second start (same data folder)', await startOnce(server, env, '/login')],
      ['fresh start without a template (seeds)', await startOnce(server, seeding, '/login')],
    ] as const) {
      console.log(
        `${label.padEnd(46)} app ${String(figures.appMs).padStart(5)} ms  API ${String(figures.apiMs).padStart(5)} ms (${ratio(figures.apiMs, reference.apiMs)})   RSS ${figures.rssMb} MB (${ratio(figures.rssMb, reference.rssMb)})   (budget 5000 ms fresh, 500 MB)`,
      );
    }
    console.log(
      `${'  reference: bare Fastify process'.padEnd(46)} API ${String(reference.apiMs).padStart(5)} ms   RSS ${reference.rssMb} MB`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
