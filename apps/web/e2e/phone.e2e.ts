import { mkdirSync } from 'node:fs';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTokens, api, createUser, loginApi, type Tokens, uniqueEmail } from './support/api';
import { checkPage } from './support/axe';
import { PHONE_VIEWPORT } from './support/browser';
import { browserForFile } from './support/session';
import { expectNoSidewaysScroll, loginWithTokens } from './support/ui';

/**
 * Issue 20, items 4 and 5 (and the Fill dialog of item 6) on a 390 × 844 phone: a member
 * marks days from the calendar, the day view and /unavailability/{date}; month chips name
 * their events; My shifts, People and Timesheets are cards that never scroll sideways;
 * the planner's Save, Publish and Requests stay in reach. And the planner on a 1280 × 800
 * desktop: an 8-shift event in about two screens. Every page reached by `goto` is checked
 * with axe (light and dark, phone and desktop) by the support code; the states reached by
 * taps (day view, requests drawer, Fill dialog) are checked here.
 */
const chromium = browserForFile();
const ZONE = 'Europe/London';
const PHONE: BrowserContextOptions = {
  viewport: PHONE_VIEWPORT,
  isMobile: true,
  hasTouch: true,
  timezoneId: ZONE,
};
const SHOTS = '/tmp/shots-phone';
mkdirSync(SHOTS, { recursive: true });

const DAY_MS = 24 * 3600 * 1000;
/** The day `offset` days from now in the club's zone (the browser's here), YYYY-MM-DD. */
const dayFromNow = (offset: number) =>
  new Date(Date.now() + offset * DAY_MS).toLocaleDateString('sv', { timeZone: ZONE });
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The calendar's name of a day's button: "Open Thu 26 Nov 2026". */
const openDayLabel = (iso: string) => {
  const date = new Date(`${iso}T12:00:00Z`);
  return `Open ${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
};
const nextDay = (iso: string) =>
  new Date(Date.parse(`${iso}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

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

/** The element lies inside the visible screen (not scrolled away, not off to a side). */
async function expectOnScreen(page: Page, locator: ReturnType<Page['locator']>, label: string) {
  const box = await locator.boundingBox();
  const size = page.viewportSize()!;
  expect(box, `${label} is shown`).not.toBeNull();
  expect(box!.y, `${label} top`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${label} bottom`).toBeLessThanOrEqual(size.height + 0.5);
  expect(box!.x + box!.width, `${label} right`).toBeLessThanOrEqual(size.width + 0.5);
}

async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
    .catch(() => {});
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

describe('availability and the busy screens on a phone (issue 20, items 4 and 5)', () => {
  const stamp = Date.now().toString(36);
  const day = dayFromNow(1);
  const following = nextDay(day);
  const eventName = `Phone regatta championship ${stamp}`;
  const member = {
    email: uniqueEmail('phone'),
    name: `Pia Phone ${stamp}`,
    phone: '+447700900321',
    password: 'phone-member-pass',
  };
  const comment =
    'I can be there from nine in the morning but I have to leave by three, because my ' +
    'daughter has a swimming lesson on the other side of town; I would love the rescue ' +
    'boat since I now hold my powerboat level 2 certificate.';
  let admin: Tokens;
  let memberTokens: Tokens;
  let memberId: number;
  let eventId: number;
  let timesheetsBefore = false;

  beforeAll(async () => {
    admin = await adminTokens();
    const site = await api<{ feature_timesheets: boolean }>('GET', '/api/organisations/current/');
    timesheetsBefore = site.body.feature_timesheets;
    await put(admin.access, '/api/organisations/current/', { feature_timesheets: true });
    await createUser(member);
    memberTokens = await loginApi(member.email, member.password);
    memberId = (await api<{ id: number }>('GET', '/api/auth/user', { token: memberTokens.access }))
      .body.id;

    const [helm, crew] = await create(admin, '/api/roles/', [
      { name: `Helm ${stamp}` },
      { name: `Crew ${stamp}` },
    ]);
    const assignments = await create(admin, '/api/assignments/', [
      { name: `Rescue ${stamp}` },
      { name: `Start boat ${stamp}` },
      { name: `Galley ${stamp}` },
    ]);
    const lastWeek = dayFromNow(-7);
    const [event, past] = await create(admin, '/api/events/', [
      { name: eventName, start: `${day}T09:00:00Z`, end: `${day}T17:00:00Z` },
      {
        name: `Phone past race ${stamp}`,
        start: `${lastWeek}T10:00:00Z`,
        end: `${lastWeek}T14:00:00Z`,
      },
    ]);
    eventId = event!;
    const published = new Date().toISOString();
    // Eight shifts over three assignments, the member on the first.
    const shifts = Array.from({ length: 8 }, (_, i) => ({
      event: eventId,
      assignment: assignments[i % 3],
      role: i % 2 ? crew : helm,
      person: i === 0 ? memberId : null,
      start: `${day}T${String(9 + (i % 4)).padStart(2, '0')}:00:00Z`,
      end: `${day}T${String(12 + (i % 4)).padStart(2, '0')}:00:00Z`,
      draft: published,
    }));
    const ids = await create(admin, '/api/shifts/', [
      ...shifts,
      {
        event: past,
        role: helm,
        person: memberId,
        start: `${lastWeek}T10:00:00Z`,
        end: `${lastWeek}T12:00:00Z`,
        draft: published,
      },
    ]);
    const pastShift = ids.at(-1)!;
    await put(admin.access, `/api/shifts/${pastShift}/start`, {
      datetime: `${lastWeek}T10:00:00Z`,
    });
    await put(admin.access, `/api/shifts/${pastShift}/end`, { datetime: `${lastWeek}T12:15:00Z` });
    const asked = await api('POST', '/api/requests/batch', {
      token: memberTokens.access,
      body: [{ person: memberId, event: eventId, role: crew, comments: comment }],
    });
    expect(asked.status).toBe(201);
  });

  afterAll(async () => {
    if (admin) {
      await put(admin.access, '/api/organisations/current/', {
        feature_timesheets: timesheetsBefore,
      });
    }
  });

  const memberPhone = async () => {
    const page = await chromium.newPage(PHONE);
    await loginWithTokens(page, memberTokens);
    return page;
  };
  const adminPhone = () => chromium.newAdminPage(PHONE);

  it('a member marks a day on the calendar, whose month chips name the events', async () => {
    const page = await memberPhone();
    await page.goto(`/events/calendar?date=${day}`);
    const button = page.getByRole('button', { name: `Availability for ${day}: Not set` });
    // A month of six weeks runs below a phone's screen (November 2026's last row, 30 Nov,
    // ends 5 px under it): the member scrolls to it, and it then fits whole. (Centred: the
    // least scroll leaves it a fraction of a pixel under the edge.)
    await button.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expectOnScreen(page, button, "the day's availability button");
    await button.tap();
    await page.getByRole('menuitem', { name: 'Available', exact: true }).tap();
    await page.getByRole('button', { name: `Availability for ${day}: Available` }).waitFor();

    // The chip shows the event's name, all of it, wrapped: no time, nothing cut off.
    const chip = page.locator('.fc-daygrid-event').filter({ hasText: eventName });
    expect(await chip.locator('.fc-event-time').count()).toBe(0);
    const title = chip.locator('.fc-event-title');
    expect(await title.textContent()).toBe(eventName);
    const clipped = await title.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(clipped, 'the name is cut off sideways').toBe(false);
    await expectNoSidewaysScroll(page, 'calendar');
    await shot(page, 'calendar-phone');
    await page.context().close();
  });

  it('a member marks days from the day view and moves to the next day', async () => {
    const page = await memberPhone();
    await page.goto(`/events/calendar?date=${day}`);
    await page.getByRole('button', { name: openDayLabel(day), exact: true }).tap();
    await page.waitForURL(`**/events/calendar/${day}`);
    const choice = page.getByTestId('availability-choice');
    // What the calendar set shows here too.
    await choice.getByRole('button', { name: 'Available', exact: true, pressed: true }).waitFor();
    await choice.getByRole('button', { name: 'Unavailable' }).tap();
    await choice.getByRole('button', { name: 'Unavailable', pressed: true }).waitFor();
    await page.getByText(eventName).waitFor();
    await expectNoSidewaysScroll(page, 'day view');
    await checkPage(page, 'day view (phone)');
    await shot(page, 'day-view-phone');

    await page.getByRole('link', { name: 'Next day' }).tap();
    await page.waitForURL(`**/events/calendar/${following}`);
    await choice.getByRole('button', { name: 'Only if required' }).waitFor();
    await expect.poll(() => choice.getAttribute('data-state')).toBe('unset');
    await choice.getByRole('button', { name: 'Only if required' }).tap();
    await choice.getByRole('button', { name: 'Only if required', pressed: true }).waitFor();
    await page.getByRole('link', { name: 'Previous day' }).tap();
    await page.waitForURL(`**/events/calendar/${day}`);
    await choice.getByRole('button', { name: 'Unavailable', pressed: true }).waitFor();

    // The server holds both days as the member set them.
    const mine = await api<{ rows: { date: string; available: number }[] }>(
      'GET',
      `/api/availability/mine?start=${day}&end=${following}&tz=${encodeURIComponent(ZONE)}`,
      { token: memberTokens.access },
    );
    expect(mine.status).toBe(200);
    const byDate = Object.fromEntries(mine.body.rows.map((row) => [row.date, row.available]));
    expect(byDate).toMatchObject({ [day]: 0, [following]: 2 });
    await page.context().close();
  });

  it("a member sets and unsets a day on /unavailability/{date}, and sees the day's lists", async () => {
    const page = await memberPhone();
    await page.goto(`/unavailability/${following}`);
    const choice = page.getByTestId('availability-choice');
    await choice.getByRole('button', { name: 'Only if required', pressed: true }).waitFor();
    const ifRequired = page.getByTestId('day-if-required');
    await ifRequired.getByText(member.name).waitFor();
    await expectNoSidewaysScroll(page, '/unavailability/{date}');
    await shot(page, 'unavailability-day-phone');

    await choice.getByRole('button', { name: 'Available', exact: true }).tap();
    await page.getByTestId('day-available').getByText(member.name).waitFor();
    await choice.getByRole('button', { name: 'Unset' }).tap();
    await expect.poll(() => choice.getAttribute('data-state')).toBe('unset');
    await page.getByTestId('day-available').getByText(member.name).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('My shifts is a list of cards, its Times button in reach', async () => {
    const page = await memberPhone();
    await page.goto('/profile/shifts');
    const cards = page.getByTestId('table-card');
    await cards.first().waitFor();
    expect(await page.locator('table').count()).toBe(0);
    expect(await cards.count()).toBe(2);
    const past = cards.filter({ hasText: `Phone past race ${stamp}` });
    await past.getByText('Actual End').waitFor();
    const times = past.getByRole('button', { name: `Times of Phone past race ${stamp}` });
    await times.scrollIntoViewIfNeeded();
    await expectOnScreen(page, times, 'the Times button');
    await expectNoSidewaysScroll(page, 'My shifts');
    await shot(page, 'my-shifts-phone');
    // Sorting without column headers: by event name, descending.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('-event_name');
    await expect
      .poll(async () => (await cards.first().textContent())?.startsWith(eventName))
      .toBe(true);
    await page.context().close();
  });

  it('People and Timesheets are cards with no sideways scroll', async () => {
    const page = await adminPhone();
    await page.goto(`/people/list?search=${encodeURIComponent(member.email)}`);
    const card = page.getByTestId('table-card').filter({ hasText: member.name });
    await card.waitFor();
    await card.getByText(member.email).waitFor();
    const tick = card.getByRole('checkbox', { name: `Select ${member.name}` });
    await expectOnScreen(page, tick, 'the select box');
    await tick.tap();
    await page.getByRole('button', { name: 'Invite selected' }).waitFor();
    await expectNoSidewaysScroll(page, 'People');
    await shot(page, 'people-phone');

    await page.goto('/timesheets');
    await page.getByTestId('table-card').first().waitFor();
    expect(await page.locator('table').count()).toBe(0);
    await page.getByTestId('table-card').filter({ hasText: eventName }).first().waitFor();
    await expectNoSidewaysScroll(page, 'Timesheets');
    await shot(page, 'timesheets-phone');
    await page.context().close();
  });

  it("the planner's Save, Publish and Requests stay in reach; Fill keeps its labels", async () => {
    const page = await adminPhone();
    await page.goto(`/events/${eventId}/shifts`);
    await page.getByRole('heading', { name: `Shifts: ${eventName}`, level: 1 }).waitFor();
    // Far down the shifts, the bar is still on screen.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await expectOnScreen(page, page.getByRole('button', { name: 'Saved' }), 'Save');
    await expectOnScreen(page, page.getByRole('button', { name: 'Publish' }), 'Publish');
    const requests = page.getByRole('button', { name: /^Requests/ });
    await expectOnScreen(page, requests, 'Requests');
    await expectNoSidewaysScroll(page, 'planner');
    await shot(page, 'planner-phone', false);

    await requests.tap();
    const drawer = page.getByRole('dialog', { name: `Requests: ${eventName}` });
    await drawer.getByText(member.name).waitFor();
    await drawer.getByText(/swimming lesson/).waitFor();
    await checkPage(page, 'planner requests drawer (phone)');
    await shot(page, 'planner-requests-phone', false);
    await drawer.getByRole('button', { name: 'Close requests' }).tap();
    await drawer.waitFor({ state: 'detached' });

    // The Fill dialog: a long comment wraps; the Fill button keeps its whole label.
    await page.locator('[data-shift-card]').getByRole('button', { name: 'Fill' }).first().tap();
    const dialog = page.getByRole('dialog', { name: 'Fill shift' });
    const fillWith = dialog.getByRole('button', { name: `Fill with ${member.name}` });
    await fillWith.waitFor();
    const label = fillWith.locator('.mantine-Button-label');
    const squeezed = await label.evaluate((el) => el.scrollWidth > el.clientWidth + 0.5);
    expect(squeezed, 'the Fill label is cut').toBe(false);
    expect((await fillWith.boundingBox())!.width).toBeGreaterThan(40);
    await dialog.getByTestId('request-comment').waitFor();
    await checkPage(page, 'fill dialog with a long comment (phone)');
    await shot(page, 'fill-dialog-phone', false);
    await fillWith.tap();
    // The member said they are unavailable that day (above): the planner asks first.
    const warning = page.getByRole('dialog', { name: 'Unavailable that day' });
    await warning.getByRole('button', { name: 'Fill anyway' }).tap();
    await dialog.waitFor({ state: 'detached' });
    const save = page.getByRole('button', { name: 'Save 1 change' });
    await expectOnScreen(page, save, 'Save after a change');
    await page.context().close();
  });

  it('on a 1280 × 800 desktop the 8-shift planner fits in about two screens', async () => {
    const page = await chromium.newAdminPage({ timezoneId: ZONE });
    await page.goto(`/events/${eventId}/shifts`);
    await page.getByRole('heading', { name: `Shifts: ${eventName}`, level: 1 }).waitFor();
    expect(await page.locator('[data-shift-card]').count()).toBe(8);
    const height = await page.evaluate(() => document.scrollingElement!.scrollHeight);
    console.log(`planner with 8 shifts: ${height} px tall at 1280 × 800`);
    expect(height).toBeLessThanOrEqual(1700);
    await shot(page, 'planner-desktop');
    // Scrolled to the last shift, Save and Publish are still under the header.
    await page.locator('[data-shift-card]').last().scrollIntoViewIfNeeded();
    await expectOnScreen(page, page.getByRole('button', { name: 'Publish' }), 'Publish');
    await page.context().close();
  });
});
