import type { Page } from 'playwright-core';

/** The data table of a screen, by its label (the region "{label} table"). */
export function table(page: Page, label: string) {
  return page.getByRole('region', { name: `${label} table` });
}

/** The texts of one column (1-based) of a data table's body, top to bottom. */
export async function columnTexts(page: Page, label: string, column: number): Promise<string[]> {
  const cells = table(page, label).locator(`tbody tr td:nth-child(${column})`);
  return (await cells.allInnerTexts()).map((t) => t.trim());
}

/** Waits until a column reads exactly `expected` (the list refetches after each change). */
export async function waitForColumn(
  page: Page,
  label: string,
  column: number,
  expected: string[],
  timeout = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeout;
  let last: string[] = [];
  while (Date.now() < deadline) {
    last = await columnTexts(page, label, column);
    if (JSON.stringify(last) === JSON.stringify(expected)) return;
    await page.waitForTimeout(100);
  }
  throw new Error(
    `column ${column} of ${label}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(last)}`,
  );
}

/** Waits for a Mantine notification with this text. */
export async function waitForNotification(page: Page, text: string | RegExp): Promise<void> {
  await page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor();
}
