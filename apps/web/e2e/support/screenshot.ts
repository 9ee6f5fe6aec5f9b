import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const dir = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** Saves `e2e/screenshots/{name}.png` (gitignored) for a human to look at. */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const path = `${dir}${name}.png`;
  await page.screenshot({ path, fullPage });
  return path;
}
