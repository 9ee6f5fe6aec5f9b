import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTokens, api, createUser, type Tokens, uniqueEmail } from './support/api';
import { checkPage } from './support/axe';
import { PHONE_VIEWPORT } from './support/browser';
import { runClubOn } from './support/club-zone';
import { screenshot } from './support/screenshot';
import { browserForFile } from './support/session';
import { waitForNotification } from './support/table';
import { expectNoSidewaysScroll } from './support/ui';

const chromium = browserForFile();

type Created = { results: Record<string, Record<string, { id: number }>>; ids: number[] };

/** Creates one row of a collection as the admin: its id. */
async function create(admin: Tokens, collection: string, item: Record<string, unknown>) {
  const answer = await api<Created>('POST', `/api/${collection}/`, {
    token: admin.access,
    body: [item],
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.ids[0]!;
}

describe('duties: a role that requires a competency (issue 25, items 4 and 5)', () => {
  const stamp = Date.now().toString(36);
  const day = new Date(Date.now() + 2 * 24 * 3600 * 1000).toLocaleDateString('sv');
  const roleName = `Safety Boat Driver ${stamp}`;
  const competencyName = `Powerboat Level 2 ${stamp}`;
  const eventName = `Club racing ${stamp}`;
  const member = {
    email: uniqueEmail('duties-member'),
    name: `Alex Smith ${stamp}`,
    phone: '+447700900456',
    password: 'duties-member-pass',
  };
  let admin: Tokens;
  let memberId: number;
  let competencyId: number;
  let eventId: number;
  /** Puts the club's zone back (it runs on UTC for this file: see beforeAll). */
  let restoreZone = async () => {};

  beforeAll(async () => {
    admin = await adminTokens();
    // Times are written on the machine's clock (UTC) below: the club runs on UTC meanwhile.
    restoreZone = await runClubOn(admin.access, 'UTC');
    await createUser(member);
    const people = await api<{
      results: { people: Record<string, { id: number; email: string }> };
    }>('GET', `/api/people/?search=${encodeURIComponent(member.email)}`, { token: admin.access });
    memberId = Object.values(people.body.results.people).find((p) => p.email === member.email)!.id;
    competencyId = await create(admin, 'competencies', { name: competencyName });
    const roleId = await create(admin, 'roles', { name: roleName });
    eventId = await create(admin, 'events', {
      name: eventName,
      start: new Date(`${day}T09:00`).toISOString(),
      end: new Date(`${day}T17:00`).toISOString(),
    });
    await create(admin, 'shifts', {
      event: eventId,
      role: roleId,
      start: new Date(`${day}T10:00`).toISOString(),
      end: new Date(`${day}T13:00`).toISOString(),
    });
  });

  afterAll(async () => {
    await restoreZone();
  });

  it('sets the requirement, is refused an unqualified member, assigns once qualified, reads the history', async () => {
    const page = await chromium.newAdminPage();

    // The roles screen: the role requires the competency from now on.
    await page.goto(`/roles?search=${encodeURIComponent(roleName)}`);
    await page.getByRole('button', { name: `Add required competencies of ${roleName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Required competencies: ${roleName}` });
    await dialog.getByLabel('Competencies').fill(competencyName);
    await page.getByRole('option', { name: competencyName }).click();
    // A click beside the list closes it (it covers the buttons), as a person would.
    await dialog.getByText('Only people with a current record').click();
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await checkPage(page, 'required competencies dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(competencyName, { exact: true }).waitFor();

    // The planner: the member without a record is refused, naming the competency.
    await page.goto(`/events/${eventId}/shifts`);
    await page.getByRole('heading', { name: `Shifts: ${eventName}`, level: 1 }).waitFor();
    const card = page.locator('[data-shift-card]').first();
    await card.getByRole('button', { name: 'Fill' }).click();
    const fill = page.getByRole('dialog', { name: 'Fill shift' });
    await fill.getByLabel('Person').fill(member.name);
    await page.getByRole('option', { name: member.name }).first().click();
    await fill.getByRole('button', { name: `Fill with ${member.name}` }).click();
    await fill.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save 1 change' }).click();
    const refusal = `${member.name} needs ${competencyName} for ${roleName}.`;
    await page.getByRole('alert').filter({ hasText: 'Not everything was saved' }).waitFor();
    await card.getByText(refusal).waitFor();
    await checkPage(page, 'planner refusing an unqualified member');
    await screenshot(page, 'duties-refused');

    // The record is added (as the records screen would); the same change now saves.
    const record = await api('POST', '/api/records/add', {
      token: admin.access,
      body: {
        person: memberId,
        competency: competencyId,
        achieved: new Date().toLocaleDateString('sv'),
      },
    });
    expect(record.status, JSON.stringify(record.body)).toBe(201);
    await page.getByRole('button', { name: 'Save 1 change' }).click();
    await waitForNotification(page, 'Shifts saved.');
    await page.getByRole('button', { name: 'Saved' }).waitFor();

    // The shift's history: the member put on it, by the admin.
    await card.getByRole('button', { name: 'Shift history' }).click();
    const history = page.getByRole('dialog', { name: 'Shift history' });
    const row = history.getByRole('row').filter({ hasText: 'Put on the shift' });
    await row.getByText(member.name).waitFor();
    await checkPage(page, 'shift history dialog');
    await screenshot(page, 'duties-history');

    await page.setViewportSize(PHONE_VIEWPORT);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSidewaysScroll(page, 'shift history on a phone');
    await screenshot(page, 'duties-history-phone-dark');
    await page.context().close();

    // What the server holds: the member on the shift, and one history row saying so.
    const shifts = await api<{
      results: { shifts: Record<string, { id: number; person: number }> };
    }>('GET', `/api/shifts/?event=${eventId}`, { token: admin.access });
    const [shift] = Object.values(shifts.body.results.shifts);
    expect(shift!.person).toBe(memberId);
    const rows = await api<{ history: { action: string; person: number }[] }>(
      'GET',
      `/api/shifts/${shift!.id}/history`,
      { token: admin.access },
    );
    expect(rows.body.history.map((h) => [h.action, h.person])).toEqual([['assigned', memberId]]);
  });
});
