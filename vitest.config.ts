import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['contracts/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          // Each file migrates and seeds a fresh database; on a loaded 2-core machine that can take over a minute.
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
