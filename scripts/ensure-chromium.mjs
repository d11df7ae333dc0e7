// Makes sure a Chromium for Playwright exists: Playwright's own browser download cannot run here,
// so Debian's packages are installed when they are missing and apt is available: the full browser
// (bench, screenshots, and the journeys' fallback) and the old headless shell the journeys run in
// (tests/chromium.ts). Without apt, the full browser alone is enough.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const shell = '/usr/bin/chromium-headless-shell';
const wanted = process.env.CHROMIUM_PATH ? [path] : [path, shell];
if (wanted.every((file) => existsSync(file))) process.exit(0);

const hasApt = existsSync('/usr/bin/apt-get');
const isRoot = process.getuid?.() === 0;
if (!hasApt || (!isRoot && !existsSync('/usr/bin/sudo'))) {
  if (existsSync(path)) process.exit(0);
  console.error(
    `Chromium not found at ${path} and apt-get is unavailable: install Chromium and set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
const sudo = isRoot ? '' : 'sudo ';
console.log('Installing Debian chromium and chromium-headless-shell for the end-to-end tests…');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
try {
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env });
  execSync(`${sudo}apt-get install -y -qq chromium chromium-headless-shell fonts-noto-core`, {
    stdio: 'inherit',
    env,
  });
} catch (error) {
  // The shell is an optimisation: with the full browser present the journeys still run.
  if (!existsSync(path)) throw error;
  console.warn('apt-get failed; the journeys run in the full browser.');
}
if (!existsSync(path)) {
  console.error(`Chromium still missing at ${path}.`);
  process.exit(1);
}
