import { beforeAll, describe, expect, it } from 'vitest';
import { adminTokens, api, createUser, loginApi, type Tokens, uniqueEmail } from './support/api';
import { checkPage } from './support/axe';
import { PHONE_VIEWPORT } from './support/browser';
import { screenshot } from './support/screenshot';
import { browserForFile } from './support/session';
import { waitForNotification } from './support/table';
import { loginWithTokens } from './support/ui';

const chromium = browserForFile();

/** Tomorrow (UTC) as YYYY-MM-DD: never over while the journey runs. */
function tomorrow(): string {
  return new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);
}

type Created = { ids: number[] };

/** POST a list to a collection as the admin; the created ids in the order sent. */
async function create(admin: Tokens, path: string, items: object[]): Promise<number[]> {
  const res = await api<Created>('POST', path, { token: admin.access, body: items });
  if (res.status !== 201)
    throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.ids;
}

describe('requests: a member signs up, the admin fills the shift, series sign-up (issue 12)', () => {
  const stamp = Date.now().toString(36);
  const day = tomorrow();
  const eventName = `Harbour regatta ${stamp}`;
  const seriesName = `Winter series ${stamp}`;
  const names = {
    role: `Helm ${stamp}`,
    assignment: `Race team ${stamp}`,
    location: `Pontoon ${stamp}`,
  };
  const member = {
    email: uniqueEmail('requests-member'),
    name: `Rita Requester ${stamp}`,
    phone: '+447700900456',
    password: 'member-pass-456',
  };
  let admin: Tokens;
  let memberTokens: Tokens;
  let memberId: number;
  let eventId: number;
  let seriesId: number;
  let helmShift: number;

  beforeAll(async () => {
    admin = await adminTokens();
    await createUser(member);
    memberTokens = await loginApi(member.email, member.password);
    const me = await api<{ id: number }>('GET', '/api/auth/user', { token: memberTokens.access });
    memberId = me.body.id;

    const [role] = await create(admin, '/api/roles/', [{ name: names.role }]);
    const [other] = await create(admin, '/api/roles/', [{ name: `Crew ${stamp}` }]);
    const [assignment] = await create(admin, '/api/assignments/', [{ name: names.assignment }]);
    const [location] = await create(admin, '/api/locations/', [{ name: names.location }]);
    [eventId] = await create(admin, '/api/events/', [
      { name: eventName, start: `${day}T09:00:00Z`, end: `${day}T17:00:00Z` },
    ]);
    const published = new Date().toISOString();
    const slot = {
      event: eventId!,
      assignment,
      location,
      start: `${day}T10:00:00Z`,
      end: `${day}T13:00:00Z`,
    };
    // Two published shifts and one saved but unpublished (members never see it).
    [helmShift] = await create(admin, '/api/shifts/', [
      { ...slot, role, draft: published },
      { ...slot, role: other, draft: published },
      { ...slot, role: other, start: `${day}T13:00:00Z`, end: `${day}T16:00:00Z`, draft: null },
    ]);

    [seriesId] = await create(admin, '/api/series/', [{ name: seriesName }]);
    const raceIds = await create(admin, '/api/events/', [
      {
        name: `${seriesName} race 1`,
        start: `${day}T10:00:00Z`,
        end: `${day}T12:00:00Z`,
        series: seriesId,
      },
      {
        name: `${seriesName} race 2`,
        start: `${day}T14:00:00Z`,
        end: `${day}T16:00:00Z`,
        series: seriesId,
      },
    ]);
    // Something published on each race to ask for (issue 20: no request without one).
    await create(
      admin,
      '/api/shifts/',
      raceIds.map((id, i) => ({
        event: id,
        start: `${day}T${i === 0 ? '10' : '14'}:00:00Z`,
        end: `${day}T${i === 0 ? '12' : '16'}:00:00Z`,
        draft: published,
      })),
    );
  });

  it('a member sees the published shifts, asks for one and withdraws a second ask', async () => {
    const page = await chromium.newPage();
    await loginWithTokens(page, memberTokens);
    await page.goto(`/events/${eventId}`);
    await page.getByRole('heading', { name: 'Shifts', level: 2 }).waitFor();
    const group = page.getByTestId('shift-group').filter({ hasText: names.assignment });
    await group.waitFor();
    // Only the two published shifts, both still empty.
    expect(await page.getByTestId('event-shift').count()).toBe(2);
    expect(await group.getByText('Empty', { exact: true }).count()).toBe(2);

    // Ask for the helm's shift, with a comment.
    const form = page.getByRole('form', { name: 'Ask for a shift' });
    await form.getByRole('combobox', { name: 'Role', exact: true }).click();
    await page.getByRole('option', { name: names.role }).click();
    await form.getByLabel('Comments').fill('I can be there from 9.');
    await form.getByRole('button', { name: 'Sign up' }).click();
    await waitForNotification(page, 'Request sent');
    const mine = page.getByTestId('my-request');
    await mine.filter({ hasText: names.role }).waitFor();

    // A second ask for any shift, then withdrawn after the question.
    await form.getByRole('button', { name: 'Sign up' }).click();
    await mine.filter({ hasText: 'Any shift' }).waitFor();
    expect(await mine.count()).toBe(2);
    await mine.filter({ hasText: 'Any shift' }).getByRole('button', { name: 'Withdraw' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw request' });
    await dialog.getByText(`Withdraw your request for Any shift on ${eventName}?`).waitFor();
    await checkPage(page, 'withdraw request dialog');
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await waitForNotification(page, 'Request withdrawn');
    await mine.filter({ hasText: 'Any shift' }).waitFor({ state: 'detached' });
    expect(await mine.count()).toBe(1);
    await checkPage(page, 'event page with a request (member)');
    await screenshot(page, 'requests-event-member');

    // The dashboard lists the outstanding request.
    await page.goto('/dashboard');
    const pending = page.getByTestId('pending-requests-card');
    await pending.getByRole('link', { name: eventName, exact: true }).waitFor();
    await page.context().close();
  });

  it('the admin sees the request on the dashboard, and fills the shift with the member in the planner', async () => {
    const page = await chromium.newAdminPage();
    await page.goto('/dashboard');
    const card = page.getByTestId('new-requests-card');
    await card.getByText('These are the first 20 outstanding shift requests.').waitFor();
    const row = card.getByTestId('new-request').filter({ hasText: member.name });
    await row.waitFor();
    expect(await row.textContent()).toContain(eventName);
    expect(
      await row.getByRole('link', { name: member.name, exact: true }).getAttribute('href'),
    ).toBe(`/people/${memberId}`);
    await row.getByRole('img', { name: 'Comments: I can be there from 9.' }).waitFor();
    // The event's saved but unpublished shift puts it on the Unpublished card.
    const unpublished = page.getByTestId('unpublished-card');
    await unpublished.getByTestId('unpublished-event').filter({ hasText: eventName }).waitFor();
    await screenshot(page, 'requests-dashboard-admin');
    await row.getByRole('link', { name: `Shifts of ${eventName} for ${member.name}` }).click();
    await page.waitForURL(`**/events/${eventId}/shifts`);

    // The shift planner: fill the fitting open shift (the helm's) from the request, save.
    const requests = page.getByRole('region', { name: 'Requests' });
    await requests.getByText('I can be there from 9.').waitFor();
    await requests.getByRole('button', { name: `Fill a shift with ${member.name}` }).click();
    const fitting = page.getByRole('menuitem').first();
    expect(await fitting.textContent()).toContain(names.role);
    await fitting.click();
    await page.getByRole('button', { name: 'Save 1 change' }).click();
    await waitForNotification(page, 'Shifts saved.');
    await requests.getByText('Done').waitFor();
    await page.context().close();

    const shift = await api<{ results: { shifts: Record<string, { person: number | null }> } }>(
      'GET',
      `/api/shifts/${helmShift}/`,
      { token: admin.access },
    );
    expect(shift.body.results.shifts[String(helmShift)]?.person).toBe(memberId);
  });

  it('the member finds the shift under Upcoming shifts, on a phone too', async () => {
    const page = await chromium.newPage({ viewport: PHONE_VIEWPORT });
    await loginWithTokens(page, memberTokens);
    await page.goto('/dashboard');
    const shift = page.getByTestId('upcoming-shifts-card').getByTestId('upcoming-shift');
    await shift.filter({ hasText: eventName }).waitFor();
    const text = (await shift.filter({ hasText: eventName }).textContent()) ?? '';
    expect(text).toContain('in 1 day');
    expect(text).toContain(`${names.role} · ${names.assignment} · ${names.location}`);
    // The request was actioned: nothing pending any more.
    expect(await page.getByTestId('pending-requests-card').count()).toBe(0);
    await screenshot(page, 'requests-dashboard-member-phone');

    await shift.filter({ hasText: eventName }).click();
    await page.waitForURL(`**/events/${eventId}`);
    await page
      .getByTestId('event-shift')
      .filter({ hasText: names.role })
      .getByText(member.name)
      .waitFor();
    await page.getByTestId('my-request').getByText('Actioned').waitFor();
    await page.context().close();
  });

  it("a member signs up to all of a series' events at once, and only once", async () => {
    const page = await chromium.newPage();
    await loginWithTokens(page, memberTokens);
    await page.goto(`/series/${seriesId}`);
    await page.getByText('You have asked for 0 of 2 events.').waitFor();
    const button = page.getByRole('button', { name: 'Signup to all events' });
    await button.click();
    // Asked first (issue 20): the dialog lists the two races, then asks for them.
    const dialog = page.getByRole('dialog', { name: 'Sign up to the series' });
    await dialog.getByText(`${seriesName} race 2`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Ask for 2 events' }).click();
    await waitForNotification(page, 'Asked for 2 events of this series.');
    await page.getByText('You have asked for 2 of 2 events.').waitFor();
    expect(await button.isDisabled()).toBe(true);
    await checkPage(page, 'series page after sign-up');

    const requests = await api<{
      count: number;
      results: { requests: Record<string, { comments: string }> };
    }>('GET', `/api/requests/?series=${seriesId}`, { token: memberTokens.access });
    expect(requests.body.count).toBe(2);
    expect(Object.values(requests.body.results.requests).map((r) => r.comments)).toEqual([
      'Series Auto-Signup',
      'Series Auto-Signup',
    ]);
    // Asking again (say from another tab) adds nothing.
    const again = await api<{ created: number; event_count: number }>(
      'POST',
      `/api/series/${seriesId}/signup`,
      { token: memberTokens.access, body: {} },
    );
    expect(again.body).toMatchObject({ created: 0, event_count: 2 });
    await page.context().close();
  });
});
