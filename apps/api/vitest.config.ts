import path from 'node:path';
import { defineConfig } from 'vitest/config';

// `@/…` is the app's source, `@test/…` the test kit (test/clubs.ts, test/http.ts, factories).
const alias = {
  '@test': path.resolve(import.meta.dirname, 'test'),
  '@': path.resolve(import.meta.dirname, 'src'),
};

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
          include: ['test/pglite/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
