import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTokens, api, createUser, loginApi, type Tokens, uniqueEmail } from './support/api';
import { checkPage } from './support/axe';
import { PHONE_VIEWPORT } from './support/browser';
import { runClubOn } from './support/club-zone';
import { screenshot } from './support/screenshot';
import { browserForFile } from './support/session';
import { table, waitForNotification } from './support/table';

const chromium = browserForFile();

type Row = { id: number; name: string };
type Shift = {
  id: number;
  person: number | null;
  role: number | null;
  assignment: number | null;
  location: number | null;
  draft: string | null;
  start: string;
  end: string;
};

/** Creates one row of a collection as the admin and answers it. */
async function create(admin: Tokens, collection: string, item: Record<string, unknown>) {
  const answer = await api<{ results: Record<string, Record<string, Row>>; ids: number[] }>(
    'POST',
    `/api/${collection}/`,
    { token: admin.access, body: [item] },
  );
  expect(answer.status).toBe(201);
  return answer.body.results[collection]![String(answer.body.ids[0])]!;
}

const cards = (page: Page) => page.locator('[data-shift-card]');
const group = (page: Page, name: string) => page.getByRole('region', { name });

/** Picks an option of a Mantine Select (typing filters it; the option is clicked). */
async function choose(field: Locator, page: Page, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('the shift planner (issue 12, items 2 and 3)', () => {
  const stamp = Date.now().toString(36);
  // Tomorrow in the browser's (the machine's) zone, YYYY-MM-DD: never over while this runs.
  const day = new Date(Date.now() + 24 * 3600 * 1000).toLocaleDateString('sv');
  const eventName = `Summer regatta ${stamp}`;
  let admin: Tokens;
  let me: { id: number; name: string };
  let eventId: number;
  const names = {
    helm: `Helm ${stamp}`,
    crew: `Crew ${stamp}`,
    rescue: `Rescue ${stamp}`,
    startBoat: `Start boat ${stamp}`,
    pontoon: `Pontoon ${stamp}`,
    tower: `Tower ${stamp}`,
  };
  const ids: Record<keyof typeof names, number> = {} as never;

  /** Puts the club's zone back (it runs on UTC for this file: see beforeAll). */
  let restoreZone = async () => {};

  beforeAll(async () => {
    admin = await adminTokens();
    // The times below are written on the machine's clock (UTC) and typed into the planner
    // on the club's: the club runs on UTC for this file, or from late March to late
    // October (London on BST) they would be an hour apart. time-zone.e2e.ts covers a club
    // whose zone differs from the browser's.
    restoreZone = await runClubOn(admin.access, 'UTC');
    me = (await api<{ id: number; name: string }>('GET', '/api/auth/user', { token: admin.access }))
      .body;
    ids.helm = (await create(admin, 'roles', { name: names.helm, order: 1 })).id;
    ids.crew = (await create(admin, 'roles', { name: names.crew, order: 2 })).id;
    ids.rescue = (await create(admin, 'assignments', { name: names.rescue, order: 1 })).id;
    ids.startBoat = (await create(admin, 'assignments', { name: names.startBoat, order: 2 })).id;
    ids.pontoon = (await create(admin, 'locations', { name: names.pontoon })).id;
    ids.tower = (await create(admin, 'locations', { name: names.tower })).id;
    eventId = (
      await create(admin, 'events', {
        name: eventName,
        start: new Date(`${day}T09:00`).toISOString(),
        end: new Date(`${day}T17:00`).toISOString(),
      })
    ).id;
  });

  afterAll(async () => {
    await restoreZone();
  });

  it('an admin lays out 6 shifts with staging, saves, moves a location, fills one and publishes', async () => {
    const page = await chromium.newAdminPage();
    await page.goto(`/events/${eventId}/shifts`);
    await page.getByRole('heading', { name: `Shifts: ${eventName}`, level: 1 }).waitFor();
    await page.getByText('No shifts yet').waitFor();
    await checkPage(page, 'empty shift planner');

    // Rescue: three shifts, the first two Helm, the third Crew.
    await choose(page.getByRole('combobox', { name: 'New assignment' }), page, names.rescue);
    await page.getByRole('button', { name: 'Add shift', exact: true }).click();
    const rescue = group(page, names.rescue);
    await choose(rescue.getByRole('combobox', { name: 'Role' }).first(), page, names.helm);
    await rescue.getByRole('button', { name: `Add shift to ${names.rescue}` }).click();
    await rescue.getByRole('button', { name: `Add shift to ${names.rescue}` }).click();
    await expect.poll(() => rescue.locator('[data-shift-card]').count()).toBe(3);
    await choose(rescue.getByRole('combobox', { name: 'Role' }).nth(2), page, names.crew);

    // Start boat: one shift, copied twice; its times changed on the first.
    await choose(page.getByRole('combobox', { name: 'New assignment' }), page, names.startBoat);
    await page.getByRole('button', { name: 'Add shift', exact: true }).click();
    const startBoat = group(page, names.startBoat);
    await choose(startBoat.getByRole('combobox', { name: 'Role' }).first(), page, names.crew);
    await startBoat.getByLabel('Start', { exact: true }).first().fill(`${day}T10:00`);
    await startBoat.getByLabel('End', { exact: true }).first().fill(`${day}T13:00`);
    await startBoat.getByRole('button', { name: 'Copy shift' }).first().click();
    await startBoat.getByRole('button', { name: 'Copy shift' }).first().click();
    await expect.poll(() => cards(page).count()).toBe(6);

    // A seventh, never saved, removed again: it just goes.
    await rescue.getByRole('button', { name: `Add shift to ${names.rescue}` }).click();
    await expect.poll(() => cards(page).count()).toBe(7);
    await rescue.getByRole('button', { name: 'Remove shift' }).last().click();
    await expect.poll(() => cards(page).count()).toBe(6);

    // Each assignment's location, chosen once for its shifts.
    await choose(
      page.getByRole('combobox', { name: `Location of ${names.rescue}` }),
      page,
      names.pontoon,
    );
    await choose(
      page.getByRole('combobox', { name: `Location of ${names.startBoat}` }),
      page,
      names.tower,
    );
    expect(await page.getByText('New', { exact: true }).count()).toBe(6);
    await checkPage(page, 'planner with 6 staged shifts');
    await screenshot(page, 'shift-planner-staged');

    // Leaving with unsaved changes asks first.
    await page.getByRole('link', { name: 'Shift list' }).click();
    const discard = page.getByRole('dialog', { name: 'Discard changes?' });
    await discard.waitFor();
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await discard.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Save 6 changes' }).click();
    await waitForNotification(page, 'Shifts saved.');
    await page.getByText('Unpublished: 6 shifts').waitFor();
    expect(await page.getByText('Unpublished', { exact: true }).count()).toBe(6);

    // Moving Rescue to the tower marks its three saved shifts changed, and only them.
    await choose(
      page.getByRole('combobox', { name: `Location of ${names.rescue}` }),
      page,
      names.tower,
    );
    expect(await page.getByText('Changed', { exact: true }).count()).toBe(3);
    // Publishing waits for the save.
    expect(await page.getByRole('button', { name: 'Publish' }).isDisabled()).toBe(true);

    // Fill the first Start boat shift with the admin, through the person selector.
    await startBoat.getByRole('button', { name: 'Fill' }).first().click();
    const fill = page.getByRole('dialog', { name: 'Fill shift' });
    await fill.getByLabel('Person').fill(me.name);
    await page.getByRole('option', { name: me.name }).first().click();
    await fill.getByRole('button', { name: `Fill with ${me.name}` }).click();
    await fill.waitFor({ state: 'detached' });
    await startBoat.getByText(me.name).waitFor();

    await page.getByRole('button', { name: 'Save 4 changes' }).click();
    await waitForNotification(page, 'Shifts saved.');
    await page.getByRole('button', { name: 'Saved' }).waitFor();

    await page.getByRole('button', { name: 'Publish' }).click();
    const publish = page.getByRole('dialog', { name: 'Publish shifts?' });
    await checkPage(page, 'publish question');
    await publish.getByRole('button', { name: 'Publish 6 shifts' }).click();
    await waitForNotification(page, '6 shifts published.');
    await page.getByText('Unpublished: 6 shifts').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByText('Published', { exact: true }).count()).toBe(6);
    await screenshot(page, 'shift-planner-published');
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'shift-planner-phone-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 800 });

    // What the server holds: 6 published shifts, all at the tower, the admin on one.
    const saved = await api<{ results: { shifts: Record<string, Shift> }; count: number }>(
      'GET',
      `/api/shifts/?event=${eventId}&limit=all`,
      { token: admin.access },
    );
    expect(saved.status).toBe(200);
    const shifts = Object.values(saved.body.results.shifts);
    expect(shifts).toHaveLength(6);
    expect(shifts.every((shift) => shift.draft !== null)).toBe(true);
    expect(shifts.every((shift) => shift.location === ids.tower)).toBe(true);
    const count = (assignment: number, role: number) =>
      shifts.filter((s) => s.assignment === assignment && s.role === role).length;
    expect(count(ids.rescue, ids.helm)).toBe(2);
    expect(count(ids.rescue, ids.crew)).toBe(1);
    expect(count(ids.startBoat, ids.crew)).toBe(3);
    // The Start boat times typed on the first shift went with its copies.
    for (const shift of shifts.filter((s) => s.assignment === ids.startBoat)) {
      expect(new Date(shift.start).getTime()).toBe(new Date(`${day}T10:00`).getTime());
      expect(new Date(shift.end).getTime()).toBe(new Date(`${day}T13:00`).getTime());
    }
    expect(shifts.filter((shift) => shift.person === me.id)).toHaveLength(1);

    // The shift list: the same 6 in the shared data table.
    await page.getByRole('link', { name: 'Shift list' }).click();
    await page.waitForURL(`**/events/${eventId}/shifts/list`);
    await page.getByRole('heading', { name: `Shift list: ${eventName}` }).waitFor();
    await expect.poll(() => table(page, 'Shifts').locator('tbody tr').count()).toBe(6);
    await table(page, 'Shifts').getByText(me.name).waitFor();
    await checkPage(page, 'shift list');
    // The CSV: every shift of the event, with names for the role, assignment and location.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('shifts-export.csv');
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\ufeff/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Start,End,Role,Assignment,Location,Person,Published');
    expect(lines).toHaveLength(7);
    expect(lines.filter((line) => line.includes(`${names.startBoat},${names.tower}`))).toHaveLength(
      3,
    );
    expect(lines.filter((line) => line.includes(me.name))).toHaveLength(1);
    await page.context().close();
  });
  it('an admin fills a shift from a request, sees a refused save keep what was typed, and copies the layout to another event', async () => {
    const member = {
      email: uniqueEmail('planner-member'),
      name: `Member ${stamp}`,
      phone: '+447700900321',
      password: 'planner-member-pass',
    };
    await createUser(member);
    const memberTokens = await loginApi(member.email, member.password);
    const memberId = (
      await api<{ id: number }>('GET', '/api/auth/user', { token: memberTokens.access })
    ).body.id;
    const asked = await api('POST', '/api/requests/batch', {
      token: memberTokens.access,
      body: [
        {
          person: memberId,
          event: eventId,
          comments: 'Happy to helm',
          role: ids.helm,
          assignment: ids.rescue,
        },
      ],
    });
    expect(asked.status).toBe(201);

    const page = await chromium.newAdminPage();
    await page.goto(`/events/${eventId}/shifts`);
    const requests = page.getByRole('region', { name: 'Requests' });
    await requests.getByText('Happy to helm').waitFor();
    await requests.getByRole('button', { name: `Fill a shift with ${member.name}` }).click();
    // The open shifts, those fitting the request (Rescue, Helm) first.
    const first = page.getByRole('menuitem').first();
    expect(await first.textContent()).toContain(`${names.rescue} · ${names.helm}`);
    await checkPage(page, 'fill from a request menu');
    await first.click();
    await requests.getByText('On a shift').waitFor();
    await group(page, names.rescue).getByText(member.name).waitFor();
    await page.getByRole('button', { name: 'Save 1 change' }).click();
    await waitForNotification(page, 'Shifts saved.');
    await requests.getByText('Done').waitFor();
    // Removing a filled shift asks first and says the person will be told.
    const filled = page.locator('[data-shift-card]').filter({ hasText: member.name });
    await filled.getByRole('button', { name: 'Remove shift' }).click();
    const question = page.getByRole('dialog', { name: 'Remove a filled shift?' });
    await question.getByText(`${member.name} will be told by email`).waitFor();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await filled.getByText('Published', { exact: true }).count()).toBe(1);
    const request = await api<{ results: { requests: Record<string, { actioned: boolean }> } }>(
      'GET',
      `/api/requests/?event=${eventId}`,
      { token: admin.access },
    );
    expect(Object.values(request.body.results.requests).map((r) => r.actioned)).toEqual([true]);

    // An end before the start is refused on its field; what was typed stays.
    const lastRescue = group(page, names.rescue).locator('[data-shift-card]').last();
    await lastRescue.getByLabel('End', { exact: true }).fill(`${day}T08:00`);
    await page.getByRole('button', { name: 'Save 1 change' }).click();
    await page.getByRole('alert').filter({ hasText: 'Not everything was saved' }).waitFor();
    await lastRescue.getByText('End must be after start.').waitFor();
    expect(await lastRescue.getByLabel('End', { exact: true }).inputValue()).toBe(`${day}T08:00`);
    expect(await lastRescue.getByText('Changed', { exact: true }).count()).toBe(1);
    await checkPage(page, 'a refused save');
    await screenshot(page, 'shift-planner-refused');
    await lastRescue.getByLabel('End', { exact: true }).fill(`${day}T12:00`);
    await page.getByRole('button', { name: 'Save 1 change' }).click();
    await waitForNotification(page, 'Shifts saved.');
    await page.getByRole('button', { name: 'Saved' }).waitFor();

    // The whole layout copied onto another event two days later, nobody on the copies.
    const later = new Date(Date.now() + 3 * 24 * 3600 * 1000).toLocaleDateString('sv');
    const otherName = `Autumn regatta ${stamp}`;
    const otherId = (
      await create(admin, 'events', {
        name: otherName,
        start: new Date(`${later}T08:00`).toISOString(),
        end: new Date(`${later}T18:00`).toISOString(),
      })
    ).id;
    await page.goto(`/events/${otherId}/shifts`);
    await page.getByText('No shifts yet').waitFor();
    await page.getByRole('button', { name: 'Copy from event' }).click();
    const copy = page.getByRole('dialog', { name: 'Copy shifts from another event' });
    await copy.getByLabel('Event').fill(eventName);
    await page.getByRole('option', { name: eventName }).click();
    await copy.getByText('6 shifts to copy.').waitFor();
    await checkPage(page, 'copy layout dialog');
    await copy.getByRole('button', { name: 'Copy 6 shifts' }).click();
    await expect.poll(() => cards(page).count()).toBe(6);
    expect(await page.getByText('New', { exact: true }).count()).toBe(6);
    const starts = await page
      .getByLabel('Start', { exact: true })
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(starts.every((value) => value.startsWith(`${later}T`))).toBe(true);
    await page.getByRole('button', { name: 'Save 6 changes' }).click();
    await waitForNotification(page, 'Shifts saved.');
    const copied = await api<{ results: { shifts: Record<string, Shift> } }>(
      'GET',
      `/api/shifts/?event=${otherId}&limit=all`,
      { token: admin.access },
    );
    const copiedShifts = Object.values(copied.body.results.shifts);
    expect(copiedShifts).toHaveLength(6);
    expect(copiedShifts.every((shift) => shift.person === null && shift.draft === null)).toBe(true);
    expect(copiedShifts.every((shift) => shift.location === ids.tower)).toBe(true);
    await page.context().close();
  });
});
