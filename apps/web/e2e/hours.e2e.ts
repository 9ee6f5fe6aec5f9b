import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTokens, api, createUser, loginApi, type Tokens, uniqueEmail } from './support/api';
import { checkPage } from './support/axe';
import { browserForFile } from './support/session';
import { loginWithTokens } from './support/ui';

const chromium = browserForFile();
/** Every page reads days in UTC, as the times below are written. */
const UTC = { timezoneId: 'UTC' };

const HOUR = 3600_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** A moment as the time dialog's datetime-local value (UTC pages). */
const localInput = (ms: number) => new Date(ms).toISOString().slice(0, 16);

/** POST a list to a collection as the admin; the created ids in the order sent. */
async function create(admin: Tokens, path: string, items: object[]): Promise<number[]> {
  const res = await api<{ ids: number[] }>('POST', path, { token: admin.access, body: items });
  if (res.status !== 201)
    throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.ids;
}

async function put(token: string, path: string, body: unknown): Promise<void> {
  const res = await api('PUT', path, { token, body });
  if (res.status !== 200) throw new Error(`PUT ${path}: ${res.status} ${JSON.stringify(res.body)}`);
}

async function memberPage(tokens: Tokens): Promise<Page> {
  const page = await chromium.newPage(UTC);
  await loginWithTokens(page, tokens);
  return page;
}

describe('hours and availability: record hours, mark a day, see it, warn, export (issue 13)', () => {
  const stamp = Date.now().toString(36);
  const now = Date.now();
  const today = isoDay(now);
  // A day well ahead that other journeys leave empty (a crowded day adds a "+N more" link).
  const markedDay = isoDay(now + 45 * 24 * HOUR);
  // Today's shift: started a little before now (never yesterday), ends in two hours.
  const shiftStart = Math.max(Date.parse(`${today}T00:05:00Z`), now - 30 * 60_000);
  const member = {
    email: uniqueEmail('hours-member'),
    name: `Hattie Hours ${stamp}`,
    phone: '+447700900777',
    password: 'member-pass-777',
  };
  const todayEvent = `Club racing ${stamp}`;
  const markedDayEvent = `Open day ${stamp}`;
  let admin: Tokens;
  let memberTokens: Tokens;
  let memberId: number;
  let markedDayEventId: number;
  let timesheetsBefore = false;
  let zoneBefore = 'Europe/London';

  beforeAll(async () => {
    admin = await adminTokens();
    const site = await api<{ feature_timesheets: boolean; time_zone: string }>(
      'GET',
      '/api/organisations/current/',
    );
    timesheetsBefore = site.body.feature_timesheets;
    zoneBefore = site.body.time_zone;
    // The club's days are UTC days for this file, as its times are written (in London they
    // would be an hour off from late March to late October); time-zone.e2e.ts covers a club
    // whose zone differs from the browser's.
    await put(admin.access, '/api/organisations/current/', {
      feature_timesheets: true,
      time_zone: 'UTC',
    });

    await createUser(member);
    memberTokens = await loginApi(member.email, member.password);
    memberId = (await api<{ id: number }>('GET', '/api/auth/user', { token: memberTokens.access }))
      .body.id;
    const [role] = await create(admin, '/api/roles/', [{ name: `Timekeeper ${stamp}` }]);
    const published = new Date().toISOString();
    const lastWeek = now - 7 * 24 * HOUR;
    const [todayId, markedDayId, pastId] = await create(admin, '/api/events/', [
      {
        name: todayEvent,
        start: new Date(shiftStart).toISOString(),
        end: new Date(shiftStart + 3 * HOUR).toISOString(),
      },
      { name: markedDayEvent, start: `${markedDay}T09:00:00Z`, end: `${markedDay}T17:00:00Z` },
      {
        name: `Past race ${stamp}`,
        start: new Date(lastWeek).toISOString(),
        end: new Date(lastWeek + 4 * HOUR).toISOString(),
      },
    ]);
    markedDayEventId = markedDayId!;
    const [, , pastShift] = await create(admin, '/api/shifts/', [
      {
        event: todayId,
        person: memberId,
        role,
        start: new Date(shiftStart).toISOString(),
        end: new Date(shiftStart + 2 * HOUR).toISOString(),
        draft: published,
      },
      // That day's open shift: the admin fills it with the member, who is unavailable.
      {
        event: markedDayId,
        role,
        start: `${markedDay}T10:00:00Z`,
        end: `${markedDay}T12:00:00Z`,
        draft: published,
      },
      {
        event: pastId,
        person: memberId,
        role,
        start: new Date(lastWeek).toISOString(),
        end: new Date(lastWeek + 2 * HOUR).toISOString(),
        draft: published,
      },
    ]);
    // Last week's shift, timed by the admin: 2.25 hours.
    await put(admin.access, `/api/shifts/${pastShift}/start`, {
      datetime: new Date(lastWeek).toISOString(),
    });
    await put(admin.access, `/api/shifts/${pastShift}/end`, {
      datetime: new Date(lastWeek + 2.25 * HOUR).toISOString(),
    });
  });

  afterAll(async () => {
    if (admin) {
      await put(admin.access, '/api/organisations/current/', {
        feature_timesheets: timesheetsBefore,
        time_zone: zoneBefore,
      });
    }
  });

  it("a member starts and ends today's shift from Record Hours and sees the hours", async () => {
    const page = await memberPage(memberTokens);
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Record Hours' });
    const row = card.getByTestId('record-hours-shift').filter({ hasText: todayEvent });
    await row.getByRole('button', { name: `Start ${todayEvent}` }).click();

    // Started 90 minutes ago (the dialog offers now; the member corrects it).
    const startDialog = page.getByRole('dialog', { name: `Start shift: ${todayEvent}` });
    await startDialog.getByLabel('Actual start').fill(localInput(now - 90 * 60_000));
    await checkPage(page, 'start shift dialog');
    await startDialog.getByRole('button', { name: 'Start shift' }).click();
    await startDialog.waitFor({ state: 'detached' });

    await row.getByRole('button', { name: `End ${todayEvent}` }).click();
    const endDialog = page.getByRole('dialog', { name: `End shift: ${todayEvent}` });
    await endDialog.getByLabel('Actual end').fill(localInput(now));
    await endDialog.getByRole('button', { name: 'End shift' }).click();
    await endDialog.waitFor({ state: 'detached' });

    // 90 minutes, shown as hours and minutes, and Modify instead of Start/End.
    expect(await row.getByTestId('record-hours-hours').textContent()).toBe('1 h 30 min');
    await row.getByRole('button', { name: `Modify ${todayEvent}` }).waitFor();
    // The Time sheet card (timesheets on) counts the recorded hours.
    await page.getByRole('region', { name: 'Time sheet' }).waitFor();
    await checkPage(page, 'dashboard with recorded hours');
    await page.close();
  });

  it('the member marks a day unavailable on the calendar', async () => {
    const page = await memberPage(memberTokens);
    await page.goto(`/events/calendar?date=${markedDay}`);
    const button = page.getByRole('button', { name: `Availability for ${markedDay}: Not set` });
    await button.click();
    // Nothing set yet: no 'Unset'.
    expect(await page.getByRole('menuitem', { name: 'Unset' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Unavailable' }).click();
    const marked = page.getByRole('button', { name: `Availability for ${markedDay}: Unavailable` });
    await marked.waitFor();
    await marked.click();
    await page.getByRole('menuitem', { name: 'Unset' }).waitFor();
    await checkPage(page, 'availability menu with a state set');
    await page.keyboard.press('Escape');
    await page.close();
  });

  it('the admin sees it on /unavailability and the day list', async () => {
    const page = await chromium.newAdminPage(UTC);
    await page.goto(`/unavailability?month=${markedDay.slice(0, 7)}`);
    const row = page.getByTestId('availability-row').filter({ hasText: member.name });
    const cell = row.locator(`td[data-date="${markedDay}"]`);
    await cell.getByRole('img', { name: 'Unavailable' }).waitFor();

    await page.goto(`/unavailability/${markedDay}`);
    await page.getByTestId('day-unavailable').getByText(member.name).waitFor();
    expect(await page.getByTestId('day-available').getByText(member.name).count()).toBe(0);
    await page.close();
  });

  it('the admin exports a timesheet CSV whose hours add up', async () => {
    const page = await chromium.newAdminPage(UTC);
    await page.goto(`/timesheets?person=${memberId}`);
    const totals = page.getByTestId('hours-totals');
    await totals.getByText('3 h 45 min').waitFor();
    expect(await totals.textContent()).toContain('3 h 45 min in 2 shifts');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('timesheets-export.csv');
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\ufeff/, '');
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    const columns = header!.split(',');
    const hoursAt = columns.indexOf('Hours');
    expect(hoursAt).toBeGreaterThan(-1);
    expect(lines).toHaveLength(2);
    const sum = lines.reduce((total, line) => total + Number(line.split(',')[hoursAt]), 0);
    // 2.25 (timed by the admin) + 1.50 (recorded by the member) = the page's total.
    expect(sum).toBeCloseTo(3.75, 2);
    await page.close();
  });

  it('the admin is warned before filling a shift with someone unavailable', async () => {
    const page = await chromium.newAdminPage(UTC);
    await page.goto(`/events/${markedDayEventId}/shifts`);
    await page.getByRole('button', { name: 'Fill', exact: true }).first().click();
    const fill = page.getByRole('dialog', { name: 'Fill shift' });
    await fill.getByLabel('Person').fill(member.name);
    await page.getByRole('option', { name: member.name }).first().click();
    await fill.getByTestId('candidate-availability').getByText('Unavailable').waitFor();
    await fill.getByRole('button', { name: `Fill with ${member.name}` }).click();

    const warning = page.getByRole('dialog', { name: 'Unavailable that day' });
    await warning.getByText(`${member.name} said they are unavailable`).waitFor();
    await checkPage(page, 'unavailable warning');
    await warning.getByRole('button', { name: 'Fill anyway' }).click();
    await fill.waitFor({ state: 'detached' });
    await page.getByText(member.name).first().waitFor();
    await page.close();
  });
});
