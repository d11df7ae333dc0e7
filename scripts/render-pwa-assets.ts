/**
 * Renders the PWA's PNG files with Debian's Chromium (playwright-core); the results are committed
 * under public/, so a build needs no browser. Run again after changing the logo or the screens:
 *   node --import tsx scripts/render-pwa-assets.ts                 icons (192, 512, maskable, apple)
 *   node --import tsx scripts/render-pwa-assets.ts http://127.0.0.1:8080   also the store screenshots
 *                                                                  of the running app (phone, tablet)
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const root = join(import.meta.dirname, '..');
const BRAND = '#0b5cab';
// The bank building of public/favicon.svg, drawn in a 64-unit box.
const BUILDING = 'M14 26 32 14l18 12v4H14zM18 32h6v14h-6zm11 0h6v14h-6zm11 0h6v14h-6zM14 48h36v4H14z';

/** `padding` is the share of the side left around the building (maskable icons need a safe zone). */
function iconSvg(size: number, padding: number, rounded: boolean): string {
  const inner = size * (1 - 2 * padding);
  const scale = inner / 64;
  const offset = size * padding;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="${rounded ? size * 0.22 : 0}" fill="${BRAND}"/>
<path transform="translate(${offset} ${offset}) scale(${scale})" d="${BUILDING}" fill="#fff"/></svg>`;
}

const ICONS = [
  { file: 'icons/icon-192.png', size: 192, padding: 0, rounded: true },
  { file: 'icons/icon-512.png', size: 512, padding: 0, rounded: true },
  { file: 'icons/maskable-512.png', size: 512, padding: 0.12, rounded: false },
  { file: 'apple-touch-icon.png', size: 180, padding: 0.06, rounded: false },
] as const;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  mkdirSync(join(root, 'public', 'icons'), { recursive: true });
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<body style="margin:0;background:transparent">${iconSvg(icon.size, icon.padding, icon.rounded)}</body>`,
    );
    await page.screenshot({ path: join(root, 'public', icon.file), omitBackground: true });
    await page.close();
  }
  const appUrl = process.argv[2];
  if (appUrl) {
    mkdirSync(join(root, 'public', 'screenshots'), { recursive: true });
    const shots = [
      { file: 'screenshots/phone.png', width: 390, height: 844, mobile: true },
      { file: 'screenshots/tablet.png', width: 1280, height: 800, mobile: false },
    ];
    for (const shot of shots) {
      const context = await browser.newContext({
        viewport: { width: shot.width, height: shot.height },
        isMobile: shot.mobile,
        locale: 'ru-RU',
      });
      const page = await context.newPage();
      await page.goto(`${appUrl}/login`);
      await page.getByTestId('login-username').locator('input').fill('head');
      await page
        .getByTestId('login-password')
        .locator('input')
        .fill(process.env.DEMO_PASSWORD ?? 'Bank#2026');
      await page.getByTestId('login-captcha-input').locator('input').fill('00000');
      await page.getByTestId('login-submit').click();
      await page.getByTestId('home-greeting').waitFor();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: join(root, 'public', shot.file) });
      await context.close();
    }
  }
} finally {
  await browser.close();
}
