import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Browser journeys: the real API on a fresh PostgreSQL database, driven in Debian's
 * Chromium. One fork, one file at a time (they share the server), generous timeouts.
 * Build the web app first: `pnpm --filter @crewcall/web build`.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
    teardownTimeout: 60_000,
    reporters: ['default'],
  },
});
