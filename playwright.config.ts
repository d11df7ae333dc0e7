import { defineConfig } from '@playwright/test';
import { JOURNEY_CHROMIUM_LAUNCH } from './tests/chromium.ts';

// Port and build folder can be moved so that two runs on one machine do not collide.
const port = Number(process.env.E2E_PORT ?? 8099);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Four workers on two cores: journeys mostly wait (the bank jobs' timers, polling, the outbox's
  // backoff, animations). With two workers a run used under half of the two cores (15 CPU minutes
  // in 19.5); with three, 144 journeys took 10.7 min using about 0.8 of a core. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 4),
  // One retry everywhere: on two shared cores a journey can miss a 7-second wait; the report names
  // every retried journey as flaky, and one that fails twice still fails the run.
  retries: 1,
  // A journey signs in through the real form and may wait on the outbox. CI runs on two cores shared
  // by both workers and the server, where journeys took 2–3 times as long as alone: 60 s was missed
  // by journeys that pass in 25 s here. One budget for all, not one per slow journey. On a host
  // twice as slow (27 Nov 2026: the same journeys 15–45 s instead of 8–15 s), journeys that pass
  // alone in 28 s missed 90 s under four workers, and saves answered after more than 10 s.
  timeout: 120_000,
  // A save's round trip has taken over 7 s with a loaded machine and three workers, and over 10 s
  // on a slower host; waiting longer costs nothing when the answer comes sooner.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ru-RU',
    // The announcements strip scrolls for ever on every signed-in screen: with motion on, two
    // browsers drew it at 60 frames a second in software and took a fifth of the run's two cores
    // (shell+kit journeys 3m25 → 2m43). The app honours reduced motion; no journey is about motion.
    // E2E_MOTION=on runs them with motion.
    reducedMotion: process.env.E2E_MOTION === 'on' ? 'no-preference' : 'reduce',
    // Recording a trace costs the page's main thread a DOM snapshot per action and the browser a
    // screencast: with it on every first attempt ('retain-on-failure'), a save's answer took 15 s
    // more to reach the screen under four workers, and the six longest journeys took 2.5 min instead
    // of 1.8 (28 Nov 2026). A journey that fails is retried with the trace on, which is kept.
    trace: 'on-first-retry',
    launchOptions: JOURNEY_CHROMIUM_LAUNCH,
    // No service worker unless a journey is about it (offline reloads, updates, push): installed, it
    // precaches the whole build (500 files) in every new browser context, a few seconds of both cores
    // per journey. Those journeys say `test.use({ serviceWorkers: 'allow' })`.
    serviceWorkers: 'block',
  },
  // Journeys whose outcome does not depend on the layout (server rules, redirects, offline logic)
  // carry the tag '@phone-only' and run once, on the phone (the primary design); '@desktop-only' is
  // for journeys that set their own (tablet) viewport. Screens' accessibility and no-sideways-scroll
  // checks run at both widths.
  projects: [
    {
      name: 'phone',
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
      grepInvert: /@desktop-only/,
    },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, grepInvert: /@phone-only/ },
  ],
  webServer: {
    // The production build served by the real server on a fresh embedded database.
    command: 'bash scripts/e2e-server.sh',
    url: `http://127.0.0.1:${port}/api/v2/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      CAPTCHA: 'off',
      NODE_ENV: 'test',
      // Journeys sign in through the form from 127.0.0.1 hundreds of times: the rate limits and the
      // account guard are raised 100-fold (production keeps 1; docs/decisions.md, issue 19).
      RATE_LIMIT_FACTOR: '100',
      // Hundreds of sign-ins: scrypt at 2^10, not the production 2^15 (docs/decisions.md).
      PASSWORD_HASH_COST: '10',
      DATA_DIR: `.e2e-data-${port}`,
      DIST_DIR: process.env.E2E_DIST_DIR ?? 'dist',
      // The passkey relying party is configuration only (never the Host header). WebAuthn refuses an
      // IP address as relying party, so the passkey journeys (heads, users) open the app at localhost.
      WEBAUTHN_RP_ID: 'localhost',
      WEBAUTHN_ORIGINS: `http://localhost:${port}`,
      SIGNER_WS_PORT: String(port + 10_000),
      SIGNER_HTTP_PORT: String(port + 10_001),
      // The chat e2e runs a fake Telegram Bot API there (tests/e2e/chat/) and posts signed updates.
      TGB_API_BASE: `http://127.0.0.1:${port + 10_002}`,
      TGB_BOT_TOKEN: 'e2e-bot-token',
      TGB_WEBHOOK_SECRET: 'e2e-webhook-secret',
    },
  },
});
