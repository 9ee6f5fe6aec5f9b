import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '@test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSourceMap } from './web-app';

// Issue 8, item 9: the web app's source maps are not served publicly in production.

function builtWebApp() {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'crewcall-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Crewcall</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js.map'), '{"version":3}');
  return dist;
}

describe('web app: source maps', () => {
  let dist: string;
  let production: TestApp;
  let development: TestApp;
  beforeAll(async () => {
    dist = builtWebApp();
    production = await createTestApp({
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
      WEB_DIST: dist,
    });
    development = await createTestApp({ NODE_ENV: 'development', WEB_DIST: dist });
  });
  afterAll(async () => {
    await production?.close();
    await development?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });

  it('are refused in production, while the scripts and pages are served', async () => {
    const map = await get(production, '/assets/index-abc.js.map');
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('version');
    expect((await get(production, '/assets/index-abc.js.map?v=1')).statusCode).toBe(404);
    expect((await get(production, '/assets/INDEX-ABC.JS.MAP')).statusCode).toBe(404);
    expect((await get(production, '/assets/index-abc.js')).statusCode).toBe(200);
    expect((await get(production, '/events/calendar')).body).toContain('<title>Crewcall');
  });

  it('are served in development', async () => {
    const map = await get(development, '/assets/index-abc.js.map');
    expect(map.statusCode).toBe(200);
    expect(map.body).toContain('version');
  });

  it('isSourceMap reads the path only', () => {
    expect(isSourceMap('/assets/a.js.map')).toBe(true);
    expect(isSourceMap('/assets/a.css.map?x')).toBe(true);
    expect(isSourceMap('/events/public?file=a.map')).toBe(false);
    expect(isSourceMap('/maps')).toBe(false);
  });
});
