import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTokens, api, createUser, loginApi, type Tokens, uniqueEmail } from './support/api';
import { checkPage } from './support/axe';
import { findMail, mailMark } from './support/mail';
import { screenshot } from './support/screenshot';
import { browserForFile } from './support/session';

const chromium = browserForFile();
const UTC = { timezoneId: 'UTC' };
const DAY = 24 * 3600_000;

async function create(admin: Tokens, path: string, items: object[]): Promise<number[]> {
  const res = await api<{ ids: number[] }>('POST', path, { token: admin.access, body: items });
  if (res.status !== 201)
    throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.ids;
}

describe('bulk messaging: an admin emails an event crew from a template (issue 22)', () => {
  const stamp = Date.now().toString(36);
  const eventName = `Harbour Regatta ${stamp}`;
  const templateName = `Regatta call ${stamp}`;
  const crew = [
    {
      email: uniqueEmail('crew-a'),
      name: `Alma Crew ${stamp}`,
      phone: '+447700900811',
      password: 'crew-pass-811',
    },
    {
      email: uniqueEmail('crew-b'),
      name: `Boris Crew ${stamp}`,
      phone: '+447700900812',
      password: 'crew-pass-812',
    },
  ];
  let admin: Tokens;
  let zoneBefore = 'Europe/London';
  const eventDay = new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10);

  beforeAll(async () => {
    admin = await adminTokens();
    const site = await api<{ time_zone: string }>('GET', '/api/organisations/current/');
    zoneBefore = site.body.time_zone;
    await api('PUT', '/api/organisations/current/', {
      token: admin.access,
      body: { time_zone: 'UTC' },
    });
    const ids: number[] = [];
    for (const person of crew) {
      await createUser(person);
      const tokens = await loginApi(person.email, person.password);
      ids.push(
        (await api<{ id: number }>('GET', '/api/auth/user', { token: tokens.access })).body.id,
      );
    }
    const [event] = await create(admin, '/api/events/', [
      { name: eventName, start: `${eventDay}T09:00:00Z`, end: `${eventDay}T17:00:00Z` },
    ]);
    const [role] = await create(admin, '/api/roles/', [{ name: `Mark layer ${stamp}` }]);
    const draft = new Date().toISOString();
    await create(
      admin,
      '/api/shifts/',
      ids.map((person) => ({
        event,
        person,
        role,
        start: `${eventDay}T10:00:00Z`,
        end: `${eventDay}T12:00:00Z`,
        draft,
      })),
    );
    await create(admin, '/api/messagetemplates/', [
      {
        name: templateName,
        channel: 'email',
        subject: 'Crew call: {event}',
        body: 'Hi {first_name}, you are {shift_role} at {shift_start} on {event_date}.',
      },
    ]);
  });

  afterAll(async () => {
    if (admin)
      await api('PUT', '/api/organisations/current/', {
        token: admin.access,
        body: { time_zone: zoneBefore },
      });
  });

  it('writes from a template to the crew, sees the count and progress, then the messages in Sent', async () => {
    const mark = mailMark();
    const page = await chromium.newAdminPage({ ...UTC, viewport: { width: 1280, height: 1000 } });
    await page.goto('/dashboard');
    // The Communication group's entry
    await page.getByRole('link', { name: 'Messaging' }).click();
    await page.waitForURL('**/messaging/email');

    await page.getByRole('combobox', { name: 'Template' }).click();
    await page.getByRole('option', { name: templateName }).click();
    expect(await page.getByLabel('Subject').inputValue()).toBe('Crew call: {event}');

    await page.getByRole('combobox', { name: 'Send to' }).click();
    await page.getByRole('option', { name: "People on an event's shifts" }).click();
    const event = page.getByRole('combobox', { name: /^Event/ });
    await event.fill(eventName);
    await page.getByRole('option', { name: eventName }).click();

    const count = page.getByTestId('audience-count');
    await count.filter({ hasText: '2 people' }).waitFor();
    const preview = page.getByTestId('preview-body');
    await preview
      .filter({ hasText: `Hi Alma, you are Mark layer ${stamp} at 10:00 am on` })
      .waitFor();
    await checkPage(page, 'messaging composer');
    await screenshot(page, 'messaging-compose');

    await page.getByRole('button', { name: 'Send…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this message?' });
    await dialog.getByText('It goes now to 2 people').waitFor();
    await dialog.getByRole('button', { name: 'Send to 2 people' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Sent to 2 people.' })
      .waitFor({ timeout: 20_000 });
    await screenshot(page, 'messaging-sent-progress');

    const mail = await findMail(crew[1].email, { after: mark });
    expect(mail.subject).toBe(`Crew call: ${eventName}`);
    expect(mail.text).toContain(`Hi Boris, you are Mark layer ${stamp} at 10:00 am`);

    await page.getByRole('tab', { name: 'Sent' }).click();
    await page.waitForURL('**/messaging/sent');
    const table = page.getByRole('table', { name: 'Sent messages' });
    for (const person of crew)
      await table
        .getByRole('row')
        .filter({ hasText: person.email })
        .filter({ hasText: `Crew call: ${eventName}` })
        .waitFor();
    await checkPage(page, 'sent messages');
    await screenshot(page, 'messaging-sent');
    await page.close();
  });

  it('schedules a message, finds it in the outbox and cancels it', async () => {
    const page = await chromium.newAdminPage(UTC);
    await page.goto('/messaging/email');
    await page.getByLabel('Subject').fill(`Later ${stamp}`);
    await page.getByLabel(/^Message/).fill('See you soon, {first_name}.');
    await page.getByRole('combobox', { name: 'Send to' }).click();
    await page.getByRole('option', { name: 'People I pick' }).click();
    const picker = page.getByRole('combobox', { name: 'Add a person' });
    await picker.fill(crew[0].name);
    await page.getByRole('option', { name: crew[0].name }).click();
    await page.getByTestId('audience-count').filter({ hasText: '1 person' }).waitFor();
    await page.getByText('Schedule', { exact: true }).click();
    await page.getByLabel('Send at').fill(`${eventDay}T08:00`);
    await page.getByRole('button', { name: 'Schedule…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule this message?' });
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await page.getByRole('status').filter({ hasText: 'Scheduled' }).waitFor();

    await page.getByRole('link', { name: 'Outbox' }).click();
    await page.waitForURL('**/messaging/outbox');
    const item = page.getByTestId('outbox-item').filter({ hasText: `Later ${stamp}` });
    await item.getByText(`goes at`).waitFor();
    await screenshot(page, 'messaging-outbox');
    await item.getByRole('button', { name: 'Cancel…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this message?' });
    await confirm.getByRole('button', { name: 'Cancel message' }).click();
    await item.waitFor({ state: 'detached' });
    await page.close();
  });
});
