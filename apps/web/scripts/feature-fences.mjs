#!/usr/bin/env node
/**
 * The import fence of every web feature, generated from the folders: biome.json gets one
 * `noRestrictedImports` override per folder in apps/web/src/features (a feature imports
 * lib/, components/ and the contract, never another feature, the shell or the app), so a
 * new feature is fenced the day its folder exists. The other fences (lib/, components/,
 * shell/) are written by hand in biome.json.
 *
 *   node apps/web/scripts/feature-fences.mjs          rewrites biome.json's feature fences
 *   node apps/web/scripts/feature-fences.mjs --check  fails when biome.json is out of date
 *   (with `--config <file>`, checks that file instead)
 *
 * `pnpm lint` runs the check, and so does app/layer-fences.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const featuresDir = join(repoRoot, 'apps/web/src/features');
export const biomeJsonPath = join(repoRoot, 'biome.json');

const FEATURE_PREFIX = 'apps/web/src/features/';
const MESSAGE =
  'A feature imports lib/, components/ and the contract, never another feature, the shell or the app: move what two features share to components/ or lib/.';

/** The feature folders, sorted. */
export function featureNames(dir = featuresDir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** One feature's fence, as biome.json holds it. */
export function featureFence(name) {
  return {
    includes: [`${FEATURE_PREFIX}${name}/**`],
    linter: {
      rules: {
        style: {
          noRestrictedImports: {
            level: 'error',
            options: {
              patterns: [
                {
                  // Relative paths out of a folder are caught by app/layer-fences.test.ts.
                  group: ['@/features/**', `!@/features/${name}/**`, '@/shell/**', '@/app/**'],
                  message: MESSAGE,
                },
              ],
            },
          },
        },
      },
    },
  };
}

/** Whether an override is a generated feature fence (one feature folder's). */
const isFeatureFence = (override) =>
  override.includes?.length === 1 &&
  /^apps\/web\/src\/features\/[^/*]+\/\*\*$/.test(override.includes[0]);

/**
 * biome.json with one fence per feature folder in place of the fences it has: where the
 * first of them was (or at the end), in folder order; everything else left as it is.
 */
export function withFeatureFences(config, names) {
  const overrides = config.overrides ?? [];
  const first = overrides.findIndex(isFeatureFence);
  const kept = overrides.filter((override) => !isFeatureFence(override));
  const at = first === -1 ? kept.length : first;
  return {
    ...config,
    overrides: [...kept.slice(0, at), ...names.map(featureFence), ...kept.slice(at)],
  };
}

/** The features whose fence in biome.json is missing or differs; and fences of no feature. */
export function staleFences(config, names = featureNames()) {
  const fences = new Map(
    (config.overrides ?? [])
      .filter(isFeatureFence)
      .map((override) => [override.includes[0].slice(FEATURE_PREFIX.length, -3), override]),
  );
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  return {
    missing: names.filter((name) => !same(fences.get(name), featureFence(name))),
    extra: [...fences.keys()].filter((name) => !names.includes(name)),
  };
}

/**
 * JSON as biome formats biome.json: an object or array on one line when it fits in 100
 * columns, else one member a line; so rewriting the fences leaves the rest of the file be.
 */
function toJson(value, indent = '', column = indent.length) {
  const single = oneLine(value);
  if (typeof value !== 'object' || value === null || column + single.length + 1 <= 100) {
    return single;
  }
  const inner = `${indent}  `;
  const members = Array.isArray(value)
    ? value.map((item) => toJson(item, inner))
    : Object.entries(value).map(([key, item]) => {
        const head = `${JSON.stringify(key)}: `;
        return `${head}${toJson(item, inner, inner.length + head.length)}`;
      });
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}\n${members.map((member) => `${inner}${member}`).join(',\n')}\n${indent}${close}`;
}

function oneLine(value) {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(oneLine).join(', ')}]`;
  const entries = Object.entries(value).map(
    ([key, item]) => `${JSON.stringify(key)}: ${oneLine(item)}`,
  );
  return entries.length ? `{ ${entries.join(', ')} }` : '{}';
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  // `--config <file>`: check another biome.json (the fence test checks a broken copy).
  const at = process.argv.indexOf('--config');
  const configPath = at === -1 ? biomeJsonPath : process.argv[at + 1];
  const config = JSON.parse(readFileSync(configPath, 'utf8'));
  const names = featureNames();
  if (process.argv.includes('--check')) {
    const { missing, extra } = staleFences(config, names);
    if (missing.length || extra.length) {
      console.error(
        `biome.json's feature fences are out of date (missing or changed: ${missing.join(', ') || 'none'}; no such feature: ${extra.join(', ') || 'none'}).\nRun: node apps/web/scripts/feature-fences.mjs`,
      );
      process.exit(1);
    }
    console.log(`feature fences: all ${names.length} features fenced`);
  } else {
    writeFileSync(biomeJsonPath, `${toJson(withFeatureFences(config, names))}\n`);
    // biome.json in the repository's own format.
    execFileSync(join(repoRoot, 'node_modules/.bin/biome'), ['format', '--write', 'biome.json'], {
      cwd: repoRoot,
      stdio: 'ignore',
    });
    console.log(`feature fences: wrote ${names.length} (${names.join(', ')})`);
  }
}
