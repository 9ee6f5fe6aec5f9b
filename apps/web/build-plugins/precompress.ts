import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files a browser downloads; source maps stay raw (they are not served publicly). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/i;
/** Smaller files gain less than the `content-encoding` header they would add. */
const MIN_BYTES = 256;

/**
 * Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip, best) beside each script, style
 * and page of the build, once, so the server sends them as they are (@fastify/static's
 * `preCompressed`, apps/api/src/plugins/web-app.ts) instead of compressing per request or
 * sending them raw. A compressed file that would not be smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'crewcall-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await compressibleFiles(outDir);
      await Promise.all(files.map(compressBeside));
    },
  };
}

async function compressibleFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === '.vite' ? [] : compressibleFiles(path);
      if (!COMPRESSIBLE.test(entry.name)) return [];
      return (await stat(path)).size >= MIN_BYTES ? [path] : [];
    }),
  );
  return nested.flat();
}

async function compressBeside(file: string) {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
}
