import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The web's layer fences live in biome.json (`noRestrictedImports` overrides): lib/ imports
 * nothing above it, components/ no feature, and a feature imports lib/, components/ and
 * the contract, never another feature, the shell or the app. This lints deliberately bad
 * files with the repository's own biome.json, laid out as in apps/web, and expects each
 * one caught (and the allowed imports left alone).
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const biome = path.join(repoRoot, 'node_modules/.bin/biome');

const refused: Record<string, string> = {
  'apps/web/src/features/people/imports-setup.ts':
    "import { x } from '@/features/setup/setup-screen';",
  'apps/web/src/features/setup/imports-auth-type.ts':
    "import type { x } from '@/features/auth/reset-wording';",
  'apps/web/src/features/auth/imports-shell.ts': "import { x } from '@/shell/top-bar';",
  'apps/web/src/features/site/imports-app.ts': "import { x } from '@/app/routes';",
  'apps/web/src/components/imports-feature.ts':
    "import { x } from '@/features/people/people-table';",
  'apps/web/src/lib/imports-component.ts': "import { x } from '@/components/page-loader';",
  'apps/web/src/lib/imports-feature.ts': "import { x } from '@/features/site/site-form';",
};

const allowed: Record<string, string> = {
  'apps/web/src/features/people/own-feature.ts':
    "import { x } from '@/features/people/people-table';",
  'apps/web/src/features/people/lib.ts': "import { x } from '@/lib/site/site-context';",
  'apps/web/src/features/people/component.ts': "import { x } from '@/components/page-loader';",
  'apps/web/src/features/people/contract.ts': "import { x } from '@crewcall/contract';",
  'apps/web/src/app/composes-features.ts': "import { x } from '@/features/people/people-table';",
};

let dir: string;
let report: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'crewcall-web-fences-'));
  cpSync(path.join(repoRoot, 'biome.json'), path.join(dir, 'biome.json'));
  for (const [file, line] of Object.entries({ ...refused, ...allowed })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), `${line}\n\nexport const y = x;\n`);
  }
  const run = spawnSync(biome, ['lint', '--colors=off', '--max-diagnostics=none', '.'], {
    cwd: dir,
    encoding: 'utf8',
  });
  report = `${run.stdout}\n${run.stderr}`;
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The files biome flagged with noRestrictedImports. */
function flagged(): Set<string> {
  const files = [...report.matchAll(/(\S+\.ts):\d+:\d+ lint\/style\/noRestrictedImports/g)];
  return new Set(files.map((match) => match[1].replace(/^\.\//, '')));
}

describe('web layer fences (biome noRestrictedImports)', () => {
  it.each(Object.entries(refused))('refuses %s (%s)', (file) => {
    expect(flagged()).toContain(file);
  });

  it.each(Object.entries(allowed))('allows %s (%s)', (file) => {
    expect(flagged()).not.toContain(file);
  });
});
