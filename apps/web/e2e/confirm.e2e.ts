import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminTokens,
  api,
  createUser,
  type PeopleAnswer,
  type Tokens,
  uniqueEmail,
} from './support/api';
import { checkPage } from './support/axe';
import { PHONE_VIEWPORT } from './support/browser';
import { type Mail, mailMark, readMailbox } from './support/mail';
import { screenshot } from './support/screenshot';
import { browserForFile } from './support/session';
import { expectNoSidewaysScroll } from './support/ui';

/**
 * Issue 25, item 3: a club asks members to confirm their duties. A member confirms from
 * the "Confirm" link of a real shift reminder (sent by the API's periodic scan, read from
 * the mailbox), logged out; an admin sees the duties nobody confirmed on the dashboard.
 */
const chromium = browserForFile();
const HOUR = 3_600_000;

type Created = { ids: number[] };

/** The admin makes an event with one shift of `personId` starting `hoursAhead` from now, published. */
async function publishedDuty(admin: Tokens, name: string, personId: number, hoursAhead: number) {
  const start = new Date(Math.floor((Date.now() + hoursAhead * HOUR) / HOUR) * HOUR);
  const end = new Date(start.getTime() + 2 * HOUR);
  const event = await api<Created>('POST', '/api/events/', {
    token: admin.access,
    body: [{ name, start: start.toISOString(), end: end.toISOString() }],
  });
  expect(event.status, JSON.stringify(event.body)).toBe(201);
  const eventId = event.body.ids[0]!;
  const shift = await api<Created>('POST', '/api/shifts/', {
    token: admin.access,
    body: [
      { event: eventId, person: personId, start: start.toISOString(), end: end.toISOString() },
    ],
  });
  expect(shift.status, JSON.stringify(shift.body)).toBe(201);
  const published = await api('POST', `/api/events/${eventId}/publish`, { token: admin.access });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return { eventId, shiftId: shift.body.ids[0]!, start };
}

/** The newest mail to `email` since `after` carrying a duty's Confirm link (the journeys' server scans every 5 s). */
async function confirmLinkTo(email: string, after: number): Promise<{ mail: Mail; link: string }> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const mail = readMailbox()
      .filter((m) => m.to.toLowerCase() === email.toLowerCase() && Date.parse(m.sent_at) >= after)
      .find((m) => /\/duty\/confirm\//.test(m.text));
    const link = mail?.text.match(/https?:\/\/\S+\/duty\/confirm\/[0-9]+\.[A-Za-z0-9_-]{43}/);
    if (mail && link) return { mail, link: link[0] };
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`No reminder with a Confirm link to ${email}`);
}

async function personIdOf(admin: Tokens, email: string) {
  const found = await api<PeopleAnswer>('GET', `/api/people/?search=${encodeURIComponent(email)}`, {
    token: admin.access,
  });
  const person = Object.values(found.body.results.people).find((p) => p.email === email);
  if (!person) throw new Error(`${email} is not in the club`);
  return person.id;
}

describe('duty confirmation (issue 25, item 3)', () => {
  const stamp = Date.now().toString(36);
  let admin: Tokens;
  let askedBefore = false;
  let zone = 'Europe/London';

  beforeAll(async () => {
    admin = await adminTokens();
    const site = await api<{ confirm_duties: boolean; time_zone: string }>(
      'GET',
      '/api/organisations/current/',
    );
    askedBefore = site.body.confirm_duties;
    zone = site.body.time_zone;
    const on = await api('PUT', '/api/organisations/current/', {
      token: admin.access,
      body: { confirm_duties: true },
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
  });

  afterAll(async () => {
    if (admin) {
      await api('PUT', '/api/organisations/current/', {
        token: admin.access,
        body: { confirm_duties: askedBefore },
      });
    }
  });

  it('a member confirms a duty from the link in the reminder, logged out', async () => {
    const member = {
      email: uniqueEmail('confirm-member'),
      name: `Casey Confirm ${stamp}`,
      phone: '+447700900525',
      password: 'confirm-member-pass',
    };
    await createUser(member);
    const memberId = await personIdOf(admin, member.email);
    const after = mailMark();
    const eventName = `Harbour patrol ${stamp}`;
    const { shiftId } = await publishedDuty(admin, eventName, memberId, 30);

    const { mail, link } = await confirmLinkTo(member.email, after);
    expect(mail.subject).toContain(eventName);
    expect(mail.text).toContain('/duty/cant-make-it/');

    const page = await chromium.newPage();
    await page.goto(link);
    await page.getByText('Thank you: your duty is confirmed. See you there.').waitFor();
    const summary = page.getByTestId('duty-summary');
    await summary.getByText(eventName).waitFor();
    expect(await summary.textContent()).toContain(`(${zone})`);
    await page.getByText('Hello, Casey.').waitFor();
    await checkPage(page, 'duty confirmed from the link');
    await screenshot(page, 'duty-confirmed');

    // A second click: already confirmed, nothing more.
    await page.reload();
    await page.getByText('You had already confirmed this duty. See you there.').waitFor();

    // On a phone, in dark mode, the "Can't make it" link asks before it tells the admins.
    const phone = await chromium.newPage({ viewport: PHONE_VIEWPORT, colorScheme: 'dark' });
    await phone.goto(link.replace('/duty/confirm/', '/duty/cant-make-it/'));
    await phone.getByRole('button', { name: "Yes, I can't make it" }).waitFor();
    await expectNoSidewaysScroll(phone, "can't make it at 390 px");
    await screenshot(phone, 'duty-cant-make-it-phone-dark');
    await phone.context().close();

    // A link that is not valid says so, on its own page.
    await page.goto('/duty/confirm/1.notatoken');
    await page.getByText('This link does not work').waitFor();
    expect(page.url()).toContain('/duty/confirm/');
    await page.context().close();

    // What the server holds: one confirmed history row, by the member.
    const history = await api<{ history: { action: string; by: number | null }[] }>(
      'GET',
      `/api/shifts/${shiftId}/history`,
      { token: admin.access },
    );
    expect(history.body.history.filter((h) => h.action === 'confirmed').map((h) => h.by)).toEqual([
      memberId,
    ]);
  }, 120_000); // the reminder scan runs every 5 s here (e2e/global-setup.ts)

  it('an admin sees the unconfirmed duties on the dashboard, marked red', async () => {
    const member = {
      email: uniqueEmail('unconfirmed-member'),
      name: `Uri Unconfirmed ${stamp}`,
      phone: '+447700900526',
      password: 'unconfirmed-member-pass',
    };
    await createUser(member);
    const memberId = await personIdOf(admin, member.email);
    const eventName = `Start line ${stamp}`;
    await publishedDuty(admin, eventName, memberId, 10);

    const page = await chromium.newAdminPage();
    await page.goto('/dashboard');
    const card = page.getByTestId('unconfirmed-duties-card');
    await card.getByRole('heading', { name: 'Unconfirmed duties' }).waitFor();
    const row = card.getByTestId('unconfirmed-duty').filter({ hasText: member.name });
    await row.getByText(eventName).waitFor();
    await row.getByText('Not confirmed').waitFor();
    await checkPage(page, 'dashboard with unconfirmed duties');
    await screenshot(page, 'dashboard-unconfirmed-duties');

    await page.setViewportSize(PHONE_VIEWPORT);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSidewaysScroll(page, 'unconfirmed duties on a phone');
    await screenshot(page, 'dashboard-unconfirmed-duties-phone-dark');
    await page.context().close();
  });
});
