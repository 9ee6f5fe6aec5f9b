import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTokens, api, createUser, loginApi, type Tokens, uniqueEmail } from './support/api';
import { checkPage } from './support/axe';
import { PHONE_VIEWPORT } from './support/browser';
import { screenshot } from './support/screenshot';
import { browserForFile } from './support/session';
import { table, waitForNotification } from './support/table';
import { expectNoSidewaysScroll, loginWithTokens } from './support/ui';

/*
 * A person's records and the admin's person tabs (issue 23 items 4 and 5): an admin opens a
 * member from People, adds a training record on their Records tab (competency, course, day
 * achieved, details) and sees it; the member sees it on /profile/records without the
 * details; the admin deletes an expired one after confirming. At 390 px nothing scrolls
 * sideways, and the screens are looked at in dark mode too.
 */
const chromium = browserForFile();
const stamp = Date.now().toString(36);

type RecordsAnswer = {
  ids: number[];
  results: { records: Record<string, { competency: number; details?: string; expired: boolean }> };
};

/** A call as the demo club's admin that must answer `ok`. */
async function call<T>(admin: Tokens, method: string, path: string, body?: unknown, ok = 200) {
  const res = await api<T>(method, path, { token: admin.access, body });
  if (res.status !== ok)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function pageFor(tokens: Tokens, options = {}): Promise<Page> {
  const page = await chromium.newPage({ timezoneId: 'Europe/London', ...options });
  await loginWithTokens(page, tokens);
  return page;
}

describe("records on a person's tabs and on the member's profile", () => {
  const member = {
    email: uniqueEmail('records-member'),
    name: `Rhona Records ${stamp}`,
    phone: '+447700900321',
    password: 'records-pass-1',
  };
  const firstAid = `First aid ${stamp}`;
  const course = `First aid course ${stamp}`;
  const radio = `VHF radio ${stamp}`;
  const details = `Assessed on the water by Pat ${stamp}`;
  let admin: Tokens;
  let memberId: number;
  let radioRecord: number;

  beforeAll(async () => {
    admin = await adminTokens();
    await createUser(member);
    const me = await loginApi(member.email, member.password);
    memberId = (await call<{ id: number }>(me, 'GET', '/api/auth/user')).id;
    const [firstAidId, radioId] = (
      await call<{ ids: number[] }>(
        admin,
        'POST',
        '/api/competencies/',
        [
          { name: firstAid, validity_months: 36 },
          { name: radio, validity_months: 12 },
        ],
        201,
      )
    ).ids;
    await call(admin, 'POST', '/api/training/', [{ name: course, competency: firstAidId }], 201);
    // An old radio certificate: a year's validity, long run out.
    radioRecord = (
      await call<RecordsAnswer>(
        admin,
        'POST',
        '/api/records/add',
        { person: memberId, competency: radioId, achieved: '2019-05-01' },
        201,
      )
    ).ids[0]!;
  });

  it('the admin opens the member from People and adds a training record on the Records tab', async () => {
    const page = await pageFor(admin);
    await page.goto(`/people/list?search=${encodeURIComponent(member.email)}`);
    await table(page, 'People')
      .getByRole('link', { name: `Open ${member.name}` })
      .click();
    await page.waitForURL(`**/people/${memberId}/info`);
    await page.getByRole('heading', { name: member.name }).waitFor();
    await page.getByTestId('person-role').getByText('Volunteer').waitFor();
    await checkPage(page, "a person's Information tab");
    await screenshot(page, 'records-person-info');

    await page.getByRole('tab', { name: 'Records' }).click();
    await page.waitForURL(`**/people/${memberId}/records`);
    const records = table(page, 'Records');
    // The expired radio certificate is marked so.
    const old = records.getByRole('row').filter({ hasText: radio });
    await old.getByTestId('record-status').getByText('Expired').waitFor();

    await page.getByRole('button', { name: 'Add record' }).first().click();
    const dialog = page.getByRole('dialog', { name: `Add a record for ${member.name}` });
    // Nothing chosen yet: the spec's message, and nothing is sent.
    await dialog.getByRole('button', { name: 'Add record' }).click();
    await dialog.getByText('Required.').first().waitFor();
    await dialog.getByLabel(/^Competency/).fill(firstAid.slice(0, 12));
    await page.getByRole('option', { name: firstAid }).click();
    await dialog.getByLabel(/^Training/).fill(course.slice(0, 16));
    await page.getByRole('option', { name: course }).click();
    await dialog.getByLabel(/^Achieved/).fill('2025-03-14');
    await dialog.getByLabel(/^Details/).fill(details);
    await checkPage(page, 'the record dialog');
    await screenshot(page, 'records-add-dialog');
    await dialog.getByRole('button', { name: 'Add record' }).click();
    await waitForNotification(page, 'The 2025-03-14 record was added.');
    await dialog.waitFor({ state: 'detached' });

    const added = records.getByRole('row').filter({ hasText: firstAid });
    await added.getByText(details).waitFor();
    expect(await added.textContent()).toContain(course);
    expect(await added.textContent()).toContain('Fri 14 Mar 2025');
    expect(await added.textContent()).toContain('Expires Tue 14 Mar 2028');
    await added.getByTestId('record-status').getByText('Current').waitFor();
    // Newest first: the new record above the old certificate.
    const order = await records.getByRole('row').allTextContents();
    const at = (name: string) => order.findIndex((text) => text.includes(name));
    expect(at(firstAid)).toBeLessThan(at(radio));
    await checkPage(page, "a person's Records tab");
    await screenshot(page, 'records-person-tab');

    // Stored as added, details and course included.
    const stored = await call<RecordsAnswer>(admin, 'GET', `/api/records/?person=${memberId}`);
    const saved = Object.values(stored.results.records).find((r) => r.details === details);
    expect(saved).toBeTruthy();

    // The other tabs open on the same person; Emails lists what the club sent them.
    const subject = `Welcome aboard ${stamp}`;
    await call(
      admin,
      'POST',
      '/api/messaging/send',
      {
        channel: 'email',
        subject,
        body: 'Hello {first_name}',
        audience: { kind: 'people', people: [memberId] },
      },
      201,
    );
    await page.getByRole('tab', { name: 'Shifts' }).click();
    await page.waitForURL(`**/people/${memberId}/shifts`);
    await page.getByText('They are on no shifts yet.').waitFor();
    await page.getByRole('tab', { name: 'Emails' }).click();
    await page.waitForURL(`**/people/${memberId}/emails`);
    await table(page, 'Messages').getByRole('row').filter({ hasText: subject }).waitFor();
    await checkPage(page, "a person's Emails tab");
    await screenshot(page, 'records-person-emails');
    await page.context().close();
  });

  it('the member sees the record on their profile, without the details; fits a phone, in dark too', async () => {
    const tokens = await loginApi(member.email, member.password);
    const page = await pageFor(tokens);
    await page.goto('/profile/records');
    const records = table(page, 'Records');
    const row = records.getByRole('row').filter({ hasText: firstAid });
    await row.waitFor();
    expect(await row.textContent()).toContain('Fri 14 Mar 2025');
    expect(await records.getByRole('columnheader', { name: 'Details' }).count()).toBe(0);
    expect(await page.getByText(details).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add record' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    await screenshot(page, 'records-profile-member');

    await page.setViewportSize(PHONE_VIEWPORT);
    const card = page.getByTestId('table-card').filter({ hasText: firstAid });
    await card.waitFor();
    await card.getByTestId('record-status').getByText('Current').waitFor();
    await expectNoSidewaysScroll(page, 'My records at 390 px');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'records-profile-member-phone-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.context().close();
  });

  it('the admin deletes the expired record after confirming; at 390 px in dark mode', async () => {
    const page = await pageFor(admin, { viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true });
    await page.goto(`/people/${memberId}/records`);
    const card = page.getByTestId('table-card').filter({ hasText: radio });
    await card.getByTestId('record-status').getByText('Expired').waitFor();
    await expectNoSidewaysScroll(page, "a person's Records tab at 390 px");
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'records-person-tab-phone-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    await card.getByRole('button', { name: `Delete ${radio} record` }).tap();
    const confirm = page.getByRole('dialog', { name: 'Delete record?' });
    await confirm.getByText(`Delete ${member.name}'s record of`).waitFor();
    await checkPage(page, 'delete a record: the question');
    // Cancel first: nothing is deleted.
    await confirm.getByRole('button', { name: 'Cancel' }).tap();
    await confirm.waitFor({ state: 'detached' });
    const before = await call<RecordsAnswer>(admin, 'GET', `/api/records/${radioRecord}/`);
    expect(before.ids).toEqual([radioRecord]);

    await card.getByRole('button', { name: `Delete ${radio} record` }).tap();
    await page
      .getByRole('dialog', { name: 'Delete record?' })
      .getByRole('button', {
        name: 'Delete record',
      })
      .tap();
    await waitForNotification(page, /was deleted\./);
    await card.waitFor({ state: 'detached' });
    const after = await api('GET', `/api/records/${radioRecord}/`, { token: admin.access });
    expect(after.status).toBe(404);
    // The record added through the dialog stays.
    await page.getByTestId('table-card').filter({ hasText: firstAid }).waitFor();
    await page.context().close();
  });
});
