import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { adminTokens } from './api';
import { launchBrowser, newPage } from './browser';
import { loginWithTokens } from './ui';

/**
 * One Chromium for a test file: launched before its tests, closed after. Call at the top
 * level of the file; each page gets a fresh context (its own storage).
 */
export function browserForFile() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const open = (options: BrowserContextOptions = {}): Promise<Page> => {
    if (!browser) throw new Error('browserForFile: the browser is not launched yet.');
    return newPage(browser, options);
  };
  return {
    newPage: open,
    /** A page logged in as the demo club's admin. */
    async newAdminPage(options: BrowserContextOptions = {}): Promise<Page> {
      const page = await open(options);
      await loginWithTokens(page, await adminTokens());
      return page;
    },
  };
}
