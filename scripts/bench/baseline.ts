/**
 * The reference of the first-screen figures (issue 18): an Ionic 9 + React Router hello world
 * (scripts/bench/baseline/) built in the same run with the app's tree-shaking lever (its plugins,
 * the ion-icon alias, Ionic's component modules taken as free of side effects) and served
 * as the app is (pre-compressed assets, every path answered by index.html), so `npm run bench`
 * prints /login's JavaScript and Lighthouse scores as ratios against it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import { build } from 'vite';
import { firstScreenSize } from '../vite/first-screen-budget.ts';
import { ionicReactPurePlugin } from '../vite/ionic-react-pure.ts';
import { ionicReactWrappersPlugin } from '../vite/ionic-react-wrappers.ts';
import { ioniconModulesPlugin } from '../vite/ionicon-modules.ts';
import { ION_ICON_ALIAS, isIonicComponentModule } from '../vite/ionic-tree-shaking.ts';
import { precompressAssets } from '../vite/precompress-assets.ts';

export interface Baseline {
  /** Its /login's JavaScript (entry + modulepreloads, gzip -9), as the app's figure is summed. */
  readonly initialJsGzip: number;
  /** Where it is served (http://127.0.0.1:port). */
  readonly url: string;
  close(): Promise<void>;
}

/** Builds the baseline into a temporary folder and serves it on a free loopback port. */
export async function startBaseline(): Promise<Baseline> {
  const outDir = mkdtempSync(join(tmpdir(), 'corpbank-bench-baseline-'));
  // Vite's build sets process.env.NODE_ENV to 'production' in the calling process: left so, every
  // server the bench starts afterwards (npm start in its own process, the in-process API server)
  // would run as production and refuse to start without a passkey relying party.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await buildBaseline(outDir);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return serveBaseline(outDir, readFileSync(join(outDir, 'index.html'), 'utf8'));
}

/** The hello world built with the app's plugins, alias and tree-shaking rule. */
async function buildBaseline(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: join(import.meta.dirname, 'baseline'),
    logLevel: 'warn',
    plugins: [
      ioniconModulesPlugin(),
      ionicReactPurePlugin(),
      ionicReactWrappersPlugin({ include: /[\\/]bench[\\/]baseline[\\/].*\.ts$/ }),
      react(),
      precompressAssets(),
    ],
    resolve: { alias: [ION_ICON_ALIAS] },
    build: {
      outDir,
      emptyOutDir: true,
      rolldownOptions: {
        treeshake: {
          propertyReadSideEffects: false,
          moduleSideEffects: (id: string) => !isIonicComponentModule(id),
        },
      },
    },
  });
}

/** Serves the built baseline; see startBaseline. */
async function serveBaseline(outDir: string, html: string): Promise<Baseline> {
  const initialJsGzip = firstScreenSize(html, (file) => readFileSync(join(outDir, file))).total;

  const app = Fastify();
  await app.register(fastifyStatic, { root: outDir, preCompressed: true, wildcard: false });
  // Every other path is the single page's address, as the app's server answers /login.
  app.setNotFoundHandler((_request, reply) => reply.type('text/html').send(html));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    initialJsGzip,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
