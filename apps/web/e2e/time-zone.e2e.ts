import { mkdirSync, readFileSync } from 'node:fs';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, loginApi, type Tokens, uniqueEmail } from './support/api';
import { checkPage } from './support/axe';
import { env, hostUrl } from './support/context';
import { browserForFile } from './support/session';
import { loginWithTokens } from './support/ui';

dayjs.extend(utc);
dayjs.extend(timezone);

const chromium = browserForFile();
const CLUB_ZONE = 'Europe/London';
/** The browser is in New York: 5 hours behind the club in winter, 4 or 5 in summer. */
const BROWSER = { timezoneId: 'America/New_York' };
const SHOTS = '/tmp/shots-tz-web';

/** A wall-clock time on the club's clock ("2026-11-26T09:30") as an instant (ISO). */
const clubTime = (wall: string) => dayjs.tz(wall, CLUB_ZONE).toISOString();

async function create(token: string, host: string, path: string, items: object[]) {
  const res = await api<{ ids: number[] }>('POST', path, { host, token, body: items });
  if (res.status !== 201)
    throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.ids;
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe('the club’s time zone: a UK club seen from a browser in New York (issue 20, item 1)', () => {
  const stamp = Date.now().toString(36);
  const domain = `tz-${stamp}.localhost`;
  const admin = {
    email: uniqueEmail('tz-admin'),
    name: `Tess Zone ${stamp}`,
    password: 'tz-admin-pass-1',
  };
  // Days on the club's clock: tomorrow's dawn patrol, the race the day after.
  const today = dayjs().tz(CLUB_ZONE).format('YYYY-MM-DD');
  const dawnDay = dayjs.utc(today).add(1, 'day').format('YYYY-MM-DD');
  const raceDay = dayjs.utc(today).add(2, 'day').format('YYYY-MM-DD');
  const race = `Harbour race ${stamp}`;
  const dawn = `Dawn patrol ${stamp}`;
  let tokens: Tokens;
  let raceId: number;
  let assignment: string;

  const at = (path: string) => hostUrl(domain, path);
  const newAdminPage = async (options: Parameters<typeof chromium.newPage>[0] = {}) => {
    const page = await chromium.newPage({ ...BROWSER, baseURL: at('/'), ...options });
    await loginWithTokens(page, tokens);
    return page;
  };

  beforeAll(async () => {
    const onboard = await api('POST', '/api/platform/organisations', {
      token: env.operatorToken,
      body: {
        name: `Zone Sailing Club ${stamp}`,
        prefix: 'ZSC',
        domains: [domain],
        time_zone: CLUB_ZONE,
        admin,
      },
    });
    if (onboard.status !== 201)
      throw new Error(`onboard: ${onboard.status} ${JSON.stringify(onboard.body)}`);
    tokens = await loginApi(admin.email, admin.password, domain);
    const put = await api('PUT', '/api/organisations/current/', {
      host: domain,
      token: tokens.access,
      body: { feature_timesheets: true },
    });
    expect(put.status).toBe(200);
    const me = await api<{ id: number }>('GET', '/api/auth/user', {
      host: domain,
      token: tokens.access,
    });
    assignment = `Race team ${stamp}`;
    await create(tokens.access, domain, '/api/assignments/', [{ name: assignment, order: 1 }]);
    [raceId] = (await create(tokens.access, domain, '/api/events/', [
      { name: race, start: clubTime(`${raceDay}T09:30`), end: clubTime(`${raceDay}T12:00`) },
    ])) as [number];
    const [dawnId] = await create(tokens.access, domain, '/api/events/', [
      { name: dawn, start: clubTime(`${dawnDay}T04:30`), end: clubTime(`${dawnDay}T08:00`) },
    ]);
    const published = new Date().toISOString();
    await create(tokens.access, domain, '/api/shifts/', [
      {
        event: raceId,
        person: me.body.id,
        start: clubTime(`${raceDay}T09:30`),
        end: clubTime(`${raceDay}T12:00`),
        draft: published,
      },
      {
        event: dawnId,
        person: me.body.id,
        start: clubTime(`${dawnDay}T04:30`),
        end: clubTime(`${dawnDay}T08:00`),
        draft: published,
      },
    ]);
  });

  it('the calendar and the event page show the 9:30 race at 9:30, and say whose clock', async () => {
    const page = await newAdminPage();
    await page.goto(at(`/events/calendar?view=week&date=${raceDay}`));
    const entry = page.locator('.fc-event').filter({ hasText: race });
    await entry.waitFor();
    // FullCalendar's week view writes the event's times: 9:30 on the club's clock (not 4:30).
    expect(await entry.textContent()).toContain('9:30');
    await page.getByText(`Times in ${CLUB_ZONE}`).first().waitFor();
    // The race sits in the race day's column (the club's day, not New York's).
    const day = page.locator(`.fc-timegrid-col[data-date="${raceDay}"]`);
    expect(await day.locator('.fc-event').filter({ hasText: race }).count()).toBe(1);
    await checkPage(page, 'calendar week in New York for a UK club');
    await shot(page, 'calendar-week');

    await page.goto(at(`/events/${raceId}`));
    await page.getByRole('heading', { name: race, level: 1 }).waitFor();
    await page
      .getByText(/9:30 am to 12:00 pm/)
      .first()
      .waitFor();
    await page.getByText(`Times in ${CLUB_ZONE}`).first().waitFor();
    await shot(page, 'event-page');

    // The edit form's inputs hold the club's wall clock and say so.
    await page.goto(at(`/events/${raceId}/edit`));
    const start = page.getByLabel(/^Start/);
    await expect.poll(() => start.inputValue()).toBe(`${raceDay}T09:30`);
    expect(await page.getByLabel(/^End/).inputValue()).toBe(`${raceDay}T12:00`);
    await page.getByText(`Times in ${CLUB_ZONE}`).first().waitFor();
    await shot(page, 'event-edit');
    await page.context().close();
  });

  it('the planner reads an entered time as the club’s and saves it so', async () => {
    const page = await newAdminPage();
    await page.goto(at(`/events/${raceId}/shifts`));
    await page.getByRole('heading', { name: `Shifts: ${race}`, level: 1 }).waitFor();
    // The heading's times and the note are the club's.
    await page.getByText(/9:30 am–12:00 pm/).waitFor();
    await page.getByText(`Times in ${CLUB_ZONE}`).first().waitFor();

    await page.getByRole('combobox', { name: 'New assignment' }).click();
    await page.getByRole('option', { name: assignment, exact: true }).click();
    await page.getByRole('button', { name: 'Add shift', exact: true }).click();
    const group = page.getByRole('region', { name: assignment });
    const start = group.getByLabel('Start', { exact: true }).first();
    // A new shift takes the event's times, shown on the club's clock.
    await expect.poll(() => start.inputValue()).toBe(`${raceDay}T09:30`);
    await start.fill(`${raceDay}T10:15`);
    await group.getByLabel('End', { exact: true }).first().fill(`${raceDay}T11:45`);
    await page.getByRole('button', { name: /^Save 1 change/ }).click();
    await page.getByRole('button', { name: 'Saved' }).waitFor();
    await checkPage(page, 'planner in New York for a UK club');
    await shot(page, 'planner');

    const shifts = await api<{
      results: { shifts: Record<string, { start: string; end: string }> };
    }>('GET', `/api/shifts/?event=${raceId}&limit=all`, { host: domain, token: tokens.access });
    const saved = Object.values(shifts.body.results.shifts).map((s) => Date.parse(s.start));
    // 10:15 in London, not 10:15 in New York (15:15 in London).
    expect(saved).toContain(Date.parse(clubTime(`${raceDay}T10:15`)));
    expect(saved).not.toContain(
      Date.parse(dayjs.tz(`${raceDay}T10:15`, 'America/New_York').toISOString()),
    );
    await page.context().close();
  });

  it('the dashboard says a shift of the club’s today is today, at its club time', async () => {
    const page = await newAdminPage();
    // 06:00 at the club on the dawn patrol's day is 01:00 in New York, the same day: the
    // patrol started at 04:30 club time, 23:30 the day before in New York.
    await page.clock.setFixedTime(new Date(clubTime(`${dawnDay}T06:00`)));
    await page.goto(at('/'));
    const shift = page.getByTestId('upcoming-shift').filter({ hasText: dawn });
    await shift.waitFor();
    const text = (await shift.textContent()) ?? '';
    expect(text).toContain('4:30 am');
    expect(text).toContain('today');
    expect(text).not.toContain('in the past');
    const raceRow = page.getByTestId('upcoming-shift').filter({ hasText: race });
    expect(await raceRow.textContent()).toContain('9:30 am');
    expect(await raceRow.textContent()).toContain('in 1 day');
    await page.getByText(`Times in ${CLUB_ZONE}`).first().waitFor();
    await checkPage(page, 'dashboard in New York for a UK club');
    await shot(page, 'dashboard');
    await page.context().close();
  });

  it('timesheets show and export the club’s times', async () => {
    const page = await newAdminPage();
    await page.goto(at('/timesheets'));
    // The admin's own race shift (the planner's new one is open).
    const row = page.getByRole('row').filter({ hasText: race }).filter({ hasText: admin.name });
    await row.waitFor();
    expect(await row.textContent()).toContain('9:30 am');
    await page.getByText(`Times in ${CLUB_ZONE}`).first().waitFor();
    await checkPage(page, 'timesheets in New York for a UK club');
    await shot(page, 'timesheets');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\ufeff/, '');
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    const columns = header!.split(',');
    const raceLine = lines
      .find((line) => line.includes(race) && line.includes(admin.name))!
      .split(',');
    expect(raceLine[columns.indexOf('Scheduled Start')]).toBe(`${raceDay} 09:30`);
    expect(raceLine[columns.indexOf('Scheduled End')]).toBe(`${raceDay} 12:00`);
    await page.context().close();
  });

  it('the organisation screen picks the zone; in the browser’s own zone the note goes', async () => {
    const page = await newAdminPage();
    await page.goto(at('/organisation'));
    const picker = page.getByRole('combobox', { name: /^Time zone/ });
    await picker.waitFor();
    expect(await picker.inputValue()).toBe(CLUB_ZONE);
    await page.getByText('This browser is in America/New_York').waitFor();
    await picker.click();
    await picker.fill('New_York');
    await page.getByRole('option', { name: 'America/New_York', exact: true }).click();
    await checkPage(page, 'organisation time-zone picker');
    await shot(page, 'organisation');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The organisation settings were saved.').waitFor();
    const site = await api<{ time_zone: string }>('GET', '/api/organisations/current/', {
      host: domain,
    });
    expect(site.body.time_zone).toBe('America/New_York');

    // Now club and browser share a clock: the race reads 4:30 am (or 5:30 in summer) and
    // no screen says whose clock it is.
    await page.goto(at(`/events/${raceId}`));
    const newYork = dayjs(clubTime(`${raceDay}T09:30`))
      .tz('America/New_York')
      .format('h:mm a');
    await page
      .getByText(new RegExp(`${newYork} to`))
      .first()
      .waitFor();
    expect(await page.getByText(/Times in /).count()).toBe(0);
    await shot(page, 'event-page-new-york-club');

    // Back to London, as the journey found it.
    await api('PUT', '/api/organisations/current/', {
      host: domain,
      token: tokens.access,
      body: { time_zone: CLUB_ZONE },
    });
    await page.context().close();
  });
});
