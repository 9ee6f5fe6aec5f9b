import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { checkLoadedPage } from './axe';

/** The email step of /hello: type the email and continue. */
export async function enterEmail(page: Page, email: string): Promise<void> {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Logs in through the screens, from wherever the page is (goes to /hello first). */
export async function loginThroughUi(page: Page, email: string, password: string): Promise<void> {
  if (!/\/(hello|login)/.test(page.url())) await page.goto('/hello');
  await enterEmail(page, email);
  await page.getByLabel(/^Password\b/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => !/\/(hello|login)$/.test(url.pathname));
  // The screen a login lands on is a screen visited: axe in both schemes and widths.
  await checkLoadedPage(page, `after login, ${new URL(page.url()).pathname}`);
}

/** Stores tokens so the next page load is logged in (faster than the screens). */
export async function loginWithTokens(
  page: Page,
  tokens: { access: string; refresh: string },
): Promise<void> {
  // Once per tab: a later logout must not be undone by the next page load.
  await page.context().addInitScript((t) => {
    if (!window.sessionStorage.getItem('e2e.seeded')) {
      window.sessionStorage.setItem('e2e.seeded', '1');
      window.localStorage.setItem('crewcall.access', t.access);
      window.localStorage.setItem('crewcall.refresh', t.refresh);
    }
  }, tokens);
}

export async function expectText(page: Page, text: string | RegExp): Promise<void> {
  await page.getByText(text).first().waitFor({ state: 'visible' });
  expect(await page.getByText(text).first().isVisible()).toBe(true);
}

export async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Hello, / }).click();
}

/**
 * Nothing on the page is wider than the screen: it never scrolls sideways. Polled for a
 * moment, because a resize reaches the layout in two steps: CSS at once, then the screens
 * that switch by `useMediaQuery` after React re-renders (measured at once, a page still
 * laid out for the desktop is caught mid-switch).
 */
export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const overflow = () =>
    page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      return root.scrollWidth - root.clientWidth;
    });
  await expect
    .poll(overflow, { timeout: 3_000, interval: 100, message: `${label} scrolls sideways` })
    .toBeLessThanOrEqual(0);
}
