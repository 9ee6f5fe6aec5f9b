import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { activate, api, loginApi, onboardClub, type Tokens, uniqueEmail } from './support/api';
import { checkPage } from './support/axe';
import { PHONE_VIEWPORT } from './support/browser';
import { hostUrl } from './support/context';
import { screenshot } from './support/screenshot';
import { browserForFile } from './support/session';
import { findSmsCode } from './support/sms';
import { waitForNotification } from './support/table';
import { expectNoSidewaysScroll, loginThroughUi, loginWithTokens } from './support/ui';

/*
 * Issue 23, items 2 and 3: a member's own account. On a phone: the dashboard's Verify
 * phone card opens the phone dialog, the member saves a number and enters the code read
 * from the SMS box; fills in a profile field. Then a new password, which the next login
 * (in a fresh browser) uses; and the dark theme, chosen once, there again after a reload
 * and in another browser after logging in. The club is its own (SMS on), so no other
 * journey sees its settings.
 */
const chromium = browserForFile();
const stamp = Date.now().toString(36);
const host = `profile-${stamp}.localhost`;
const PHONE: BrowserContextOptions = {
  viewport: PHONE_VIEWPORT,
  isMobile: true,
  hasTouch: true,
  baseURL: hostUrl(host),
};
const member = {
  email: uniqueEmail('profile'),
  name: `Robin Profile ${stamp}`,
  password: 'profile-pass-1',
};
let admin: Tokens;
let memberTokens: Tokens;

/** A call as the club's admin that must answer `ok`. */
async function asAdmin<T>(method: string, path: string, body?: unknown, ok = 200): Promise<T> {
  const res = await api<T>(method, path, { host, token: admin.access, body });
  if (res.status !== ok)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The member's page, logged in (with `tokens`, else the member's first login). */
async function memberPage(options: BrowserContextOptions, tokens = memberTokens): Promise<Page> {
  const page = await chromium.newPage(options);
  await loginWithTokens(page, tokens);
  return page;
}

const colorScheme = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

beforeAll(async () => {
  const adminLogin = {
    email: uniqueEmail('profile-admin'),
    name: 'Pat Admin',
    password: 'admin-pass-1',
  };
  await onboardClub({
    name: `Profile Club ${stamp}`,
    prefix: 'PRC',
    domain: host,
    admin: adminLogin,
  });
  admin = await loginApi(adminLogin.email, adminLogin.password, host);
  await asAdmin('PUT', '/api/organisations/current/', { sms_enabled: true });
  const registered = await api('POST', '/api/register', { host, body: member });
  expect(registered.status, JSON.stringify(registered.body)).toBe(204);
  await activate(member.email, admin, host);
  memberTokens = await loginApi(member.email, member.password, host);
  // The club's profile fields: one the member fills in, one only staff set.
  const created = await asAdmin<{ ids: number[] }>(
    'POST',
    '/api/profilefields/',
    [
      { display_name: 'Boat class', user_visible: true, user_editable: true, order: 1 },
      { display_name: 'Membership number', user_visible: true, user_editable: false, order: 2 },
      { display_name: 'Staff notes', user_visible: false, user_editable: false, order: 3 },
    ],
    201,
  );
  const me = await api<{ id: number }>('GET', '/api/auth/user', {
    host,
    token: memberTokens.access,
  });
  await asAdmin('PUT', '/api/profileentries', [
    { entry_type: created.ids[1], person: me.body.id, value: `M-${stamp}` },
    { entry_type: created.ids[2], person: me.body.id, value: 'Knows the harbour well' },
  ]);
});

describe('the member’s own account (issue 23)', () => {
  it('verifies a phone from the dashboard card with the texted code, on a phone', async () => {
    const page = await memberPage(PHONE);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Verify your phone' }).click();
    await page.waitForURL(/\/profile\/info\?dialog=phone$/);
    const dialog = page.getByRole('dialog', { name: 'Change phone' });
    await dialog.waitFor();
    // en-GB browser: +44 first
    expect(await dialog.getByLabel('Country code').inputValue()).toBe('+44');
    const phone = `+4477009${String(Date.now() % 100000).padStart(5, '0')}`;
    await dialog.getByLabel(/^Phone/).fill(`0${phone.slice(3, 7)} ${phone.slice(7)}`);
    await dialog.getByText(`Saved as ${phone}`).waitFor();
    await screenshot(page, 'profile-phone-number-390');
    const sentAfter = Date.now() - 1000;
    await dialog.getByRole('button', { name: 'Save phone' }).click();

    const verify = page.getByRole('dialog', { name: 'Verify phone' });
    await verify.getByText('You have 5 minutes to enter it below.').waitFor();
    expect(
      await verify.getByRole('button', { name: /Send a new code \(\d+ s\)/ }).isDisabled(),
    ).toBe(true);
    const code = await findSmsCode(phone, { after: sentAfter });
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await verify.getByLabel(/Verification code/).fill(wrong);
    await verify.getByRole('button', { name: 'Verify' }).click();
    await verify.getByText('This code is not correct. 4 tries left.').waitFor();
    await checkPage(page, 'phone dialog, code step');
    await screenshot(page, 'profile-phone-code-390');
    await expectNoSidewaysScroll(page, 'phone dialog, code step');

    await verify.getByLabel(/Verification code/).fill(code);
    await verify.getByRole('button', { name: 'Verify' }).click();
    await waitForNotification(page, 'Your phone number is verified.');
    await verify.waitFor({ state: 'hidden' });
    expect(page.url()).not.toContain('dialog=');
    await page.getByText('Verified', { exact: true }).waitFor();
    await page.getByText(phone).waitFor();

    // A profile field the member fills in; the one only staff set is read-only; no hidden one.
    const boat = page.getByLabel('Boat class');
    await boat.fill('Laser Radial');
    expect(await page.getByLabel('Membership number').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel('Membership number').inputValue()).toBe(`M-${stamp}`);
    expect(await page.getByText('Staff notes').count()).toBe(0);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await waitForNotification(page, 'Profile saved.');
    await expectNoSidewaysScroll(page, 'profile information');
    await screenshot(page, 'profile-info-390');

    // Kept on the server: the dashboard's card is gone, the field reads back.
    await page.goto('/dashboard'); // waits until the dashboard has loaded (support/browser.ts)
    expect(await page.getByRole('link', { name: 'Verify your phone' }).count()).toBe(0);
    await page.goto('/profile/info');
    expect(await page.getByLabel('Boat class').inputValue()).toBe('Laser Radial');
    await page.context().close();
  });

  it('changes the password, stays logged in, and the next login uses the new one', async () => {
    const page = await memberPage({ baseURL: hostUrl(host) });
    await page.goto('/profile/info');
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel(/^Current password/).fill(member.password);
    await dialog.getByLabel(/^New password/).fill('profile-pass-2');
    await dialog.getByLabel(/^Repeat New Password/).fill('profile-pass-3');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByText('Passwords must match.').waitFor();
    await dialog.getByLabel(/^Repeat New Password/).fill('profile-pass-2');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await waitForNotification(page, /Password changed/);
    await dialog.waitFor({ state: 'hidden' });
    // still logged in here, with the tokens the change answered
    await page.reload();
    await page.getByRole('heading', { name: 'Account' }).waitFor();
    await page.context().close();

    // the old password no longer opens the login; the new one does, in a fresh browser
    const old = await api('POST', '/api/auth/login', {
      host,
      body: { email: member.email, password: member.password },
    });
    expect(old.status).toBe(400);
    member.password = 'profile-pass-2';
    const fresh = await chromium.newPage({ baseURL: hostUrl(host) });
    await loginThroughUi(fresh, member.email, member.password);
    expect(new URL(fresh.url()).pathname).toBe('/dashboard');
    await fresh.context().close();
    memberTokens = await loginApi(member.email, member.password, host);
  });

  it('switches to the dark theme at once, and it stays: after a reload and in another browser', async () => {
    const page = await memberPage({ ...PHONE, colorScheme: 'light' });
    await page.goto('/profile/settings');
    expect(await colorScheme(page)).toBe('light');
    await page.getByText('Dark', { exact: true }).click();
    await page.waitForFunction(
      () => document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark',
    );
    // every notification off: the spec's warning
    await page.getByRole('switch', { name: 'Email notifications', exact: true }).click();
    await page
      .getByText('Turning off all notifications means no emails or SMS from the site at all.')
      .waitFor();
    expect(await page.getByRole('switch', { name: 'Reminders', exact: true }).isDisabled()).toBe(
      true,
    );
    await page.getByRole('radio', { name: /24-hour/ }).check();
    await expectNoSidewaysScroll(page, 'profile settings');
    await screenshot(page, 'profile-settings-dark-390');

    await page.reload();
    await page.getByRole('heading', { name: 'Display' }).waitFor();
    expect(await colorScheme(page)).toBe('dark');
    expect(await page.getByRole('radio', { name: /24-hour/ }).isChecked()).toBe(true);
    await page.context().close();

    // Another browser, which prefers light: logging in brings the member's dark theme.
    const other = await chromium.newPage({ baseURL: hostUrl(host), colorScheme: 'light' });
    await loginThroughUi(other, member.email, member.password);
    await other.waitForFunction(
      () => document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark',
    );
    await other.goto('/profile/info');
    await other.getByRole('heading', { name: 'Account' }).waitFor();
    await screenshot(other, 'profile-info-dark-desktop');
    await other.setViewportSize(PHONE_VIEWPORT);
    await expectNoSidewaysScroll(other, 'profile information, dark');
    await screenshot(other, 'profile-info-dark-390');
    await other.context().close();
  });
});
