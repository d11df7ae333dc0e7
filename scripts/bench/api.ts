/**
 * The API lines of `npm run bench` (docs/architecture.md §5, issue 18): p99 and req/s of three
 * lists — soum payments, accounts, EISVO contracts — at 1, 10 and 50 connections, each next to a
 * reference measured in the same run right before it: a bare Fastify answer on the same machine,
 * so a busy machine shows as a slower reference rather than as a slower server. The load generator
 * (autocannon, scripts/bench/load.ts) runs in its own process; the server runs in the caller's.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import Fastify from 'fastify';
import type autocannon from 'autocannon';
import type { LoadResult } from './load.ts';

export const API_CONNECTIONS = [1, 10, 50] as const;

const loadScript = join(import.meta.dirname, 'load.ts');

/** Runs one load point in a child process and returns its figures. */
export function runLoad(options: autocannon.Options): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // Only the TypeScript loader of this process: not its profiler or inspector flags, if any.
    const child = spawn(process.execPath, ['--import', 'tsx', loadScript, JSON.stringify(options)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`load generator exited with ${String(code)}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '') as LoadResult);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

/** The reference: a bare Fastify app that parses the JSON body and answers a small envelope. */
export async function startReference(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify();
  app.post('/reference', async () => ({ status: 'success', data: null }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${url}/reference`, close: () => app.close() };
}

export interface ApiTarget {
  readonly title: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** autocannon counts whole milliseconds: a reference p99 under 1 ms counts as 1 ms in the ratio. */
const ratio = (value: number, reference: number) => `${(value / Math.max(reference, 1)).toPrecision(2)}×`;

/**
 * One load point, with the CPU time this process (the server, and PGlite in it) spent per answered
 * call: on a machine shared with other work that figure moves far less than latency does.
 */
async function measured(options: autocannon.Options): Promise<LoadResult & { cpuMs: number }> {
  const before = process.cpuUsage();
  const result = await runLoad(options);
  const used = process.cpuUsage(before);
  return { ...result, cpuMs: (used.user + used.system) / 1000 / Math.max(result.total, 1) };
}

/**
 * For each connection count: the reference, then every target. Prints one line per point with the
 * p99 and req/s, and their ratio to the reference just measured.
 */
export async function apiLines(targets: readonly ApiTarget[], seconds: number): Promise<void> {
  const reference = await startReference();
  try {
    for (const connections of API_CONNECTIONS) {
      const base = { method: 'POST' as const, connections, duration: seconds };
      const ref = await measured({
        ...base,
        url: reference.url,
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      console.log(
        `${`reference (bare Fastify), ${connections} conn`.padEnd(46)} p99 ${String(ref.p99).padStart(5)} ms   ${ref.requestsPerSecond.toFixed(0).padStart(6)} req/s   cpu ${ref.cpuMs.toFixed(3)} ms/call`,
      );
      for (const target of targets) {
        const r = await measured({ ...base, url: target.url, headers: target.headers, body: target.body });
        const failed = r.total - r.ok;
        console.log(
          `${`${target.title}, ${connections} conn`.padEnd(46)} p99 ${String(r.p99).padStart(5)} ms (${ratio(r.p99, ref.p99)} ref)   ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s (${ratio(r.requestsPerSecond, ref.requestsPerSecond)} ref)   cpu ${r.cpuMs.toFixed(2)} ms/call${failed > 0 || r.errors > 0 ? `   NOT OK: ${failed} non-2xx, ${r.errors} errors` : ''}`,
        );
      }
    }
  } finally {
    await reference.close();
  }
}
