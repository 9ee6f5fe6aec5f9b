import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Heavy libraries that serve rare requests are loaded on their first use, not when the app
// starts: metrics (only with METRICS_PORT), pictures (uploads) and the OpenAPI document.
// Loaded at start, they held 3 MB of every API process's heap (30.7 against 27.6 MB after
// importing the app), which every full garbage collection walks. A static import of one of them brought back fails here.
const loadedOnFirstUse = ['prom-client', 'sharp', 'file-type', '@ts-rest/open-api'];

describe('what the app loads at start', () => {
  it('leaves metrics, pictures and the OpenAPI generator for their first use', () => {
    const tsx = createRequire(import.meta.url).resolve('tsx/cli');
    const child = path.join(import.meta.dirname, 'loaded-at-start.ts');
    const output = execFileSync(process.execPath, [tsx, child], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      encoding: 'utf8',
      timeout: 60_000,
    });
    const loaded: string[] = JSON.parse(output.trim().split('\n').pop() ?? '[]');
    // The hook saw the app's packages (so an empty list cannot pass for a blind hook).
    expect(loaded).toEqual(expect.arrayContaining(['fastify', 'drizzle-orm', 'zod']));
    expect(loaded.filter((name) => loadedOnFirstUse.includes(name))).toEqual([]);
  });
});
