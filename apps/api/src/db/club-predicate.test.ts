import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every query filters its club through one helper, `inClub()` (db/scope.ts), so the rule
 * lives in one place and a search for it finds every club-scoped query. This fails on a
 * hand-written `eq(x.organisationId, …)` in the app's code (tests may write their own).
 */
const srcRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'migrations' ? [] : sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the one club predicate', () => {
  it('no app code compares organisation_id to a club by hand', () => {
    // A column-to-column join (`eq(a.organisationId, b.organisationId)`) is not a club filter.
    const handWritten = /eq\(\s*[\w.]+\.organisationId\s*,(?!\s*[\w.]+\.organisationId\b)[^)]*\)/;
    const offenders = sourceFiles(srcRoot)
      .filter((file) => !file.endsWith(path.join('db', 'scope.ts')))
      .filter((file) => handWritten.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(srcRoot, file));
    expect(offenders).toEqual([]);
  });
});
