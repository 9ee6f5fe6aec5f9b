import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README is read in a fresh clone: every file it points to must be in the repository
 * (it once sent readers to `../shared/ARCHITECTURE.md`, beside the repository).
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');

/** Markdown link targets and backticked paths that look like files of the repository. */
function pointedFiles(text: string): string[] {
  const links = [...text.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)].map((m) => m[1]);
  const quoted = [...text.matchAll(/`([\w./-]+\.(?:md|ts|mjs|json|yml))`/g)].map((m) => m[1]);
  return [...links, ...quoted].filter((target) => !/^[a-z]+:/i.test(target));
}

describe('README', () => {
  it('points only to files inside the repository, and they exist', () => {
    const targets = pointedFiles(readme);
    expect(targets).toContain('docs/ARCHITECTURE.md');
    for (const target of targets) {
      const full = path.resolve(repoRoot, target);
      expect(full.startsWith(`${repoRoot}${path.sep}`), target).toBe(true);
      expect(fs.existsSync(full), target).toBe(true);
    }
  });

  it('says how to recover the demo admin password with a command that exists', () => {
    expect(readme).toContain('pnpm cli user:set-password --email admin@demo.crewcall.test');
  });
});
