// The newest modification time under a path (a file, or a folder walked whole); 0 when absent.
// `npm start` rebuilds the app (scripts/start.mjs) and the server's bundle (scripts/server-bundle.mjs)
// when a source is newer than what was built from it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** @param {string} path */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}
