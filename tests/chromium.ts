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
