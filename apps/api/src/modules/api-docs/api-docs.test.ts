import { Validator } from '@seriousme/openapi-schema-validator';
import { contractRoutes } from '@test/fuzz/contract-routes';
import { createTestApp, type TestApp } from '@test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedRoutes, type OpenApiDocument } from './openapi-document';

let t: TestApp;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.http().get('/api/openapi.json').set('Host', 'unknown.example');
  expect(res.status).toBe(200);
  document = res.body;
});
afterAll(() => t.close());

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document that validates against the specification schema', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every route of the contract, under its method and path', () => {
    const documented = documentedRoutes(document);
    const missing = contractRoutes
      .map(({ name, route }) => ({ name, key: `${route.method} ${route.path}` }))
      .filter(({ key }) => !documented.has(key));
    expect(missing).toEqual([]);
    expect(documented.size).toBe(contractRoutes.length);
  });

  it('writes nullable fields as JSON Schema does (no 3.0 `nullable`)', () => {
    const text = JSON.stringify(document);
    expect(text).not.toContain('"nullable"');
    expect(text).not.toMatch(/"exclusiveM(in|ax)imum":(true|false)/);
    expect(text).toContain('"null"');
  });

  it('is answered to anyone, whatever the Host, and may be cached', async () => {
    const res = await t.http().get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toContain('max-age');
  });
});

describe('GET /api/docs', () => {
  it('is one HTML page with every route grouped by tag, and no asset from elsewhere', async () => {
    const res = await t.http().get('/api/docs').set('Host', 'unknown.example');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.text;
    for (const tag of ['auth', 'shifts', 'platform', 'system']) {
      expect(html).toContain(`id="tag-${tag}"`);
    }
    for (const { route } of contractRoutes) {
      const path = route.path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
      expect(html, `${route.method} ${route.path}`).toContain(`<code>${path}</code>`);
    }
    // Servers may have no internet, and the CSP allows only our own scripts: none at all.
    expect(html).not.toMatch(/<script|<link[^>]+href="https?:|src="https?:/);
  });
});
