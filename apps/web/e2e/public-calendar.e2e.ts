import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTokens, api, type Tokens } from './support/api';
import { checkPage, skipAutomaticA11yChecks } from './support/axe';
import { env } from './support/context';
import { browserForFile } from './support/session';
import { waitForNotification } from './support/table';

const chromium = browserForFile();

// Issue 20, item 6: after Add event a way on to its shift planner; Copy from event moves
// the copies to the event's times and warns about shifts outside it; the public calendar's
// pop-up (end, location, details) and its public event page without a login; an event
// kept off the public calendar; `?iframe` content padded; the calendar's Subscribe links;
// and no react-router "navigate() in render" warning on the way.

const SHOTS = '/tmp/shots-events';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** `days` from today in the browser's (and the machine's) zone, YYYY-MM-DD. */
function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A local wall-clock time of `day` as an ISO moment. */
const at = (day: string, time: string) => new Date(`${day}T${time}`).toISOString();

async function create<T extends { id: number }>(
  admin: Tokens,
  collection: string,
  item: Record<string, unknown>,
): Promise<T> {
  const answer = await api<{ results: Record<string, Record<string, T>>; ids: number[] }>(
    'POST',
    `/api/${collection}/`,
    { token: admin.access, body: [item] },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.results[collection]![String(answer.body.ids[0])]!;
}

/** The calendar entry of an event (FullCalendar draws each as an `.fc-event`). */
const calendarEntry = (page: Page, text: string) =>
  page.locator('.fc-event', { hasText: text }).first();

/**
 * A page whose screens other journeys already check (the planner, the calendar, the edit
 * form, which /events/add shows here too): only this file's explicit checks run on it, to
 * keep the file's run time down.
 */
const checkedElsewhere = (page: Page) => {
  skipAutomaticA11yChecks(page);
  return page;
};

/** Every console warning and error a page prints, kept for the last test. */
const consoleProblems: string[] = [];
function collectConsole(page: Page): Page {
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') {
      consoleProblems.push(`${new URL(page.url()).pathname}: ${message.text()}`);
    }
  });
  return page;
}

describe('public calendar, public event page, planner link, subscribe links (issue 20)', () => {
  const stamp = Date.now().toString(36);
  // Four days ahead: in this month's grid, and not the days other journeys crowd.
  const day = dayFromToday(4);
  const publicName = `Open regatta ${stamp}`;
  const privateName = `Committee meeting ${stamp}`;
  let admin: Tokens;
  let publicId: number;
  let privateId: number;

  beforeAll(async () => {
    admin = await adminTokens();
    const slipway = await create(admin, 'locations', { name: `Slipway ${stamp}` });
    publicId = (
      await create(admin, 'events', {
        name: publicName,
        start: at(day, '10:00'),
        end: at(day, '16:30'),
        location: slipway.id,
        details: 'Bring a **lifejacket** and lunch.',
      })
    ).id;
    privateId = (
      await create(admin, 'events', {
        name: privateName,
        start: at(day, '19:00'),
        end: at(day, '21:00'),
      })
    ).id;
  });

  afterAll(() => {
    // For the report: what the pages printed (the last test asserts on it).
    if (consoleProblems.length) console.info(consoleProblems.join('\n'));
  });

  it('after Add event, the notification and the day view lead on to its shift planner', async () => {
    const page = collectConsole(await chromium.newAdminPage());
    const name = `Added here ${stamp}`;
    await page.goto('/events/add');
    await page.getByLabel(/^Name/).fill(name);
    await page.getByLabel(/^Start/).fill(`${day}T08:00`);
    await page.getByLabel(/^End/).fill(`${day}T09:00`);
    await page.getByRole('button', { name: 'Add event' }).click();
    await page.waitForURL(`**/events/calendar/${day}`);
    await waitForNotification(page, `“${name}” was added.`);
    const card = page.getByTestId('event-card').filter({ hasText: name });
    const planner = await card
      .getByRole('link', { name: `Shifts of ${name}` })
      .getAttribute('href');
    expect(planner).toMatch(/^\/events\/\d+\/shifts$/);
    await checkPage(page, 'day view with the new event and its notification');
    await shot(page, 'added-event-notification');
    await page
      .locator('.mantine-Notification-root')
      .getByRole('link', { name: 'Plan its shifts' })
      .click();
    await page.waitForURL(`**${planner}`);
    await page.getByRole('heading', { name: `Shifts: ${name}`, level: 1 }).waitFor();
    await page.context().close();
  });

  it('Copy from event moves shifts to this event and warns about those outside it', async () => {
    // A full day (09:00–17:00) with a shift at the start and one at the end, copied onto
    // a morning (10:00–13:00): the end shift would run past it.
    const source = await create(admin, 'events', {
      name: `Full day ${stamp}`,
      start: at(day, '09:00'),
      end: at(day, '17:00'),
    });
    await create(admin, 'shifts', {
      event: source.id,
      start: at(day, '09:00'),
      end: at(day, '11:00'),
    });
    await create(admin, 'shifts', {
      event: source.id,
      start: at(day, '15:00'),
      end: at(day, '17:00'),
    });
    const target = await create(admin, 'events', {
      name: `Morning ${stamp}`,
      start: at(dayFromToday(5), '10:00'),
      end: at(dayFromToday(5), '13:00'),
    });
    const page = checkedElsewhere(collectConsole(await chromium.newAdminPage()));
    await page.goto(`/events/${target.id}/shifts`);
    await page.getByText('No shifts yet').waitFor();
    await page.getByRole('button', { name: 'Copy from event' }).click();
    const copy = page.getByRole('dialog', { name: 'Copy shifts from another event' });
    await copy.getByLabel('Event').fill(`Full day ${stamp}`);
    await page.getByRole('option', { name: `Full day ${stamp}` }).click();
    await copy.getByText('2 shifts to copy.').waitFor();
    const warning = copy.getByText('1 of them would fall outside this event');
    await warning.waitFor();
    await checkPage(page, 'copy dialog with the warning');
    await shot(page, 'copy-from-event-warning');
    await copy.getByRole('button', { name: 'Copy 2 shifts' }).click();
    const starts = await page
      .getByLabel('Start', { exact: true })
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    // Each keeps its offset from the event's start: 10:00 and 16:00 on the target's day.
    expect(starts.sort()).toEqual([`${dayFromToday(5)}T10:00`, `${dayFromToday(5)}T16:00`]);
    await page.context().close();
  });

  it('the event form keeps an event off the public calendar', async () => {
    const page = checkedElsewhere(collectConsole(await chromium.newAdminPage()));
    await page.goto(`/events/${privateId}/edit`);
    const onPublic = page.getByRole('switch', { name: 'Show on the public calendar' });
    expect(await onPublic.isChecked()).toBe(true);
    await onPublic.click();
    expect(await onPublic.isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`**/events/calendar/${day}`);
    const saved = await api<{ results: { events: Record<string, { public: boolean }> } }>(
      'GET',
      `/api/events/${privateId}/`,
      { token: admin.access },
    );
    expect(saved.body.results.events[String(privateId)]?.public).toBe(false);
    // Its page tells members it is theirs only.
    await page.goto(`/events/${privateId}`);
    await page.getByText('Members only: not on the public calendar').waitFor();
    await page.context().close();
  });

  it('a visitor opens the pop-up (end, location, details) and the public page, no login', async () => {
    const page = collectConsole(await chromium.newPage());
    await page.goto('/events/public');
    const entry = calendarEntry(page, publicName);
    await entry.waitFor();
    // Kept off the public calendar: not there (nor in the answer).
    expect(await page.locator('.fc-event', { hasText: privateName }).count()).toBe(0);
    // Visitors may subscribe to the club programme too.
    expect(
      await page.getByRole('link', { name: 'Subscribe in your calendar app' }).getAttribute('href'),
    ).toBe(`webcal://localhost:${env.port}/api/events/feed.ics`);
    await entry.click();
    const dialog = page.getByRole('dialog', { name: 'Event' });
    await dialog.getByRole('heading', { name: publicName }).waitFor();
    await dialog.getByText(/to 4:30\s?pm|to 16:30/).waitFor();
    await dialog.getByText(`Slipway ${stamp}`).waitFor();
    await dialog.locator('strong', { hasText: 'lifejacket' }).waitFor();
    await checkPage(page, 'public calendar pop-up');
    await shot(page, 'public-calendar-popup');

    await dialog.getByRole('link', { name: 'Go to event' }).click();
    await page.waitForURL(`**/events/public/${publicId}`);
    await page.getByRole('heading', { name: publicName, level: 1 }).waitFor();
    await page.locator('strong', { hasText: 'lifejacket' }).waitFor();
    await page.getByText(`Slipway ${stamp}`).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/events/public/${publicId}`); // no login wall
    await checkPage(page, 'public event page');
    await shot(page, 'public-event-page');
    await page.getByRole('link', { name: 'Back to the calendar' }).click();
    await page.waitForURL('**/events/public');

    // The private event's public page is not found (the 404 page is checked elsewhere).
    checkedElsewhere(page);
    await page.goto(`/events/public/${privateId}`);
    await page.waitForURL('**/404');
    await page.context().close();
  });

  it('framed with ?iframe, the public calendar keeps a margin from the frame edges', async () => {
    const page = collectConsole(await chromium.newPage());
    await page.goto('/events/public?iframe');
    await calendarEntry(page, publicName).waitFor();
    const padding = await page.locator('main').evaluate((main) => {
      const style = getComputedStyle(main);
      return [style.paddingTop, style.paddingLeft, style.paddingRight].map(parseFloat);
    });
    expect(Math.min(...padding)).toBeGreaterThanOrEqual(8);
    // As another site shows it: inside an iframe with a visible border.
    await page.setContent(
      `<body style="margin:0;background:#ddd;padding:16px"><iframe title="Club calendar" src="${env.baseUrl}/events/public?iframe" style="width:900px;height:720px;border:2px solid #333;background:#fff"></iframe></body>`,
    );
    const frame = page.frameLocator('iframe');
    await frame.locator('.fc-event', { hasText: publicName }).first().waitFor();
    await shot(page, 'public-calendar-in-iframe');
    await page.context().close();
  });

  it('the calendar offers the club feed and the member their own, to copy or open', async () => {
    const page = checkedElsewhere(collectConsole(await chromium.newAdminPage()));
    await page.goto('/events/calendar');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe in your calendar app' });
    const club = dialog.getByRole('textbox', { name: 'Club programme feed' });
    expect(await club.inputValue()).toBe(`webcal://localhost:${env.port}/api/events/feed.ics`);
    expect(
      await dialog
        .getByRole('link', { name: 'Subscribe to the club programme' })
        .getAttribute('href'),
    ).toBe(`webcal://localhost:${env.port}/api/events/feed.ics`);
    await dialog.getByRole('button', { name: 'Copy club programme feed' }).waitFor();
    await dialog
      .getByRole('button', { name: /Create my feed link|Reset link/ })
      .first()
      .waitFor();
    if (await dialog.getByRole('button', { name: 'Create my feed link' }).count()) {
      await dialog.getByRole('button', { name: 'Create my feed link' }).click();
      const mine = dialog.getByRole('textbox', { name: 'My shifts feed' });
      expect(await mine.inputValue()).toMatch(
        new RegExp(`^webcal://localhost:${env.port}/api/calendar-feeds/[\\w-]+\\.ics$`),
      );
    }
    await checkPage(page, 'subscribe dialog');
    await shot(page, 'calendar-subscribe');
    await page.context().close();
  });

  it('no page printed the react-router "navigate() in render" warning', () => {
    expect(consoleProblems.filter((line) => line.includes('navigate()'))).toEqual([]);
  });
});
