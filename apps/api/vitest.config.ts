import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// `@/…` is the app's source, `@test/…` the test kit (test/clubs.ts, test/http.ts, factories).
const alias = {
  '@test': path.resolve(import.meta.dirname, 'test'),
  '@': path.resolve(import.meta.dirname, 'src'),
};

// Vitest's default is one worker per core less one: a single worker on a 2-core CI machine,
// while a test file spends much of its time waiting on PostgreSQL (or on its own timers).
// Files are isolated (a database each, Redis keys under a prefix of their own), so as many
// workers as cores run them side by side.
const maxWorkers = Math.max(2, availableParallelism());

// Two projects: the whole suite on real PostgreSQL (one database per test file, copied
// from a migrated template), and a smoke suite on embedded PGlite.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'pg',
          maxWorkers,
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['test/pglite/**'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'pglite',
          maxWorkers,
          include: ['test/pglite/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
