#!/usr/bin/env node
/**
 * Prints the gzipped size of the JS and CSS a first visit to /hello downloads, read from
 * dist/.vite/manifest.json: the entry chunk with its static imports (what index.html
 * loads and preloads), plus the hello page's own route chunk with its static imports.
 * Fails when that total is over the budget (160 KB, 1 KB = 1000 bytes), or when the full
 * route table (src/app/routes.ts, loaded lazily) is part of the first page again.
 * 148.2 KB on 2026-11-23 (JS 140.3, CSS 7.8), down from 151.6 once the member and admin
 * rows left the entry (their chunk is 4.9 KB and grows with each screen; the first page
 * keeps only the public rows, 0.7 KB). By library, gzipped on its own: react-dom with
 * react ~67, Mantine's core ~23, the app's own code ~13 (public routes, router, shell,
 * session, API client), react-router ~13 (the declarative router; its data router would
 * add 16), TanStack Query ~10, icons ~1; the rest is the cost of gzipping ~30 files one
 * by one.
 * Usage: `node scripts/print-bundle-size.mjs [dist folder]` (default: dist/).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 160_000;
const HELLO_PAGE = 'src/features/auth/pages/hello-page.tsx';
/** The full route table: member and admin rows load with it, after the first page. */
const ROUTE_TABLE = 'src/app/routes.ts';

// The build's folder: dist/ by default, or the folder given as the first argument.
const dist = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** Files a chunk needs before it runs: itself, its CSS, its static imports (recursively). */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  const files = [chunk.file, ...(chunk.css ?? [])];
  for (const imported of chunk.imports ?? []) files.push(...staticClosure(imported, seen));
  return files;
}

const gzipped = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const raw = (file) => readFileSync(join(dist, file)).length;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('print-bundle-size: no entry chunk in the manifest');
  process.exit(1);
}
const initial = [...new Set(staticClosure(entryKey))];
const helloOnly = manifest[HELLO_PAGE]
  ? [...new Set(staticClosure(HELLO_PAGE))].filter((f) => !initial.includes(f))
  : [];

function report(title, files) {
  let total = 0;
  console.log(`\n${title}`);
  for (const file of files) {
    const size = gzipped(file);
    total += size;
    console.log(`  ${file.padEnd(48)} ${kb(raw(file)).padStart(10)}  gzip ${kb(size).padStart(9)}`);
  }
  console.log(`  ${'subtotal'.padEnd(48)} ${''.padStart(10)}  gzip ${kb(total).padStart(9)}`);
  return total;
}

const initialTotal = report('Initial load (entry chunk + static imports, JS and CSS):', initial);
const helloTotal = report(
  'Hello page route chunk (+ its static imports not already loaded):',
  helloOnly,
);
const total = initialTotal + helloTotal;
const routeTable = manifest[ROUTE_TABLE];

console.log(`\nInitial JS+CSS of the entry: ${kb(initialTotal)} gzipped`);
console.log(`Everything /hello needs to render: ${kb(total)} gzipped (budget ${kb(BUDGET_BYTES)})`);
if (routeTable) {
  console.log(`Full route table, loaded later: ${kb(gzipped(routeTable.file))} gzipped`);
}
// Imported statically from the first page, the table is no chunk of its own (or one that loads with it).
if (!routeTable || initial.includes(routeTable.file) || helloOnly.includes(routeTable.file)) {
  console.error(
    `${ROUTE_TABLE} is in the first page: import it only from lazy modules (see app/route-table.ts).`,
  );
  process.exit(1);
}
if (total > BUDGET_BYTES) {
  console.error(`Over budget by ${kb(total - BUDGET_BYTES)}: split more code out of the entry.`);
  process.exit(1);
}
