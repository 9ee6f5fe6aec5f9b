import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { loadConfig } from '@/env';
import { ensureDemoOrganisation } from './demo-organisation';

// A real deployment starts with no club: the demo club is for trying Crewcall out.
describe('demo club bootstrap defaults', () => {
  it('is off in production unless DEMO_BOOTSTRAP=true is given explicitly', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).DEMO_BOOTSTRAP).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_BOOTSTRAP: 'true' }).DEMO_BOOTSTRAP).toBe(
      true,
    );
  });

  it('is on elsewhere unless turned off', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).DEMO_BOOTSTRAP).toBe(true);
    expect(loadConfig({}).DEMO_BOOTSTRAP).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DEMO_BOOTSTRAP: 'false' }).DEMO_BOOTSTRAP).toBe(
      false,
    );
  });

  it('creates nothing, and reads nothing, in production by default', async () => {
    const untouchable = new Proxy({} as Db, {
      get: () => {
        throw new Error('the database must not be touched');
      },
    });
    const config = loadConfig({ NODE_ENV: 'production' });
    const log = { info: () => {} } as never;
    await expect(ensureDemoOrganisation(untouchable, config, log)).resolves.toBeNull();
  });
});

describe('a short OPERATOR_TOKEN', () => {
  it('stops the server at once, with the reason and no stack trace', () => {
    const apiRoot = path.resolve(import.meta.dirname, '../..');
    const child = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiRoot,
      env: {
        ...process.env,
        OPERATOR_TOKEN: 'change-me',
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/never-opened',
        PORT: '0',
        LOG_LEVEL: 'silent',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(child.status).toBe(2);
    expect(child.stderr).toContain('OPERATOR_TOKEN must be at least 32 characters long');
    expect(child.stderr).not.toMatch(/\n\s+at /); // no stack
  });
});
