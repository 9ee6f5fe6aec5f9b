import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminTokens,
  api,
  createUser,
  loginApi,
  onboardClub,
  type Tokens,
  uniqueEmail,
} from './support/api';
import { checkPage } from './support/axe';
import { PHONE_VIEWPORT } from './support/browser';
import { env } from './support/context';
import { screenshot } from './support/screenshot';
import { browserForFile } from './support/session';
import { table, waitForNotification } from './support/table';
import { loginWithTokens } from './support/ui';

const chromium = browserForFile();

/**
 * The day after tomorrow in the machine's (and the browser's) time zone, YYYY-MM-DD: never
 * over while the journey runs, always in this month's grid (which shows at least the next
 * month's first five days), and not the day the requests and planner journeys fill
 * (tomorrow) in the shared demo club, where a crowded day hides entries behind "+N more".
 */
function dayAfterTomorrow(): string {
  const d = new Date();
  d.setDate(d.getDate() + 2);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A day as the calendar names its day button: 'Mon 23 Nov 2026'. */
function dayLabel(isoDate: string): string {
  const d = new Date(`${isoDate}T12:00`);
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][d.getDay()];
  const month = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ][d.getMonth()];
  return `${weekday} ${d.getDate()} ${month} ${d.getFullYear()}`;
}

/** The calendar entry of an event (FullCalendar draws each as an `.fc-event` link). */
const calendarEntry = (page: Page, text: string) =>
  page.locator('.fc-event', { hasText: text }).first();

type Site = { allowed_external_calendars: string[] };

describe('events: calendar, day view, event page, public and external calendars, feed (issue 11)', () => {
  const stamp = Date.now().toString(36);
  const day = dayAfterTomorrow();
  const eventName = `Club racing ${stamp}`;
  const otherDomain = 'events-b.localhost';
  const otherEventName = `Open day ${stamp}`;
  const otherCalendar = `http://${otherDomain}:${env.port}/api/events/public`;
  let admin: Tokens;
  let allowedBefore: string[] = [];

  beforeAll(async () => {
    admin = await adminTokens();
    // A second club with a public event, whose public calendar the first club shows.
    const otherAdmin = {
      email: uniqueEmail('events-b-admin'),
      name: 'Events B Admin',
      password: 'events-b-pass',
    };
    await onboardClub({
      name: 'Estuary Rowing Club',
      prefix: 'ERC',
      domain: otherDomain,
      admin: otherAdmin,
    });
    const other = await loginApi(otherAdmin.email, otherAdmin.password, otherDomain);
    const created = await api('POST', '/api/events/', {
      host: otherDomain,
      token: other.access,
      body: [{ name: otherEventName, start: `${day}T13:00:00Z`, end: `${day}T15:00:00Z` }],
    });
    expect(created.status).toBe(201);
    const site = await api<Site>('GET', '/api/organisations/current/');
    allowedBefore = site.body.allowed_external_calendars;
    const allowed = await api('PUT', '/api/organisations/current/', {
      token: admin.access,
      body: { allowed_external_calendars: [otherCalendar] },
    });
    expect(allowed.status).toBe(200);
  });

  afterAll(async () => {
    await api('PUT', '/api/organisations/current/', {
      token: admin.access,
      body: { allowed_external_calendars: allowedBefore },
    });
  });

  it('an admin adds an event from the calendar and finds it on the month and day views', async () => {
    const page = await chromium.newAdminPage();
    await page.goto('/events/calendar');
    await page.getByRole('heading', { name: 'Calendar', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Add event' }).click();
    await page.waitForURL('**/events/add');

    await page.getByLabel(/^Name/).fill(eventName);
    await page.getByLabel(/^Start/).fill(`${day}T10:00`);
    // An end before the start is refused on the field.
    await page.getByLabel(/^End/).fill(`${day}T09:00`);
    await page.getByRole('button', { name: 'Add event' }).click();
    await page.getByText('End must be after start.').waitFor();
    await page.getByLabel(/^End/).fill(`${day}T12:00`);
    await page
      .getByLabel('Details', { exact: true })
      .fill('**Bring** a hat and [the tide table](https://example.org/tides).');
    await checkPage(page, 'add event form');
    await screenshot(page, 'events-add');
    await page.getByRole('button', { name: 'Add event' }).click();

    // Saved: the event's day, with its card.
    await page.waitForURL(`**/events/calendar/${day}`);
    const card = page.getByTestId('event-card').filter({ hasText: eventName });
    await card.waitFor();
    expect(await card.textContent()).toMatch(/10:00/);
    await checkPage(page, 'day view');
    await screenshot(page, 'events-day');

    await page.getByRole('link', { name: 'Back to Month View' }).click();
    await page.waitForURL((url) => url.pathname === '/events/calendar');
    await calendarEntry(page, eventName).waitFor();
    // Another club's event shows in grey, its name first, then that club's; a click opens
    // its dialog.
    const external = calendarEntry(page, `${otherEventName} (Estuary Rowing Club)`);
    await external.waitFor();
    expect(await external.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(97, 97, 97)',
    );
    await checkPage(page, 'month view with an external event');
    await screenshot(page, 'events-calendar-month');
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'events-calendar-month-phone-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await external.click();
    const dialog = page.getByRole('dialog', { name: "Another club's event" });
    await dialog.getByText('Estuary Rowing Club').waitFor();
    await dialog.getByText(otherEventName).waitFor();
    expect(await dialog.getByRole('link', { name: 'Go to Site' }).getAttribute('href')).toMatch(
      new RegExp(`^http://${otherDomain}:${env.port}/events/public/\\d+$`),
    );
    await checkPage(page, 'external event dialog');
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // The member can hide it; the choice is kept on the server.
    await page.getByRole('button', { name: 'External calendars' }).click();
    const settings = page.getByRole('dialog', { name: 'External calendars' });
    const shown = settings.getByRole('switch', { name: new RegExp(otherDomain) });
    await shown.click();
    await expect.poll(() => shown.isChecked()).toBe(false);
    await settings.getByRole('button', { name: 'Close' }).first().click();
    await external.waitFor({ state: 'detached' });
    await calendarEntry(page, eventName).waitFor();

    // The day button of a day opens that day.
    await page.getByRole('button', { name: `Open ${dayLabel(day)}`, exact: true }).click();
    await page.waitForURL(`**/events/calendar/${day}`);

    // An admin's click on the event goes to its shift planner.
    await page.goBack();
    await calendarEntry(page, eventName).click();
    await page.waitForURL(/\/events\/\d+\/shifts$/);
    await page.getByRole('heading', { name: `Shifts: ${eventName}`, level: 1 }).waitFor();
    await page.context().close();
  });

  it('an admin keeps a series: adds it and its event, sees it as one calendar entry, deletes the event after a question', async () => {
    const seriesName = `Regatta week ${stamp}`;
    const raceName = `Regatta race ${stamp}`;
    const page = await chromium.newAdminPage();
    await page.goto('/series/list');
    await page.getByRole('button', { name: 'Add series' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'Add series' });
    await drawer.getByLabel(/^Name/).fill(seriesName);
    await drawer.getByLabel(/^Details/).fill('**Race** every day.');
    await drawer.getByRole('switch', { name: 'Show as one entry on the calendar' }).check();
    await checkPage(page, 'series drawer');
    await drawer.getByRole('button', { name: 'Add series' }).click();
    await waitForNotification(page, 'Series added');

    // Its events: the table of the series, and Add event puts the new one in the series.
    await table(page, 'Series')
      .getByRole('link', { name: `Events of ${seriesName}` })
      .click();
    await page.getByRole('heading', { name: `Events of ${seriesName}` }).waitFor();
    await page.getByRole('link', { name: 'Add event' }).first().click();
    await page.waitForURL(/\/events\/add\?series=\d+$/);
    await page.getByLabel(/^Name/).fill(raceName);
    await page.getByLabel(/^Start/).fill(`${day}T14:00`);
    await page.getByLabel(/^End/).fill(`${day}T16:00`);
    // The field holds the series from the link at once; its name shows once the club's
    // series have loaded (read at once, it was '' in a CI run on a slow machine).
    await expect
      .poll(() => page.getByLabel(/^Series/).inputValue(), { timeout: 10_000 })
      .toBe(seriesName);
    await page.getByRole('button', { name: 'Add event' }).click();
    await page.waitForURL(`**/events/calendar/${day}`);
    await page
      .getByTestId('event-card')
      .filter({ hasText: raceName })
      .getByText(seriesName)
      .waitFor();

    // A consecutive series is one entry on the calendar, and opens the series page.
    await page.getByRole('link', { name: 'Back to Month View' }).click();
    await calendarEntry(page, `${seriesName} (series)`).click();
    await page.waitForURL(/\/series\/\d+$/);
    await page.getByRole('heading', { name: seriesName, level: 1 }).waitFor();
    expect(await page.locator('strong', { hasText: 'Race' }).count()).toBe(1);
    await page.getByTestId('event-list-item').filter({ hasText: raceName }).waitFor();
    await checkPage(page, 'series page');

    // The event list: delete asks first.
    await page.goto(`/events/list?search=${encodeURIComponent(raceName)}`);
    await table(page, 'Events')
      .getByRole('button', { name: `Delete ${raceName}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete event' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await waitForNotification(page, 'Event deleted');
    await table(page, 'Events').getByText('No matches').waitFor();
    await page.context().close();
  });

  it('a member opens the event from the calendar and reads its details', async () => {
    const member = {
      email: uniqueEmail('events-member'),
      name: 'Events Member',
      phone: '+447700900123',
      password: 'member-pass-123',
    };
    await createUser(member);
    const page = await chromium.newPage();
    await loginWithTokens(page, await loginApi(member.email, member.password));
    const calendarCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/events/calendar?')) calendarCalls.push(request.url());
    });
    await page.goto('/events/calendar');
    // One call for the month (its range padded), however often the page draws.
    await calendarEntry(page, eventName).waitFor();
    expect(calendarCalls).toHaveLength(1);
    // The week and list views, each day's button in the week's headings.
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await page.waitForURL(/view=week/);
    const dayButton = page.getByRole('button', { name: `Open ${dayLabel(day)}`, exact: true });
    // Late in the week the day falls in the next one.
    if (!(await dayButton.isVisible())) await page.getByRole('button', { name: 'Next' }).click();
    await dayButton.waitFor();
    await checkPage(page, 'calendar week view');
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await page.waitForURL(/view=list/);
    // The list is the month of the week's first day: at a month's end the day falls in the
    // next month (the week of 30 Nov to 6 Dec lists November).
    const focus = new URL(page.url()).searchParams.get('date');
    if (focus && focus.slice(0, 7) !== day.slice(0, 7)) {
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await calendarEntry(page, eventName).waitFor();
    await checkPage(page, 'calendar list view');
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await calendarEntry(page, eventName).click();
    await page.waitForURL(/\/events\/\d+$/);
    await page.getByRole('heading', { name: eventName, level: 1 }).waitFor();
    // Markdown rendered, and nothing of an admin's.
    expect(await page.locator('strong', { hasText: 'Bring' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'the tide table' }).getAttribute('rel')).toContain(
      'noopener',
    );
    expect(await page.getByRole('link', { name: 'Edit event' }).count()).toBe(0);
    await checkPage(page, 'event page (member)');
    await screenshot(page, 'events-event-member');

    // The dashboard's Upcoming events card lists the next events with when they are (the
    // shared demo club may hold five sooner ones from other journeys, so not necessarily ours).
    await page.goto('/dashboard');
    const upcoming = page.getByTestId('upcoming-events-card');
    const first = upcoming.getByTestId('event-list-item').first();
    await first.waitFor();
    expect(await first.textContent()).toMatch(/today|in \d+ days?/);
    await screenshot(page, 'events-dashboard-upcoming');
    await page.context().close();
  });

  it('a logged-out visitor sees the public calendar', async () => {
    const page = await chromium.newPage();
    await page.goto('/events/public');
    await page.getByRole('heading', { name: /calendar$/, level: 1 }).waitFor();
    await calendarEntry(page, eventName).click();
    const dialog = page.getByRole('dialog', { name: 'Event' });
    await dialog.getByText(eventName).waitFor();
    await checkPage(page, 'public calendar event dialog');
    expect(new URL(page.url()).pathname).toBe('/events/public');
    await page.context().close();
  });

  it('the feed lists the event as valid iCalendar', async () => {
    const feed = await api<string>('GET', '/api/events/feed.ics');
    expect(feed.status).toBe(200);
    const text = feed.body.replace(/\r\n[ \t]/g, '');
    expect(text.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(text).toMatch(/^VERSION:2\.0\r?$/m);
    const events = text.split('BEGIN:VEVENT').slice(1);
    const ours = events.find((e) => e.includes(`SUMMARY:${eventName}`));
    expect(ours, `the feed lists ${eventName}`).toBeDefined();
    expect(ours).toMatch(/^DTSTART[:;]/m);
    expect(ours).toMatch(/^UID:/m);
  });
});
