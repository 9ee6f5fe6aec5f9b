import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '@test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The web app's scripts and styles leave compressed: the build writes a brotli and a gzip
 * file beside each one (vite.config.ts, precompress plugin) and the server sends the one
 * the browser accepts. Sent raw, the volunteer dashboard cost 853 KB instead of ~285 KB.
 */
const SCRIPT = `export const greeting = ${JSON.stringify('Ahoy, crew! '.repeat(400))};\n`;
const INDEX = `<!doctype html><title>Crewcall</title>${'<!-- padding -->'.repeat(200)}`;

function builtWebApp() {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'crewcall-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  const write = (file: string, text: string) => {
    const full = path.join(dist, file);
    fs.writeFileSync(full, text);
    fs.writeFileSync(`${full}.br`, brotliCompressSync(text));
    fs.writeFileSync(`${full}.gz`, gzipSync(text));
  };
  write('index.html', INDEX);
  write('assets/index-Ab12Cd34.js', SCRIPT);
  return dist;
}

describe('web app: pre-compressed assets', () => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = builtWebApp();
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('a hashed script asked for with brotli comes as brotli, cached for a year', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('gzip for a browser without brotli, and the plain file for one without either', async () => {
    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('scripts keep the headers that protect a script, not those only a page reads', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'br');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers.etag).toBeUndefined(); // immutable: never revalidated
    // the page itself keeps them all
    const page = await get('/dashboard', 'br');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('index.html, for any app path, is compressed too but never kept without asking', async () => {
    for (const url of ['/', '/dashboard', '/index.html']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
    // index.html keeps its validator: a revisit is answered 304 without the page
    const first = await get('/index.html', 'br');
    expect(first.headers.etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/index.html',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
