import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminTokens, api, createUser, loginApi, uniqueEmail } from './support/api';
import { checkPage } from './support/axe';
import { screenshot } from './support/screenshot';
import { browserForFile } from './support/session';
import { loginWithTokens } from './support/ui';

/**
 * Issue 22: an admin posts news on the News screen (Communication) with a Show until; a
 * member's dashboard News card shows it until then, and not after.
 */
dayjs.extend(utc);
dayjs.extend(timezone);

const chromium = browserForFile();
const MINUTE = 60_000;

/** An instant as a date-and-time field holds it on the club's clock ("2026-03-01T09:30"). */
const clubInput = (zone: string, at: number) => dayjs(at).tz(zone).format('YYYY-MM-DDTHH:mm');

/** The dashboard, loaded with all its cards (each card's code loads lazily). */
async function openDashboard(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
  await page.waitForLoadState('networkidle');
}

describe('news with a show-until time (issue 22)', () => {
  it('an admin posts news, members see it on the dashboard until show_until passes', async () => {
    const stamp = Date.now().toString(36);
    const headline = `Slipway closed ${stamp}`;
    const member = {
      email: uniqueEmail('news.reader'),
      name: 'Nell Newsreader',
      phone: '+447700900424',
      password: 'News-reader-pass-1',
    };
    await createUser(member);
    const zone = (await api<{ time_zone: string }>('GET', '/api/organisations/current/')).body
      .time_zone;

    const admin = await chromium.newPage();
    await loginWithTokens(admin, await adminTokens());
    await admin.goto('/dashboard');
    // The menu's Communication group leads to News.
    await admin.getByRole('link', { name: 'News', exact: true }).first().click();
    await admin.waitForURL(/\/news$/);
    await admin.getByRole('button', { name: 'Add news item' }).first().click();
    const drawer = admin.getByRole('dialog', { name: 'Add news item' });
    await drawer
      .getByRole('textbox', { name: /^Text/ })
      .fill(`## ${headline}\n\nThe **slipway** is closed for repairs.`);
    // The live preview shows what members will see.
    await drawer
      .getByRole('region', { name: 'Preview' })
      .getByRole('heading', { name: headline })
      .waitFor();
    expect(await drawer.getByLabel(/^Posted/).inputValue()).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
    );
    await drawer.getByLabel(/^Show until/).fill(clubInput(zone, Date.now() + 60 * MINUTE));
    await checkPage(admin, 'news form with preview');
    await screenshot(admin, 'news-form');
    await drawer.getByRole('button', { name: 'Add', exact: true }).click();
    await drawer.waitFor({ state: 'hidden' });
    const row = admin.getByRole('row', { name: new RegExp(headline) });
    await row.waitFor();
    expect(await row.getByText('On show').isVisible()).toBe(true);
    await screenshot(admin, 'news-list');

    // The member's dashboard shows it, and the admins' card links to the news screen.
    const reader = await chromium.newPage();
    await loginWithTokens(reader, await loginApi(member.email, member.password));
    await openDashboard(reader);
    await reader.getByTestId('news-card').getByRole('heading', { name: headline }).waitFor();
    expect(await reader.getByRole('link', { name: 'News settings' }).count()).toBe(0);
    await screenshot(reader, 'news-on-member-dashboard');
    await admin.goto('/dashboard');
    await admin.getByTestId('news-card').getByRole('link', { name: 'News settings' }).click();
    await admin.waitForURL(/\/news$/);

    // Show until passes: edited to an hour ago (posted two hours ago, before it).
    await admin.getByRole('link', { name: headline, exact: true }).click();
    const edit = admin.getByRole('dialog', { name: `Edit ${headline}` });
    await edit.getByLabel(/^Posted/).fill(clubInput(zone, Date.now() - 120 * MINUTE));
    await edit.getByLabel(/^Show until/).fill(clubInput(zone, Date.now() - 60 * MINUTE));
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await edit.waitFor({ state: 'hidden' });
    await admin
      .getByRole('row', { name: new RegExp(headline) })
      .getByText('Ended')
      .waitFor();
    await openDashboard(reader);
    expect(await reader.getByText(headline).count()).toBe(0);
    await screenshot(reader, 'news-gone-from-member-dashboard');

    // Delete, after a confirmation.
    await admin
      .getByRole('row', { name: new RegExp(headline) })
      .getByRole('button', { name: `Delete ${headline}` })
      .click();
    const confirm = admin.getByRole('dialog', { name: 'Delete news item' });
    await confirm.getByText(/This cannot be undone/).waitFor();
    await screenshot(admin, 'news-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await admin.getByRole('row', { name: new RegExp(headline) }).waitFor({ state: 'detached' });
    await admin.context().close();
    await reader.context().close();
  });
});
