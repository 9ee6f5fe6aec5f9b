import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminTokens, api, createUser, type PeopleAnswer, uniqueEmail } from './support/api';
import { checkPage } from './support/axe';
import { PHONE_VIEWPORT } from './support/browser';
import { env } from './support/context';
import { emailSettingsUid } from './support/database';
import { findMail, mailMark } from './support/mail';
import { screenshot } from './support/screenshot';
import { browserForFile } from './support/session';
import { expectNoSidewaysScroll } from './support/ui';

/**
 * Issue 22: the link every club mail carries opens the person's email settings without a
 * login (`/profile/emails/{uid}`, spec route profile.emailsettings). The first journey
 * follows it from a real mail: a message the admin sends the member, read from the
 * mailbox, its footer's link.
 */
const chromium = browserForFile();
const WARNING = 'Turning off all notifications means no emails or SMS from the site at all.';

const switchOf = (page: Page, name: string) => page.getByRole('switch', { name, exact: true });

/** The admin emails `email` (a bulk message to that one person); the settings link in its footer. */
async function settingsLinkInAMailTo(email: string): Promise<string> {
  const admin = await adminTokens();
  const found = await api<PeopleAnswer>('GET', '/api/people/?limit=all', { token: admin.access });
  const person = Object.values(found.body.results.people).find((p) => p.email === email);
  if (!person) throw new Error(`${email} is not in the club`);
  const after = mailMark();
  const sent = await api('POST', '/api/messaging/send', {
    token: admin.access,
    body: {
      channel: 'email',
      subject: 'Crew briefing moved to 9:30',
      body: 'Hello {first_name}, the briefing is at 9:30 on Saturday.',
      audience: { kind: 'people', people: [person.id] },
    },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const mail = await findMail(email, { after, timeoutMs: 30_000 });
  const link = mail.text.match(/https?:\/\/\S+\/profile\/emails\/[0-9a-f]+/);
  if (!link) throw new Error(`No email-settings link in the mail to ${email}:\n${mail.text}`);
  return link[0];
}

describe('email settings from the link in a mail (issue 22)', () => {
  it('a member turns all email off, logged out, and it is kept', async () => {
    const member = {
      email: uniqueEmail('unsubscribe'),
      name: 'Ursula Unsubscribe',
      phone: '+447700900422',
      password: 'Unsubscribe-pass-1',
    };
    await createUser(member);
    const uid = await emailSettingsUid(member.email);
    const site = await api<{ name: string }>('GET', '/api/organisations/current/');
    const link = await settingsLinkInAMailTo(member.email);
    expect(link).toBe(`${env.baseUrl}/profile/emails/${uid}`);

    const page = await chromium.newPage();
    await page.goto(link);
    await page.getByText('Hello, Ursula.').waitFor();
    expect(await page.getByText(site.body.name).first().isVisible()).toBe(true);
    // Logged out: nothing on the page is the member's but the greeting.
    expect(await page.getByText('Unsubscribe', { exact: false }).count()).toBe(0);
    for (const name of ['Email notifications', 'Reminders', 'Newsletters']) {
      expect(await switchOf(page, name).isChecked()).toBe(true);
    }
    expect(await switchOf(page, 'Tell me when someone registers').count()).toBe(0);
    await screenshot(page, 'email-settings-on');

    await switchOf(page, 'Email notifications').click();
    await page.getByText('Saved: you get no emails or SMS from the club now.').waitFor();
    await page.getByText(WARNING).waitFor();
    for (const name of ['Email notifications', 'Reminders', 'Newsletters']) {
      expect(await switchOf(page, name).isChecked()).toBe(false);
    }
    expect(await switchOf(page, 'Reminders').isDisabled()).toBe(true);
    expect(await switchOf(page, 'Newsletters').isDisabled()).toBe(true);
    await checkPage(page, 'email settings, all off');
    await screenshot(page, 'email-settings-all-off');

    // Kept: a reload reads it back from the server.
    await page.reload();
    await page.getByText(WARNING).waitFor();
    for (const name of ['Email notifications', 'Reminders', 'Newsletters']) {
      expect(await switchOf(page, name).isChecked()).toBe(false);
    }
    const stored = await api<Record<string, unknown>>('GET', `/api/emailsettings/${uid}`);
    expect(stored.body).toMatchObject({
      email_notifications: false,
      email_reminders: false,
      email_newsletters: false,
    });

    // On again: the warning goes and newsletters can be chosen again.
    await switchOf(page, 'Email notifications').click();
    await page.getByText('Saved: Email notifications on.').waitFor();
    expect(await page.getByText(WARNING).count()).toBe(0);
    await switchOf(page, 'Newsletters').click();
    await page.getByText('Saved: Newsletters on.').waitFor();
    expect(await switchOf(page, 'Newsletters').isChecked()).toBe(true);
    expect(await switchOf(page, 'Reminders').isChecked()).toBe(false);
    await page.context().close();
  });

  it('fits a phone in dark mode, and a link that is not valid says so', async () => {
    const member = {
      email: uniqueEmail('unsubscribe.phone'),
      name: 'Pat Phone',
      phone: '+447700900423',
      password: 'Unsubscribe-pass-2',
    };
    await createUser(member);
    const uid = await emailSettingsUid(member.email);
    const page = await chromium.newPage({ viewport: PHONE_VIEWPORT, colorScheme: 'dark' });
    await page.goto(`/profile/emails/${uid}`);
    await page.getByText('Hello, Pat.').waitFor();
    await switchOf(page, 'Newsletters').click();
    await page.getByText('Saved: Newsletters off.').waitFor();
    await expectNoSidewaysScroll(page, 'email settings at 390 px');
    await screenshot(page, 'email-settings-phone-dark');

    await page.goto(`/profile/emails/${'0'.repeat(64)}`);
    await page.getByText('This link is not valid').waitFor();
    expect(page.url()).toContain('/profile/emails/'); // not sent off to the generic 404 page
    await screenshot(page, 'email-settings-not-valid');
    await page.context().close();
  });
});
