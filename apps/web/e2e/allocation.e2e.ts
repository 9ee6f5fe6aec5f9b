import { beforeAll, describe, expect, it } from 'vitest';
import { adminTokens, api, createUser, loginApi, type Tokens, uniqueEmail } from './support/api';
import { checkPage } from './support/axe';
import { PHONE_VIEWPORT } from './support/browser';
import { screenshot } from './support/screenshot';
import { browserForFile } from './support/session';
import { expectNoSidewaysScroll, loginWithTokens } from './support/ui';

const chromium = browserForFile();

type Created = { ids: number[] };

async function create(admin: Tokens, collection: string, items: Record<string, unknown>[]) {
  const answer = await api<Created>('POST', `/api/${collection}/`, {
    token: admin.access,
    body: items,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.ids;
}

describe('the allocation round (issue 26)', () => {
  const stamp = Date.now().toString(36);
  // A season of its own, a year ahead: no other journey's shifts fall in it.
  const year = new Date().getUTCFullYear() + 1;
  const day = `${year}-07-18`;
  const eventName = `Regatta ${stamp}`;
  const members = ['Robin', 'Sam'].map((first) => ({
    email: uniqueEmail(`allocation-${first.toLowerCase()}`),
    name: `${first} Alloc ${stamp}`,
    phone: '+447700900456',
    password: `${first}-allocation-pass`,
  }));
  let admin: Tokens;
  let eventId: number;
  let shiftIds: number[];

  beforeAll(async () => {
    admin = await adminTokens();
    for (const m of members) await createUser(m);
    [eventId] = await create(admin, 'events', [
      { name: eventName, start: `${day}T09:00:00Z`, end: `${day}T17:00:00Z` },
    ]);
    shiftIds = await create(admin, 'shifts', [
      { event: eventId, start: `${day}T09:00:00Z`, end: `${day}T12:00:00Z` },
      { event: eventId, start: `${day}T13:00:00Z`, end: `${day}T16:00:00Z` },
    ]);
    // Published open shifts, as members mark them.
    expect(
      (await api('POST', `/api/events/${eventId}/publish`, { token: admin.access, body: {} }))
        .status,
    ).toBe(200);
  });

  it('opens a round, members mark duties, the auto-fill stages them, the admin publishes', async () => {
    const page = await chromium.newAdminPage();

    // The admin opens the round: nobody owes a duty unless imported (quota 0 by default).
    await page.goto('/allocation');
    await page.getByRole('heading', { name: 'Allocation round', level: 1 }).waitFor();
    await page.getByLabel('Name').fill(`Summer ${stamp}`);
    await page.getByLabel('First day').fill(`${year}-07-01`);
    await page.getByLabel('Last day').fill(`${year}-07-31`);
    await page.getByLabel('Preferences close').fill(`${year}-06-30`);
    await page.getByLabel('Duties per member').fill('0');
    await checkPage(page, 'open a round');
    await page.getByRole('button', { name: 'Open round' }).click();
    await page.getByTestId('round-summary').waitFor();

    // Quotas from a CSV: one duty each for the two members.
    const csv = `email,quota\n${members.map((m) => `${m.email},1`).join('\n')}\n`;
    await page.locator('input[type="file"]').setInputFiles({
      name: 'quotas.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByText('2 quotas ready to save.').waitFor();
    await page.getByRole('button', { name: 'Save quotas' }).click();
    await page.getByText('2 quotas saved.').waitFor();
    await screenshot(page, 'allocation-round');

    // Each member marks one duty they want (and Sam can't do the morning).
    for (const [index, m] of members.entries()) {
      const memberPage = await chromium.newPage();
      await loginWithTokens(memberPage, await loginApi(m.email, m.password));
      await memberPage.goto('/allocation/mine');
      await memberPage
        .getByTestId('my-quota')
        .getByText('Your quota this season: 1 duty.')
        .waitFor();
      const wanted = memberPage.locator(`[data-shift="${shiftIds[index]}"]`);
      await wanted.getByText('Want', { exact: true }).click();
      if (index === 1) {
        await memberPage
          .locator(`[data-shift="${shiftIds[0]}"]`)
          .getByText('Can’t', { exact: true })
          .click();
      }
      await memberPage.getByRole('button', { name: 'Save preferences' }).click();
      await memberPage.getByText('Preferences saved.').waitFor();
      if (index === 0) {
        await checkPage(memberPage, 'duty preferences');
        await memberPage.setViewportSize(PHONE_VIEWPORT);
        await memberPage.emulateMedia({ colorScheme: 'dark' });
        await expectNoSidewaysScroll(memberPage, 'duty preferences on a phone');
        await screenshot(memberPage, 'allocation-preferences-phone-dark');
      }
      await memberPage.context().close();
    }

    // The admin sees who answered, runs the auto-fill and reads its report.
    await page.reload();
    await page.getByTestId('round-progress').getByText('2 of 2 members').waitFor();
    await page.getByRole('button', { name: 'Run auto-fill' }).click();
    await page
      .getByRole('dialog', { name: 'Run the auto-fill' })
      .getByRole('button', { name: 'Run auto-fill' })
      .click();
    const report = page.getByTestId('run-report');
    await report.waitFor({ timeout: 60_000 });
    await report.getByText('2 of 2').waitFor();
    await report.getByText('100%').waitFor();
    await checkPage(page, 'auto-fill report');
    await screenshot(page, 'allocation-report');

    // The season is allocated: the admin closes the round, and the next one may open.
    await page.getByRole('button', { name: 'Close round' }).click();
    await page
      .getByRole('dialog', { name: 'Close the round' })
      .getByRole('button', { name: 'Close round' })
      .click();
    await page.getByLabel('Preferences close').waitFor();

    // The planner shows the staged rota, unpublished; the admin publishes it.
    await page.goto(`/events/${eventId}/shifts`);
    await page.getByRole('heading', { name: `Shifts: ${eventName}`, level: 1 }).waitFor();
    for (const m of members) await page.getByText(m.name).first().waitFor();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('button', { name: 'Publish 2 shifts' }).click();
    await page
      .getByRole('button', { name: 'Publish', exact: true })
      .and(page.locator('[disabled]'))
      .waitFor();
    await page.context().close();

    // Each member now has their duty (the one they wanted).
    for (const [index, m] of members.entries()) {
      const tokens = await loginApi(m.email, m.password);
      const dashboard = await api<{ upcoming_shifts: { id: number }[] }>('GET', '/api/dashboard', {
        token: tokens.access,
      });
      expect(dashboard.body.upcoming_shifts.map((s) => s.id)).toContain(shiftIds[index]);
    }
  }, 180_000);
});
