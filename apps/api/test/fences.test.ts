import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The API's layer fences live in biome.json (`noRestrictedImports` overrides): lib/ imports
 * no plugin and no module, and a module (or a plugin) reaches a module only through
 * `@/modules/<name>`.
 * This lints deliberately bad files with the repository's own biome.json, laid out as in
 * apps/api, and expects each one caught (and the allowed imports left alone).
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const biome = path.join(repoRoot, 'node_modules/.bin/biome');

const fixtures: Record<string, string> = {
  'apps/api/src/lib/imports-plugin.ts': "import { x } from '@/plugins/auth';",
  'apps/api/src/lib/imports-module.ts': "import { x } from '@/modules/people';",
  'apps/api/src/lib/imports-module-relative.ts':
    "import { x } from '../modules/auth/auth.queries';",
  'apps/api/src/modules/people/reaches-inside.ts':
    "import { x } from '@/modules/auth/auth.queries';",
  'apps/api/src/modules/people/reaches-inside-relative.ts':
    "import { x } from '../auth/club-links';",
  'apps/api/src/modules/people/public-entry.ts': "import { x } from '@/modules/auth';",
  'apps/api/src/modules/people/own-file.ts': "import { x } from './person';",
  'apps/api/src/modules/people/lib-and-db.ts': "import { x } from '@/lib/postgres';",
  'apps/api/src/modules/people/reaches-inside.test.ts':
    "import { x } from '@/modules/auth/auth.queries';",
  'apps/api/src/plugins/reaches-inside.ts': "import { x } from '@/modules/auth/token-version';",
  'apps/api/src/plugins/reaches-inside-relative.ts':
    "import { x } from '../modules/organisations/resolve-host';",
  'apps/api/src/plugins/public-entry.ts': "import { x } from '@/modules/organisations';",
  'apps/api/src/plugins/own-layer.ts': "import { x } from './club-transaction';",
};

let dir: string;
let report: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'crewcall-fences-'));
  cpSync(path.join(repoRoot, 'biome.json'), path.join(dir, 'biome.json'));
  for (const [file, line] of Object.entries(fixtures)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), `${line}\nexport const y = x;\n`);
  }
  const run = spawnSync(biome, ['lint', '--colors=off', '--max-diagnostics=none', '.'], {
    cwd: dir,
    encoding: 'utf8',
  });
  report = `${run.stdout}\n${run.stderr}`;
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const caught = (file: string) =>
  new RegExp(`${file.replaceAll('.', '\\.')}:\\d+:\\d+ lint/style/noRestrictedImports`).test(
    report,
  );

describe('API import fences (biome.json)', () => {
  it.each([
    'apps/api/src/lib/imports-plugin.ts',
    'apps/api/src/lib/imports-module.ts',
    'apps/api/src/lib/imports-module-relative.ts',
    'apps/api/src/modules/people/reaches-inside.ts',
    'apps/api/src/modules/people/reaches-inside-relative.ts',
    'apps/api/src/plugins/reaches-inside.ts',
    'apps/api/src/plugins/reaches-inside-relative.ts',
  ])('catches %s', (file) => {
    expect(caught(file), report).toBe(true);
  });

  it.each([
    'apps/api/src/modules/people/public-entry.ts',
    'apps/api/src/modules/people/own-file.ts',
    'apps/api/src/modules/people/lib-and-db.ts',
    'apps/api/src/modules/people/reaches-inside.test.ts',
    'apps/api/src/plugins/public-entry.ts',
    'apps/api/src/plugins/own-layer.ts',
  ])('allows %s', (file) => {
    expect(report).toContain('Checked'); // biome ran
    expect(caught(file), report).toBe(false);
  });
});
