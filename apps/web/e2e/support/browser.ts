import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { checkLoadedPage } from './axe';
import { env } from './context';

/** Debian's Chromium, headless, quiet (no background traffic, no updates). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}

export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** A fresh context (own storage) and page on the demo club unless told otherwise. */
export async function newPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: env.baseUrl,
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    // No animations: clicks never land on a drawer still sliding in (the theme respects it).
    reducedMotion: 'reduce',
    // The API's CSP forbids inline scripts; axe-core is injected as one.
    bypassCSP: true,
    ...options,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  checkEveryScreenReached(page);
  return page;
}

/**
 * Every `page.goto` of every journey ends with the axe check (light and dark, 1280 and
 * 390 px) on the screen it reached, so no journey has to remember it. Screens reached
 * by clicks are checked where the journey calls `checkPage` (and after `loginThroughUi`).
 */
function checkEveryScreenReached(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await checkLoadedPage(page, `page reached by goto ${url}`);
    return response;
  };
}
