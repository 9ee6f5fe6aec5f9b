#!/usr/bin/env node
/**
 * Runs the browser journeys as E2E_SHARDS (default 2) vitest processes side by side, each
 * on its own server and database (e2e/global-setup.ts runs once per process), all serving
 * the same built web app. Why processes rather than vitest workers: the journeys change
 * the demo club's settings (timesheets on, external calendars allowed); two workers on one
 * server would see each other's changes, two servers cannot. Each file's journeys still
 * run one at a time. Extra arguments (a file filter) go to every shard.
 * Output is prefixed per shard; the exit code is the first failing shard's.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2) || 1);
const webRoot = fileURLToPath(new URL('..', import.meta.url));
const extra = process.argv.slice(2);

function runShard(index) {
  const args = ['exec', 'vitest', 'run', '--config', 'e2e/vitest.e2e.config.ts', ...extra];
  if (shards > 1) args.push(`--shard=${index}/${shards}`, '--passWithNoTests');
  const child = spawn('pnpm', args, { cwd: webRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = shards > 1 ? `[journeys ${index}/${shards}] ` : '';
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(prefix + line));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
const failed = codes.find((code) => code !== 0);
process.exit(failed ?? 0);
