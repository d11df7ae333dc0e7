// Picks the database of the end-to-end server and prints its connection string (empty: PGlite).
// PostgreSQL when it answers on 127.0.0.1:5432 (or E2E_DATABASE_URL names a server): a fresh
// database per port, dropped and created here. On two shared cores the journeys ran a quarter
// faster against it than against embedded PGlite, which shares the server's one thread; PGlite
// stays covered by the server suite, and E2E_DATABASE=pglite runs the journeys on it.
import net from 'node:net';
import pg from 'pg';

const port = process.env.PORT ?? '8099';
if (process.env.E2E_DATABASE === 'pglite') process.exit(0);

const serverUrl = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const { hostname, port: pgPort } = new URL(serverUrl);

function answers() {
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(pgPort || 5432) });
    socket.setTimeout(1_000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

if (!(await answers())) process.exit(0);
const name = `corpbank_e2e_${port}`;
const admin = new pg.Client({ connectionString: serverUrl });
try {
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
} catch (error) {
  // Reachable but not usable (no rights, wrong password): the journeys still run, on PGlite.
  console.error(`e2e: PostgreSQL not usable (${error.message}); using PGlite`);
  process.exit(0);
} finally {
  await admin.end().catch(() => {});
}
const url = new URL(serverUrl);
url.pathname = `/${name}`;
console.log(url.toString());
