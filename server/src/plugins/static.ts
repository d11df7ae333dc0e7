/**
 * Serves the built PWA from DIST_DIR. Hashed files under /assets/ are cached for a year; everything
 * else (index.html, sw.js, the manifest) is revalidated on each load so a deploy is seen at once.
 * Unknown GETs outside the API get index.html (the client router shows its own not-found page).
 */
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Registers the files; returns false (and serves nothing) when the app has not been built. */
export async function registerStatic(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'no built app found: serving the API only (run `npm run build`)');
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    // The build writes .br/.gz beside each hashed asset (vite.config.ts): sent as-is when accepted.
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, path) {
      const immutable = path.startsWith(join(distDir, 'assets') + sep);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

export function sendAppShell(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
