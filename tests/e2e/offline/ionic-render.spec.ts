/**
 * The Ionic levers (docs/architecture.md §5, vite.config.ts) drop component modules that nothing
 * imports by name, mark @ionic/react's factories pure, serve its element wrappers as modules of
 * their own and use @ionic/core's ion-icon. This proves every Ionic component the app uses still
 * renders under them: a probe app importing exactly those components is built with the same
 * tree-shaking setting, plugins and alias, and each element must be defined and hydrated in
 * Chromium. Re-run whenever Ionic is upgraded.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { extname, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { build } from 'vite';
import appConfig from '../../../vite.config.ts';
import { ionicReactPurePlugin } from '../../../scripts/vite/ionic-react-pure.ts';
import { ionicReactWrappersPlugin } from '../../../scripts/vite/ionic-react-wrappers.ts';

const root = join(import.meta.dirname, '..', '..', '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

/** Every `<IonX` in src/ whose element is an Ionic web component (IonPage and the router are not). */
function usedComponents(): { name: string; tag: string }[] {
  const names = new Set(
    sourceFiles(join(root, 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<(Ion[A-Z][A-Za-z]*)/g)].map((m) => m[1] ?? ''),
    ),
  );
  return [...names]
    .map((name) => ({
      name,
      tag: `ion-${name.slice(3).replace(/[A-Z]/g, (c, i: number) => (i ? '-' : '') + c.toLowerCase())}`,
    }))
    .filter(({ tag }) => existsSync(join(root, 'node_modules', '@ionic', 'core', 'components', `${tag}.js`)))
    .sort((a, b) => a.tag.localeCompare(b.tag));
}

const PROPS: Record<string, Record<string, unknown>> = {
  IonMenu: { contentId: 'probe-main' },
  IonSplitPane: { contentId: 'probe-main' },
};

test(
  'every Ionic component the app uses renders with the tree-shaking lever',
  { tag: '@desktop-only' },
  async ({ page }) => {
    const components = usedComponents();
    expect(components.length).toBeGreaterThan(5);
    // IonApp is the probe's root; every other component renders inside it.
    const inner = components.map((c) => c.name).filter((name) => name !== 'IonApp');
    // Inside node_modules so the probe resolves the app's own react and @ionic packages.
    mkdirSync(join(root, 'node_modules', '.cache'), { recursive: true });
    const folder = mkdtempSync(join(root, 'node_modules', '.cache', 'ionic-probe-'));
    try {
      writeFileSync(
        join(folder, 'index.html'),
        '<!doctype html><html><body><div id="root"></div><script type="module" src="./probe.js"></script></body></html>',
      );
      writeFileSync(
        join(folder, 'probe.js'),
        `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { IonApp, setupIonicReact, ${inner.join(', ')} } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
setupIonicReact();
const props = ${JSON.stringify(PROPS)};
const all = { ${inner.join(', ')} };
createRoot(document.getElementById('root')).render(
  h(IonApp, null, h(IonReactRouter, null,
    ...Object.entries(all).map(([name, C]) => h(C, { key: name, ...(props[name] ?? {}) })),
    h('div', { id: 'probe-main' }))),
);
`,
      );
      const treeshake = appConfig.build?.rolldownOptions?.treeshake;
      expect(treeshake).toBeTruthy();
      await build({
        configFile: false,
        root: folder,
        logLevel: 'silent',
        build: { outDir: join(folder, 'dist'), rolldownOptions: { treeshake } },
        resolve: { alias: appConfig.resolve?.alias },
        plugins: [ionicReactPurePlugin(), ionicReactWrappersPlugin({ include: /[\\/]probe\.js$/ })],
      });
      const types: Record<string, string> = {
        '.html': 'text/html',
        '.js': 'text/javascript',
        '.css': 'text/css',
      };
      await page.route('http://probe.test/**', (route) => {
        const path = new URL(route.request().url()).pathname;
        const file = join(folder, 'dist', path === '/' ? 'index.html' : path);
        if (!existsSync(file)) return route.fulfill({ status: 404 });
        return route.fulfill({
          body: readFileSync(file),
          contentType: types[extname(file)] ?? 'application/octet-stream',
        });
      });
      await page.goto('http://probe.test/');
      for (const { tag } of components) {
        await expect
          .poll(
            () =>
              page.evaluate(
                (name) =>
                  customElements.get(name) !== undefined &&
                  document.querySelector(name)?.classList.contains('hydrated') === true,
                tag,
              ),
            { message: tag },
          )
          .toBe(true);
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  },
);
