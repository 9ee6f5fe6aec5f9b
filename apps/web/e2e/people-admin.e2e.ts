import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, loginApi, onboardClub, type Tokens, uniqueEmail } from './support/api';
import { checkPage } from './support/axe';
import { PHONE_VIEWPORT } from './support/browser';
import { hostUrl } from './support/context';
import { browserForFile } from './support/session';
import { table, waitForNotification } from './support/table';
import { loginWithTokens } from './support/ui';

/*
 * An admin's people and hours work (issue 20 item 6): Add person, changing a person's
 * email, a People export imported into another club with the same phone numbers, and
 * hours shown as hours and minutes (a shift timed to end in the minute it started; only
 * ended shifts count as "without recorded hours"). Two clubs of this file's own.
 */
const chromium = browserForFile();
const SHOTS = '/tmp/shots-people';
const HOUR = 3600_000;
const stamp = Date.now().toString(36);

type Club = { host: string; tokens: Tokens; adminEmail: string };
type PeopleAnswer = {
  ids: number[];
  results: { people: Record<string, { id: number; name: string; email: string; phone: string }> };
};

async function onboard(label: string): Promise<Club> {
  const host = `people-${label}-${stamp}.localhost`;
  const admin = {
    email: uniqueEmail(`people-${label}`),
    name: `Admin ${label}`,
    password: 'people-pass-1',
  };
  await onboardClub({
    name: `People ${label} club`,
    prefix: `P${label.toUpperCase()}`,
    domain: host,
    admin,
  });
  return {
    host,
    tokens: await loginApi(admin.email, admin.password, host),
    adminEmail: admin.email,
  };
}

/** A call as the club's admin that must answer `ok`. */
async function call<T>(club: Club, method: string, path: string, body?: unknown, ok = 200) {
  const res = await api<T>(method, path, { host: club.host, token: club.tokens.access, body });
  if (res.status !== ok)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const peopleOf = async (club: Club) =>
  Object.values((await call<PeopleAnswer>(club, 'GET', '/api/people/?limit=all')).results.people);

async function adminPage(club: Club, path: string): Promise<Page> {
  const page = await chromium.newPage({ baseURL: hostUrl(club.host), timezoneId: 'Europe/London' });
  await loginWithTokens(page, club.tokens);
  await page.goto(hostUrl(club.host, path));
  return page;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

describe('people admin: add a person, change an email, export and import, hours', () => {
  let a: Club;
  let b: Club;
  const nell = {
    name: `Nell Harbour ${stamp}`,
    email: uniqueEmail('nell'),
    phone: '+447700900123',
  };
  const nellNewEmail = uniqueEmail('nell-fixed');
  const pat = { name: `Pat Antipodes ${stamp}`, email: uniqueEmail('pat'), phone: '+61412345678' };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    [a, b] = [await onboard('a'), await onboard('b')];
    await call(a, 'POST', '/api/people/add', { ...pat, role: 'user' }, 201);
  });

  // One page of club A's People for the first three steps: fewer page loads (each checked
  // by axe four ways), as an admin would work through them.
  let people: Page;

  it('adds a person from People: checked as the server does, a taken email refused', async () => {
    people = await adminPage(a, '/people/list');
    // On a phone the toolbar, Add person included, wraps: no sideways scroll of the page.
    await people.setViewportSize(PHONE_VIEWPORT);
    await people.getByRole('button', { name: 'Add person' }).waitFor();
    expect(await people.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE_VIEWPORT.width,
    );
    await shot(people, 'people-phone');
    await people.setViewportSize({ width: 1280, height: 800 });
    await people.getByRole('button', { name: 'Add person' }).click();
    const dialog = people.getByRole('dialog', { name: 'Add person' });
    await dialog.getByLabel(/^Name/).fill(nell.name);
    await dialog.getByLabel(/^Email/).fill('not-an-email');
    await dialog.getByLabel(/^Phone/).fill('07700 900123');
    await dialog.getByRole('button', { name: 'Add person' }).click();
    await dialog.getByText('Invalid email.').waitFor();
    await dialog
      .getByText('Phone number must include the country code and not contain spaces.')
      .waitFor();
    await checkPage(people, 'add person with errors');
    await shot(people, 'add-person-errors');

    // An email the club already has (Pat's, in another case): the server says so.
    await dialog.getByLabel(/^Email/).fill(pat.email.toUpperCase());
    await dialog.getByLabel(/^Phone/).fill(nell.phone);
    await dialog.getByRole('button', { name: 'Add person' }).click();
    await dialog.getByText('Someone in this club already has this email.').waitFor();

    await dialog.getByLabel(/^Email/).fill(nell.email);
    await dialog.getByRole('button', { name: 'Add person' }).click();
    await waitForNotification(people, `${nell.name} was added.`);
    // The new person opens, to invite them.
    const drawer = people.getByRole('dialog', { name: nell.name });
    await drawer.getByRole('button', { name: 'Invite' }).waitFor();
    const added = (await peopleOf(a)).find((p) => p.email === nell.email);
    expect(added).toMatchObject({ name: nell.name, phone: nell.phone });
    // Club B has no such person.
    expect((await peopleOf(b)).some((p) => p.email === nell.email)).toBe(false);
  });

  it("edits the email of a person without a login; a login's email stays its owner's", async () => {
    const drawer = people.getByRole('dialog', { name: nell.name });
    const email = drawer.getByLabel(/^Email/);
    expect(await email.inputValue()).toBe(nell.email);
    await email.fill(pat.email);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.getByText('Someone in this club already has this email.').waitFor();
    await shot(people, 'edit-email-taken');
    await email.fill(nellNewEmail);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await waitForNotification(people, `${nell.name} was saved.`);
    await drawer.waitFor({ state: 'detached' });
    expect((await peopleOf(a)).find((p) => p.name === nell.name)?.email).toBe(nellNewEmail);

    // The admin logs in with theirs: shown, not editable.
    await table(people, 'People').getByRole('link', { name: 'Admin a', exact: true }).click();
    const mine = people.getByRole('dialog', { name: 'Admin a' });
    await mine.getByText('They log in with this email, so only they can change it.').waitFor();
    expect(await mine.getByLabel(/^Email/).count()).toBe(0);
    await mine.getByRole('button', { name: 'Cancel' }).click();
    await mine.waitFor({ state: 'detached' });
  });

  it('exports People to CSV; that very file imports into another club with the same phones', async () => {
    await table(people, 'People').getByText(nellNewEmail).waitFor();
    const [download] = await Promise.all([
      people.waitForEvent('download'),
      people.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const file = readFileSync((await download.path())!);
    // +44… is written as text ('+44…) so no spreadsheet reads it as a formula.
    expect(file.toString('utf8')).toContain(`'${nell.phone}`);
    await people.context().close();

    const importer = await adminPage(b, '/people/import');
    await importer.getByRole('heading', { name: 'Import members' }).waitFor();
    await importer.locator('input[type=file]').setInputFiles({
      name: download.suggestedFilename(),
      mimeType: 'text/csv',
      buffer: file,
    });
    await importer.getByRole('button', { name: 'Check 3 rows' }).click();
    await importer.getByTestId('count-ok').waitFor();
    // Nell and Pat; club A's admin is not imported as an admin.
    expect(await importer.getByTestId('count-ok').textContent()).toBe('2');
    await importer.getByRole('button', { name: 'Import 2 people' }).click();
    await importer.getByText('2 people imported').first().waitFor();
    await shot(importer, 'import-done');
    const inB = await peopleOf(b);
    expect(inB.find((p) => p.email === nellNewEmail)?.phone).toBe(nell.phone);
    expect(inB.find((p) => p.email === pat.email)?.phone).toBe(pat.phone);
    await importer.context().close();
  });

  it('shows hours as hours and minutes; a shift may end in the minute it started', async () => {
    await call(a, 'PUT', '/api/organisations/current/', { feature_timesheets: true });
    const me = (await call<{ id: number }>(a, 'GET', '/api/auth/user')).id;
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    const [role] = (
      await call<{ ids: number[] }>(a, 'POST', '/api/roles/', [{ name: `Helm ${stamp}` }], 201)
    ).ids;
    const quickCheckStart = now - 10 * 60_000;
    const events = [
      // Ends as the quick check starts, not an hour ago: Record Hours lists the shifts that
      // overlap the club's today, and in a day's first hour an hour ago is yesterday (a run
      // at 00:45 failed). A person's shifts may not overlap, so not later.
      { name: `Morning race ${stamp}`, start: iso(now - 3 * HOUR), end: iso(quickCheckStart) },
      { name: `Quick check ${stamp}`, start: iso(quickCheckStart), end: iso(now + HOUR) },
      {
        name: `Next week ${stamp}`,
        start: iso(now + 7 * 24 * HOUR),
        end: iso(now + 7 * 24 * HOUR + HOUR),
      },
    ];
    const eventIds = (await call<{ ids: number[] }>(a, 'POST', '/api/events/', events, 201)).ids;
    const published = iso(now);
    const shiftIds = (
      await call<{ ids: number[] }>(
        a,
        'POST',
        '/api/shifts/',
        events.map((event, i) => ({
          event: eventIds[i],
          person: me,
          role,
          start: event.start,
          end: event.end,
          draft: published,
        })),
        201,
      )
    ).ids;
    // The morning's shift: 2 h 30 min recorded.
    await call(a, 'PUT', `/api/shifts/${shiftIds[0]}/start`, { datetime: iso(now - 3 * HOUR) });
    await call(a, 'PUT', `/api/shifts/${shiftIds[0]}/end`, { datetime: iso(now - 0.5 * HOUR) });

    const page = await adminPage(a, '/dashboard');
    const card = page.getByRole('region', { name: 'Record Hours' });
    const quick = card.getByTestId('record-hours-shift').filter({ hasText: events[1]!.name });
    await quick.getByRole('button', { name: `Start ${events[1]!.name}` }).click();
    const startDialog = page.getByRole('dialog', { name: `Start shift: ${events[1]!.name}` });
    const startedAt = await startDialog.getByLabel('Actual start').inputValue();
    await startDialog.getByRole('button', { name: 'Start shift' }).click();
    await startDialog.waitFor({ state: 'detached' });
    // Ended in the very minute it started: accepted, 0 min.
    await quick.getByRole('button', { name: `End ${events[1]!.name}` }).click();
    const endDialog = page.getByRole('dialog', { name: `End shift: ${events[1]!.name}` });
    await endDialog.getByLabel('Actual end').fill(startedAt);
    await endDialog.getByRole('button', { name: 'End shift' }).click();
    await endDialog.waitFor({ state: 'detached' });
    expect(await quick.getByTestId('record-hours-hours').textContent()).toBe('0 min');
    const morning = card.getByTestId('record-hours-shift').filter({ hasText: events[0]!.name });
    expect(await morning.getByTestId('record-hours-hours').textContent()).toBe('2 h 30 min');
    const sheet = page.getByRole('region', { name: 'Time sheet' });
    await sheet.getByText('2 h 30 min').first().waitFor();
    await checkPage(page, 'dashboard hours in hours and minutes');
    await shot(page, 'dashboard-hours');

    // My shifts, from the card's link (the same table and totals as the timesheets).
    await sheet.getByRole('link', { name: 'My shifts' }).click();
    await table(page, 'Shifts').getByText('2 h 30 min').first().waitFor();
    await page.getByTestId('hours-totals').getByText('2 h 30 min').waitFor();

    await page.goto(hostUrl(a.host, `/timesheets?person=${me}`));
    const totals = page.getByTestId('hours-totals');
    await totals.getByText('2 h 30 min').waitFor();
    expect(await totals.textContent()).toContain('2 h 30 min in 3 shifts');
    // Next week's shift has not ended: nothing is missing its hours yet.
    expect(await totals.textContent()).toContain('0 without recorded hours');
    await table(page, 'Shifts').getByText('2 h 30 min').first().waitFor();
    await shot(page, 'timesheets-hours');
    await page.context().close();
  });
});
