import { existsSync } from 'node:fs';

/**
 * How every browser of the journeys, the bench and the screenshots is launched: Debian's Chromium
 * (scripts/ensure-chromium.mjs), without a sandbox or GPU (containers, CI), and without the
 * background traffic that would add calls and CPU to what is measured.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The journeys' browser: Debian's old headless shell (package chromium-headless-shell, the build
 * Playwright's own download uses for headless runs) when it is installed. Without the full
 * browser's UI and compositor it took a quarter less wall time on the six longest journeys under
 * four workers on two cores (2.0 → 1.5 min, 28 Nov 2026). The bench and the screenshots keep the
 * full browser: Lighthouse figures are about the browser users have. CHROMIUM_PATH overrides both.
 */
export const JOURNEY_CHROMIUM_LAUNCH = {
  ...CHROMIUM_LAUNCH,
  executablePath:
    process.env.CHROMIUM_PATH ??
    (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_LAUNCH.executablePath),
};
