import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTokens, api, createUser, loginApi, type Tokens, uniqueEmail } from './support/api';
import { checkPage } from './support/axe';
import { PHONE_VIEWPORT } from './support/browser';
import { runClubOn } from './support/club-zone';
import { findMail, mailMark } from './support/mail';
import { screenshot } from './support/screenshot';
import { browserForFile } from './support/session';
import { expectNoSidewaysScroll, loginWithTokens } from './support/ui';

const chromium = browserForFile();

type Created = { ids: number[] };

/**
 * Issue 25, items 1 and 2: a member offers a duty to the club from the Duty offers page;
 * another member accepts it from the link in the email the mailbox holds, without logging
 * in; both then see the shift where it now is. Then the giver joins the waiting list of the
 * shift they gave away.
 */
describe('duty offers: offer up, accept by the mailed link, wait for a full shift', () => {
  const stamp = Date.now().toString(36);
  const day = new Date(Date.now() + 3 * 24 * 3600 * 1000).toLocaleDateString('sv');
  const eventName = `Offer regatta ${stamp}`;
  const giver = {
    email: uniqueEmail('offers-giver'),
    name: `Gina Giver ${stamp}`,
    phone: '+447700900461',
    password: 'offers-giver-pass',
  };
  const taker = {
    email: uniqueEmail('offers-taker'),
    name: `Theo Taker ${stamp}`,
    phone: '+447700900462',
    password: 'offers-taker-pass',
  };
  let admin: Tokens;
  let giverId: number;
  let takerId: number;
  let shiftId: number;
  /** Puts the club's zone back (it runs on UTC for this file: see beforeAll). */
  let restoreZone = async () => {};
  const idOf = async (email: string) => {
    const people = await api<{
      results: { people: Record<string, { id: number; email: string }> };
    }>('GET', `/api/people/?search=${encodeURIComponent(email)}`, { token: admin.access });
    return Object.values(people.body.results.people).find((p) => p.email === email)!.id;
  };
  const holder = async () => {
    const shifts = await api<{
      results: { shifts: Record<string, { id: number; person: number }> };
    }>('GET', `/api/shifts/?event=${eventId}`, { token: admin.access });
    return shifts.body.results.shifts[String(shiftId)]!.person;
  };
  let eventId: number;

  beforeAll(async () => {
    admin = await adminTokens();
    restoreZone = await runClubOn(admin.access, 'UTC');
    await createUser(giver);
    await createUser(taker);
    giverId = await idOf(giver.email);
    takerId = await idOf(taker.email);
    const event = await api<Created>('POST', '/api/events/', {
      token: admin.access,
      body: [
        {
          name: eventName,
          start: new Date(`${day}T09:00Z`).toISOString(),
          end: new Date(`${day}T17:00Z`).toISOString(),
        },
      ],
    });
    expect(event.status, JSON.stringify(event.body)).toBe(201);
    eventId = event.body.ids[0]!;
    const shift = await api<Created>('POST', '/api/shifts/', {
      token: admin.access,
      body: [
        {
          event: eventId,
          person: giverId,
          start: new Date(`${day}T10:00Z`).toISOString(),
          end: new Date(`${day}T13:00Z`).toISOString(),
        },
      ],
    });
    expect(shift.status, JSON.stringify(shift.body)).toBe(201);
    shiftId = shift.body.ids[0]!;
    const published = await api('POST', `/api/events/${eventId}/publish`, { token: admin.access });
    expect(published.status).toBe(200);
  });

  afterAll(async () => {
    await restoreZone();
  });

  it('the giver offers it, the taker accepts from the email, both see the change', async () => {
    // The giver: Duty offers, "Offer this duty", to the club.
    const page = await chromium.newPage();
    await loginWithTokens(page, await loginApi(giver.email, giver.password));
    await page.goto('/offers');
    await page.getByRole('heading', { name: 'Duty offers', level: 1 }).waitFor();
    const mine = page.getByTestId('my-duty').filter({ hasText: eventName });
    await mine.getByRole('button', { name: 'Offer this duty' }).click();
    const dialog = page.getByRole('dialog', { name: 'Offer this duty' });
    await dialog.getByText('The first to accept takes the shift').waitFor();
    await checkPage(page, 'offer dialog');
    const mark = mailMark();
    await dialog.getByRole('button', { name: 'Offer to the club' }).click();
    await dialog.waitFor({ state: 'detached' });
    await mine.getByText('Offered to the club').waitFor();
    await screenshot(page, 'offers-offered');

    // The taker: the link in the mail, no login.
    const mail = await findMail(taker.email, { after: mark, timeoutMs: 30_000 });
    const link = mail.text.match(/https?:\/\/\S+(\/offers\/accept\/[A-Za-z0-9_-]+)/);
    if (!link) throw new Error(`No accept link in the mail to ${taker.email}:\n${mail.text}`);
    const visitor = await chromium.newPage();
    await visitor.goto(link[1]!);
    await visitor.getByRole('heading', { name: 'Take this shift?' }).waitFor();
    await visitor.getByTestId('offer-shift').getByText(eventName).waitFor();
    await visitor.getByText('Times in UTC').waitFor();
    await checkPage(visitor, 'accept page');
    await visitor.getByRole('button', { name: 'Accept', exact: true }).click();
    await visitor.getByText('The shift is yours.').waitFor();
    await screenshot(visitor, 'offers-accepted');
    // The link works once.
    await visitor.reload();
    await visitor.getByText('This link has already been used.').waitFor();
    await visitor.context().close();
    expect(await holder()).toBe(takerId);

    // Both see it: the giver no longer has it, the taker does.
    await page.reload();
    await page.getByRole('heading', { name: 'Duty offers', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Your duties' }).waitFor();
    expect(await page.getByTestId('my-duty').filter({ hasText: eventName }).count()).toBe(0);
    const takerPage = await chromium.newPage();
    await loginWithTokens(takerPage, await loginApi(taker.email, taker.password));
    await takerPage.goto('/offers');
    await takerPage.getByTestId('my-duty').filter({ hasText: eventName }).waitFor();
    await takerPage.context().close();

    // Waiting list: the giver waits for the shift they gave away (now full).
    const full = page.getByTestId('full-shift').filter({ hasText: eventName });
    await full.getByRole('button', { name: 'Join waiting list' }).click();
    await full.getByText('You are number 1 of 1 waiting.').waitFor();
    await checkPage(page, 'duty offers page');
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSidewaysScroll(page, 'duty offers on a phone');
    await screenshot(page, 'offers-phone-dark');
    await page.context().close();

    const history = await api<{ history: { action: string; person: number }[] }>(
      'GET',
      `/api/shifts/${shiftId}/history`,
      { token: admin.access },
    );
    expect(history.body.history.map((h) => [h.action, h.person]).reverse()).toEqual([
      ['assigned', giverId],
      ['published', giverId],
      ['offered', giverId],
      ['unassigned', giverId],
      ['assigned', takerId],
      ['offer_accepted', takerId],
      ['waitlist_joined', giverId],
    ]);
  });
});
