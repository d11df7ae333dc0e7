import { join, sep } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { ionicReactWrappersPlugin } from './scripts/vite/ionic-react-wrappers.ts';
import { ionicReactPurePlugin } from './scripts/vite/ionic-react-pure.ts';
import { ioniconModulesPlugin } from './scripts/vite/ionicon-modules.ts';
import { stripEndpointSchemasPlugin } from './scripts/vite/strip-endpoint-schemas.ts';
import { firstScreenBudgetPlugin } from './scripts/vite/first-screen-budget.ts';
import { precompressAssets } from './scripts/vite/precompress-assets.ts';
import { ION_ICON_ALIAS, isIonicComponentModule } from './scripts/vite/ionic-tree-shaking.ts';

/** The shared contracts (declarations only); tests never reach a build. */
const CONTRACTS_DIR = join(import.meta.dirname, 'contracts') + sep;

export default defineConfig({
  plugins: [
    // The endpoint records' schemas (response, body, query, params) serve the server only (docs/architecture.md §5).
    stripEndpointSchemasPlugin(),
    // Each ionicon travels with the code that uses it, not all in the first screen's chunk (§5).
    ioniconModulesPlugin(),
    // Unused Ionic components stay out of the entry chunk (§5).
    ionicReactPurePlugin(),
    // Each Ionic element wrapper goes with the screens that render it (§5).
    ionicReactWrappersPlugin(),
    react(),
    precompressAssets(),
    // The build fails when /login's JavaScript (entry + modulepreloads, gzip -9) is over 190 KB (§5).
    firstScreenBudgetPlugin(),
    // The service worker is ours (sw/sw.ts, docs/architecture.md §4); the plugin builds it and injects
    // the precache manifest. It is registered lazily by src/offline/sw-register.ts (prompt mode).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        // Shell, every lazy route chunk, the locale chunks, styles and icons; store screenshots stay out,
        // and so does firebase (src/lib/push/firebase-token.ts): only a browser with push configured
        // and allowed fetches it, online, when it gets a token.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        globIgnores: ['screenshots/**', 'assets/firebase-token-*.js'],
      },
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'CorpBank — интернет-банкинг для юридических лиц',
        short_name: 'CorpBank',
        description: 'CorpBank — интернет-банкинг для юридических лиц',
        lang: 'ru',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#0b5cab',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        screenshots: [
          {
            src: '/screenshots/phone.png',
            sizes: '390x844',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'CorpBank на телефоне',
          },
          {
            src: '/screenshots/tablet.png',
            sizes: '1280x800',
            type: 'image/png',
            form_factor: 'wide',
            label: 'CorpBank на планшете',
          },
        ],
      },
    }),
  ],
  resolve: {
    // One ion-icon, on the Stencil runtime the app loads anyway (scripts/vite/ionic-tree-shaking.ts).
    alias: [ION_ICON_ALIAS],
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/newchat': 'http://127.0.0.1:8080',
      '/tgb': 'http://127.0.0.1:8080',
    },
  },
  build: {
    sourcemap: false,
    rolldownOptions: {
      // @ionic/react's entry imports every component module; they have no side effects but are
      // not marked so (scripts/vite/ionic-tree-shaking.ts; first-screen JS 534 KB → 188 KB gzip).
      // The contract modules only declare constants, functions, schemas and records (strip-endpoint-
      // schemas marks their calls pure): a module importing one without using it needs nothing of it.
      // Property reads are taken as free of side effects too (Rollup's "smallest" preset does the
      // same): otherwise `{ ...fields }` and `schema.shape` inside a dropped schema stay behind,
      // with zod under them, in every screen that reads a record of that contract.
      treeshake: {
        propertyReadSideEffects: false,
        moduleSideEffects: (id: string) => !isIonicComponentModule(id) && !id.startsWith(CONTRACTS_DIR),
      },
    },
  },
});
