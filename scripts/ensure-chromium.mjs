// Makes sure a Chromium for Playwright exists: Playwright's own browser download cannot run here,
// so Debian's package is installed when it is missing and apt is available.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const hasApt = existsSync('/usr/bin/apt-get');
const isRoot = process.getuid?.() === 0;
if (!hasApt) {
  console.error(
    `Chromium not found at ${path} and apt-get is unavailable: install Chromium and set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
const sudo = isRoot ? '' : 'sudo ';
console.log('Installing Debian chromium for the end-to-end tests…');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env });
execSync(`${sudo}apt-get install -y -qq chromium fonts-noto-core`, { stdio: 'inherit', env });
if (!existsSync(path)) {
  console.error(`Chromium still missing at ${path}.`);
  process.exit(1);
}
