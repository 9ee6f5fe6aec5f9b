import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource: string = createRequire(import.meta.url)('axe-core').source;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

type Scheme = 'light' | 'dark';

/** The four ways every screen is checked (issue 10, "Done when"). */
export const A11Y_VARIANTS: readonly { scheme: Scheme; width: number }[] = [
  { scheme: 'light', width: 1280 },
  { scheme: 'dark', width: 1280 },
  { scheme: 'light', width: 390 },
  { scheme: 'dark', width: 390 },
];
const PHONE_HEIGHT = 844;

/** Lets layout, media-query hooks and animations settle after a resize or scheme switch. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
  // Colours mid-transition (a dialog fading out, a notification sliding in) are not what
  // anyone reads: let running animations finish first.
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running'),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => {});
}

/**
 * Shows the page in a colour scheme: the system preference (for Auto) and Mantine's
 * attribute (for a person whose setting forces one), so both paths are covered.
 */
async function applyScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.evaluate((s) => {
    document.documentElement.dataset.mantineColorScheme = s;
  }, scheme);
}

async function runAxe(page: Page): Promise<Violation[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes
        .slice(0, 5)
        .map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
}

function describeViolations(variant: string, violations: Violation[]): string {
  return violations
    .map(
      (v) =>
        `[${variant}] ${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join('\n')}`,
    )
    .join('\n');
}

/**
 * Runs axe-core on the screen as it is now, in light and dark, at 1280 and 390 px, and
 * fails on any serious or critical violation. The page is put back as it was (size and
 * colour scheme) afterwards, so a journey carries on where it stopped.
 */
export async function checkPage(page: Page, label: string): Promise<void> {
  // The same screen, unchanged since its last check (a goto's automatic check followed by
  // the journey's own), is not checked twice.
  const signature = await page.evaluate(() => `${location.href} ${document.body.innerHTML.length}`);
  if (lastChecked.get(page) === signature) return;
  const size = page.viewportSize();
  const wasDark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
  const attribute = await page.evaluate(
    () => document.documentElement.dataset.mantineColorScheme ?? null,
  );
  const reports: string[] = [];
  try {
    for (const { scheme, width } of A11Y_VARIANTS) {
      if (size && size.width !== width) {
        await page.setViewportSize({
          width,
          height: width === size.width ? size.height : width < 768 ? PHONE_HEIGHT : 800,
        });
      }
      await applyScheme(page, scheme);
      await settle(page);
      const serious = (await runAxe(page)).filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      if (serious.length) reports.push(describeViolations(`${scheme} ${width}px`, serious));
    }
  } finally {
    if (size) await page.setViewportSize(size);
    await page.emulateMedia({ colorScheme: wasDark ? 'dark' : 'light' });
    await page.evaluate((value) => {
      if (value) document.documentElement.dataset.mantineColorScheme = value;
    }, attribute);
    await settle(page);
  }
  expect(reports, `axe on ${label}:\n${reports.join('\n')}`).toEqual([]);
  lastChecked.set(page, signature);
}

const lastChecked = new WeakMap<Page, string>();
const unchecked = new WeakSet<Page>();

/**
 * For a journey whose page the automatic checks (after goto and login) must leave alone,
 * e.g. one racing a 4-second token lifetime. Explicit `checkPage` calls still run.
 */
export function skipAutomaticA11yChecks(page: Page): void {
  unchecked.add(page);
}

/**
 * Waits until the screen a navigation led to has loaded (network quiet, no spinner),
 * then checks it: what `page.goto` does in every journey (see browser.ts).
 */
export async function checkLoadedPage(page: Page, label: string): Promise<void> {
  if (unchecked.has(page)) return;
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  await page
    .waitForFunction(() => !document.querySelector('.mantine-Loader-root'), undefined, {
      timeout: 10_000,
    })
    .catch(() => {});
  // Journeys come back to the same screens many times: the automatic check runs once per
  // screen (its path, as its menu shows it to this person) in a file, which keeps the
  // browser suite bounded. Explicit `checkPage` calls (dialogs, drawers, states) still run.
  const screen = await page.evaluate(
    () => `${location.pathname} ${document.querySelector('nav')?.textContent ?? ''}`,
  );
  if (screensChecked.has(screen)) return;
  await checkPage(page, label);
  screensChecked.add(screen);
}

const screensChecked = new Set<string>();

/** The name the journeys already use: every call now checks all four variants. */
export const expectNoSeriousA11yViolations = checkPage;
