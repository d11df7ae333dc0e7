/**
 * The load generator of the API bench (scripts/bench/api.ts), run as its own process so its work
 * does not share the server's event loop: `node --import tsx scripts/bench/load.ts '<json>'` with
 * the autocannon options as JSON; prints one line of JSON with the figures the bench reports.
 */
import autocannon from 'autocannon';

export interface LoadResult {
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly ok: number;
  readonly total: number;
  readonly errors: number;
}

const options = JSON.parse(process.argv[2] ?? '{}') as autocannon.Options;
const result = await autocannon(options);
const line: LoadResult = {
  requestsPerSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  ok: result['2xx'],
  total: result.requests.total,
  errors: result.errors + result.timeouts,
};
process.stdout.write(`${JSON.stringify(line)}\n`);
