import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default leaves one core idle; the server files wait on their databases half the time.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'contracts/**/*.test.ts',
            'src/**/*.test.{ts,tsx}',
            'sw/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // Most unit files need no DOM; those that do say so in their first line
          // (`// @vitest-environment jsdom`): a jsdom per file cost more than all the tests' own time.
          environment: 'node',
          setupFiles: ['src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          // Migrates and seeds one template database per run; each file starts from a copy of it.
          globalSetup: ['server/src/test/global-setup.ts'],
          // A copy takes seconds, but a loaded 2-core machine has needed a minute.
          hookTimeout: 120_000,
          // The files of a worker share their modules: importing the server anew for each file cost
          // ~3 s a file (half of the project's time on two cores). Each file still has its own
          // database and app; server modules keep no state outside them, and tests mock no module
          // (one that must mock belongs in the unit project).
          isolate: false,
        },
      },
    ],
  },
});
