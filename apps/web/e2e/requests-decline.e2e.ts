import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTokens, api, createUser, loginApi, type Tokens, uniqueEmail } from './support/api';
import { checkPage } from './support/axe';
import { browserForFile } from './support/session';
import { waitForNotification } from './support/table';
import { loginWithTokens } from './support/ui';

// Issue 20, items 2 and 3: an admin declines a request with a reason from the dashboard's
// New requests card and dismisses another from the planner; the member sees it declined
// with the reason; series sign-up asks first, listing only the events ahead where the
// member has no shift.
const chromium = browserForFile();
const HOUR = 3600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

const shotsDir = '/tmp/shots-requests';
async function shot(page: Page, name: string) {
  mkdirSync(shotsDir, { recursive: true });
  await page.waitForTimeout(300); // dialogs and menus fade in
  await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
}

async function create(token: string, path: string, items: object[]): Promise<number[]> {
  const res = await api<{ ids: number[] }>('POST', path, { token, body: items });
  if (res.status !== 201)
    throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.ids;
}

describe('declining requests and series sign-up (issue 20)', () => {
  const stamp = Date.now().toString(36);
  const names = {
    declined: `Spring regatta ${stamp}`,
    dismissed: `Summer regatta ${stamp}`,
    series: `Autumn series ${stamp}`,
  };
  const reason = 'We have enough helms that day, thank you!';
  const member = {
    email: uniqueEmail('decline-member'),
    name: `Dora Decline ${stamp}`,
    phone: '+447700900789',
    password: 'member-pass-789',
  };
  let admin: Tokens;
  let memberTokens: Tokens;
  let memberId: number;
  let declinedEvent: number;
  let dismissedEvent: number;
  let seriesId: number;
  let races: number[];
  let roleId: number;

  beforeAll(async () => {
    admin = await adminTokens();
    await createUser(member);
    memberTokens = await loginApi(member.email, member.password);
    memberId = (await api<{ id: number }>('GET', '/api/auth/user', { token: memberTokens.access }))
      .body.id;
    const published = new Date().toISOString();
    const event = (name: string, hours: number, series?: number) => ({
      name,
      start: at(hours),
      end: at(hours + 3),
      ...(series ? { series } : {}),
    });
    [declinedEvent, dismissedEvent] = await create(admin.access, '/api/events/', [
      event(names.declined, 20),
      event(names.dismissed, 44),
    ]);
    [seriesId] = await create(admin.access, '/api/series/', [{ name: names.series }]);
    [roleId] = await create(admin.access, '/api/roles/', [{ name: `Timekeeper ${stamp}` }]);
    races = await create(admin.access, '/api/events/', [
      event(`${names.series} race 1`, -48, seriesId), // over
      event(`${names.series} race 2`, 68, seriesId), // the member has a shift
      event(`${names.series} race 3`, 92, seriesId), // asked for
    ]);
    const open = (eventId: number, hours: number, person?: number) => ({
      event: eventId,
      start: at(hours),
      end: at(hours + 2),
      draft: published,
      ...(person ? { person } : {}),
    });
    await create(admin.access, '/api/shifts/', [
      open(declinedEvent, 20),
      open(dismissedEvent, 44),
      open(races[0], -48),
      open(races[1], 68, memberId),
      open(races[1], 68),
      open(races[2], 92),
    ]);
    const asked = await api('POST', '/api/requests/batch', {
      token: memberTokens.access,
      body: [
        { person: memberId, event: declinedEvent, comments: 'Any shift is fine' },
        { person: memberId, event: dismissedEvent },
      ],
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  });

  it('the admin declines one with a reason from the dashboard card, and dismisses one from the planner', async () => {
    const page = await chromium.newAdminPage();
    await page.goto('/dashboard');
    const card = page.getByTestId('new-requests-card');
    const row = card.getByTestId('new-request').filter({ hasText: names.declined });
    await row.waitFor();
    await row.getByRole('button', { name: `Answer ${member.name}'s request` }).click();
    await page.getByRole('menuitem', { name: 'Decline…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline request' });
    await dialog
      .getByText(`Decline ${member.name}'s request for ${names.declined}?`, { exact: false })
      .waitFor();
    await dialog.getByLabel('Reason (optional)').fill(reason);
    await shot(page, 'decline-dialog');
    await checkPage(page, 'decline request dialog');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await waitForNotification(page, 'Request declined');
    await row.waitFor({ state: 'detached' });
    await checkPage(page, 'dashboard after declining (admin)');

    await page.goto(`/events/${dismissedEvent}/shifts`);
    const requests = page.getByRole('region', { name: 'Requests' });
    await requests.getByText(member.name).waitFor();
    await requests.getByRole('button', { name: `Answer ${member.name}'s request` }).click();
    await page.getByRole('menuitem', { name: 'Dismiss…' }).click();
    const dismiss = page.getByRole('dialog', { name: 'Dismiss request' });
    await dismiss.getByRole('button', { name: 'Dismiss' }).click();
    await waitForNotification(page, 'Request dismissed');
    await requests.getByTestId('request-status').getByText('Dismissed').waitFor();
    await shot(page, 'planner-dismissed');
    await checkPage(page, 'planner after dismissing');
    await page.context().close();
  });

  it('the member sees the request declined, with the reason, on the dashboard and the event page', async () => {
    const page = await chromium.newPage();
    await loginWithTokens(page, memberTokens);
    await page.goto('/dashboard');
    const row = page
      .getByTestId('pending-requests-card')
      .getByTestId('pending-request')
      .filter({ hasText: names.declined });
    await row.getByTestId('request-status').getByText('Declined').waitFor();
    await row.getByText(`Reason: ${reason}`).waitFor();
    // The dismissed one has left the card.
    expect(
      await page.getByTestId('pending-request').filter({ hasText: names.dismissed }).count(),
    ).toBe(0);
    await shot(page, 'member-dashboard-declined');

    await page.goto(`/events/${declinedEvent}`);
    const mine = page.getByTestId('my-request');
    await mine.getByText('Declined').waitFor();
    await mine.getByText(`Reason: ${reason}`).waitFor();
    await checkPage(page, 'event page with a declined request (member)');
    await page.context().close();
  });

  it('series sign-up asks first, listing only the events ahead without a shift of theirs', async () => {
    const page = await chromium.newPage();
    await loginWithTokens(page, memberTokens);
    await page.goto(`/series/${seriesId}`);
    await page.getByTestId('series-requested').waitFor();
    await page.getByRole('button', { name: 'Signup to all events' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign up to the series' });
    const ask = dialog.getByTestId('series-signup-ask');
    await ask.waitFor();
    expect(await ask.getByRole('listitem').count()).toBe(1);
    expect(await ask.textContent()).toContain(`${names.series} race 3`);
    const skipped = (await dialog.getByTestId('series-signup-skipped').textContent()) ?? '';
    expect(skipped).toContain(`${names.series} race 1 (over)`);
    expect(skipped).toContain(`${names.series} race 2 (you have a shift)`);
    await dialog.getByRole('combobox', { name: 'Role', exact: true }).click();
    await page.getByRole('option', { name: `Timekeeper ${stamp}` }).click();
    await dialog.getByLabel('Comments').fill('Mornings only');
    await shot(page, 'series-signup-dialog');
    await checkPage(page, 'series sign-up dialog');
    await dialog.getByRole('button', { name: 'Ask for 1 event' }).click();
    await waitForNotification(page, 'Asked for 1 event of this series.');
    await page.getByText('You have asked for 1 of 3 events.').waitFor();
    expect(await page.getByRole('button', { name: 'Signup to all events' }).isDisabled()).toBe(
      true,
    );

    const made = await api<{
      results: { requests: Record<string, { event: number; role: number; comments: string }> };
    }>('GET', `/api/requests/?series=${seriesId}`, { token: memberTokens.access });
    expect(
      Object.values(made.body.results.requests).map((r) => [r.event, r.role, r.comments]),
    ).toEqual([[races[2], roleId, 'Mornings only']]);
    await page.context().close();
  });
});
