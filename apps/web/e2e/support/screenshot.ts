import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const dir = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** Saves `e2e/screenshots/{name}.png` (gitignored) for a human to look at. */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<string> {
  mkdirSync(dir, { recursive: true });
  // A drawer sliding in or a dialog fading out is not what a person looks at.
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running'),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => {});
  const path = `${dir}${name}.png`;
  await page.screenshot({ path, fullPage });
  return path;
}
