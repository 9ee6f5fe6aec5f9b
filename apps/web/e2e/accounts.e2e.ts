import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminTokens, api, onboardClub, uniqueEmail } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PHONE_VIEWPORT } from './support/browser';
import { hostUrl } from './support/context';
import { findMail, findResetLink, logMark, mailMark } from './support/mail';
import { screenshot } from './support/screenshot';
import { browserForFile } from './support/session';
import { waitForNotification } from './support/table';
import {
  enterEmail,
  expectText,
  loginThroughUi,
  loginWithTokens,
  openUserMenu,
} from './support/ui';

const chromium = browserForFile();

const fieldError = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function logout(page: Page) {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/hello');
}

describe('accounts (issue 4)', () => {
  const email = uniqueEmail('newcomer');
  const password = 'first-password-1';
  const newPassword = 'second-password-2';

  it('a newcomer registers, sees Registration Complete, and cannot log in yet', async () => {
    const page = await chromium.newPage();
    await page.goto('/register');

    // Step 1: the email, with its messages.
    await page.getByRole('button', { name: 'Continue' }).click();
    await fieldError(page, 'Required.').waitFor();
    await page.getByLabel(/^Email/).fill('not-an-email');
    await page.getByRole('button', { name: 'Continue' }).click();
    await fieldError(page, 'Invalid email.').waitFor();
    await enterEmail(page, email);

    // Step 3 in the account-required state: name, phone (optional), password and repeat.
    await page.waitForURL('**/register');
    await page.getByRole('heading', { name: 'Register' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'register (account-required)');
    // Issue 10, item 18: a mistyped email can be changed from the register step.
    await page.getByRole('button', { name: 'Change' }).click();
    await page.waitForURL('**/hello');
    expect(await page.getByLabel(/^Email/).inputValue()).toBe(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/register');
    await page.getByRole('button', { name: 'Register' }).click();
    expect(await page.getByText('Required.', { exact: true }).count()).toBeGreaterThanOrEqual(2);
    const phoneRule = page.getByText(
      'Phone number must include the country code and not contain spaces.',
    );
    expect(await phoneRule.count()).toBe(0); // optional: the rule applies only when given
    await page.getByLabel(/^Phone/).fill('call me');
    await page.getByRole('button', { name: 'Register' }).click();
    await phoneRule.first().waitFor();

    await page.getByLabel(/^Name/).fill('Nina Newcomer');
    expect(await page.getByLabel('Country code').inputValue()).toBe('+44'); // en-GB browser
    await page.getByLabel(/^Phone/).fill('07700 900 123');
    await expectText(page, 'Saved as +447700900123');
    await page.getByLabel(/^Password\b/).fill(password);
    await page.getByLabel(/^Repeat password/).fill('something-else');
    await page.getByRole('button', { name: 'Register' }).click();
    await fieldError(page, 'Passwords must match.').waitFor();
    await screenshot(page, 'register-errors');
    await page.getByLabel(/^Repeat password/).fill(password);
    await page.getByRole('button', { name: 'Register' }).click();

    await page.waitForURL('**/register/complete');
    await expectText(page, 'Registration Complete');
    await expectText(page, /pending approval by site staff/);
    await expectText(page, /not be able to log in until your account has been activated/);
    await expectNoSeriousA11yViolations(page, 'register complete');
    await screenshot(page, 'register-complete');

    // Pending: the login is refused with the server's message.
    await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
    await page.waitForURL('**/hello');
    await enterEmail(page, email);
    await page.waitForURL('**/login');
    await page.getByLabel(/^Password\b/).fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const pending = page.getByRole('alert').filter({ hasText: /pending approval/i });
    await pending.waitFor();
    // Issue 10, item 16: a refused login is a red alert.
    expect(await pending.getAttribute('style')).toContain('--mantine-color-red');
    await expectNoSeriousA11yViolations(page, 'login refused (pending)');
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, 'login-pending');
    await page.context().close();
  });

  it('the admin activates the newcomer from the dashboard card', async () => {
    const admin = await chromium.newPage();
    await loginWithTokens(admin, await adminTokens());
    await admin.goto('/dashboard');
    const card = admin.getByTestId('new-registrations-card');
    await card.getByRole('heading', { name: 'New Registrations' }).waitFor();
    const row = card.getByRole('listitem').filter({ hasText: email });
    await row.getByText(email).waitFor();
    expect(await row.getByRole('link', { name: 'Nina Newcomer' }).getAttribute('href')).toMatch(
      /^\/people\/\d+$/,
    );
    await expectNoSeriousA11yViolations(admin, 'new registrations card');
    await screenshot(admin, 'dashboard-new-registrations');

    await row.getByRole('button', { name: 'Activate Nina Newcomer' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Activate account' });
    await dialog.getByText(email).waitFor();
    await expectNoSeriousA11yViolations(admin, 'activate dialog');
    await screenshot(admin, 'activate-dialog', false);
    await dialog.getByRole('button', { name: 'Activate', exact: true }).click();
    await waitForNotification(admin, 'Nina Newcomer can now log in.');
    await row.waitFor({ state: 'detached' });
    await admin.context().close();
  });

  it('once activated, the newcomer logs in, returns to the page asked for, and logs out', async () => {
    const page = await chromium.newPage();
    await page.goto('/privacy');
    await page.goto('/dashboard');
    await page.waitForURL('**/hello?next=%2Fdashboard');
    await enterEmail(page, email);
    await page.waitForURL('**/login?next=%2Fdashboard');
    await expectNoSeriousA11yViolations(page, 'login');
    await screenshot(page, 'login');
    await page.getByLabel(/^Password\b/).fill('wrong-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Unable to log in' }).waitFor();
    await page.getByLabel(/^Password\b/).fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await expectText(page, 'Welcome, Nina Newcomer');
    await expectText(page, 'Hello, Nina Newcomer');
    // The dashboard a new member lands on: the club's upcoming events (other journeys may
    // have added some to the shared demo club, or it says "Nothing to show yet").
    await page.getByRole('heading', { name: 'Upcoming events', level: 2 }).waitFor();
    await screenshot(page, 'dashboard-user');

    await logout(page);
    expect(await page.evaluate(() => localStorage.getItem('crewcall.access'))).toBeNull();
    await page.goto('/dashboard');
    await page.waitForURL('**/hello?next=%2Fdashboard');
    await page.context().close();
  });

  it('resets a forgotten password through the emailed link', async () => {
    const page = await chromium.newPage({
      viewport: PHONE_VIEWPORT,
      isMobile: true,
      hasTouch: true,
    });
    const mark = logMark();
    await page.goto('/hello');
    await enterEmail(page, email);
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/password/reset/');
    await expectText(page, 'Please check your email for a link to reset your password.');
    await expectNoSeriousA11yViolations(page, 'reset requested');
    await screenshot(page, 'reset-requested-phone');

    const link = await findResetLink(email, { after: mark });
    const { pathname } = new URL(link);
    expect(pathname).toMatch(/^\/password\/reset\/[A-Za-z0-9_-]+$/);
    await page.goto(pathname);
    expect(await page.getByTestId('reset-email').textContent()).toBe(email);
    await expectNoSeriousA11yViolations(page, 'reset password');
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel(/^Repeat new password/).fill('not-the-same');
    await page.getByRole('button', { name: 'Set password' }).click();
    await fieldError(page, 'Passwords must match.').waitFor();
    await screenshot(page, 'reset-password-phone');
    await page.getByLabel(/^Repeat new password/).fill(newPassword);
    await page.getByRole('button', { name: 'Set password' }).click();

    // The newcomer was activated from the dashboard card above.
    await page.waitForURL('**/dashboard');
    await expectText(page, 'Welcome, Nina Newcomer');

    // The link is single-use.
    const again = await chromium.newPage();
    await again.goto(pathname);
    await again.getByRole('alert').waitFor();
    expect(await again.getByRole('alert').textContent()).not.toBe('');
    await again.getByRole('link', { name: 'Back' }).click();
    await again.waitForURL('**/hello');
    await again.context().close();

    // The new password works (and the old one does not).
    const fresh = await chromium.newPage();
    await fresh.goto('/hello');
    await loginThroughUi(fresh, email, newPassword);
    expect(new URL(fresh.url()).pathname).toBe('/dashboard');
    await fresh.context().close();
    await page.context().close();
  });

  it('a member added by an admin, without a login, sets a password from the hello screen', async () => {
    // An admin adds someone to the club (the member import: a person without a login).
    const admin = await adminTokens();
    const member = uniqueEmail('no-login');
    const imported = await api<{ rows: { status: string; id?: number }[] }>(
      'POST',
      '/api/people/import',
      {
        token: admin.access,
        body: { dry_run: false, rows: [{ name: 'Olive Added', email: member }] },
      },
    );
    expect(imported.status).toBe(200);
    expect(imported.body.rows[0].status).toBe('ok');

    const page = await chromium.newPage({
      viewport: PHONE_VIEWPORT,
      isMobile: true,
      hasTouch: true,
    });
    const mark = mailMark();
    await page.goto('/hello');
    await enterEmail(page, member);
    // Not "register": the club has her already; she is offered a link instead.
    await page.getByRole('heading', { name: 'Set your password' }).waitFor();
    await expectText(page, /already has you as a member, but you have no password yet/);
    await expectNoSeriousA11yViolations(page, 'set your password');
    await screenshot(page, 'set-password-offer-phone');
    await page.getByRole('button', { name: 'Email me a link' }).click();
    await page.waitForURL('**/password/reset/');
    await expectText(
      page,
      'We have sent you a link to set your password. Please check your email.',
    );

    const mail = await findMail(member, { after: mark });
    expect(mail.subject).toMatch(/^Set your password for /);
    expect(mail.text).toContain('Your Crewcall login is the same at every club that uses it');
    const link = await findResetLink(member, { after: mark });
    expect(new URL(link).port).toBe(String(new URL(page.url()).port)); // the club's address
    await page.goto(new URL(link).pathname);
    expect(await page.getByTestId('reset-email').textContent()).toBe(member);
    await page.getByLabel(/^New password/).fill('olive-first-password');
    await page.getByLabel(/^Repeat new password/).fill('olive-first-password');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.waitForURL('**/dashboard');
    await expectText(page, 'Welcome, Olive Added');
    await page.context().close();

    // From now on she logs in like anyone else.
    const fresh = await chromium.newPage();
    await fresh.goto('/hello');
    await loginThroughUi(fresh, member, 'olive-first-password');
    expect(new URL(fresh.url()).pathname).toBe('/dashboard');
    await fresh.context().close();
  });

  it('shows the token message and a Back button for a bad link', async () => {
    const page = await chromium.newPage();
    await page.goto('/forgot/reset/not-a-real-token');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBeTruthy();
    expect(await page.getByRole('link', { name: 'Back' }).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'bad reset token');
    await screenshot(page, 'reset-bad-token');
    await page.context().close();
  });

  it('joins a second club with the existing account (details-required)', async () => {
    const domain = 'club-b.localhost';
    await onboardClub({
      name: 'Bay Yacht Club',
      prefix: 'BYC',
      domain,
      admin: { email: uniqueEmail('bay-admin'), name: 'Bay Admin', password: 'bay-admin-pass' },
    });
    const page = await chromium.newPage({ baseURL: hostUrl(domain) });
    await page.goto(hostUrl(domain, '/hello'));
    await page.getByRole('heading', { name: 'Welcome to Bay Yacht Club' }).waitFor();
    expect(await page.title()).toBe('Hello | Bay Yacht Club');
    await enterEmail(page, email);
    await page.waitForURL('**/register');
    await page.getByRole('heading', { name: 'Join Bay Yacht Club' }).waitFor();
    expect(await page.getByLabel(/^Repeat password/).count()).toBe(0);
    await page.getByLabel(/^Name/).fill('Nina Newcomer');
    await page.getByLabel(/^Phone/).fill('7700900123');
    await page.getByLabel(/^Current password/).fill('definitely-wrong');
    await page.getByRole('button', { name: 'Register' }).click();
    // A wrong existing password is a field error on password, and creates nothing.
    await page.getByText(/not the password of your existing account/i).waitFor();
    await expectNoSeriousA11yViolations(page, 'register (details-required)');
    await screenshot(page, 'register-details-required');
    const current = await page.evaluate(() => localStorage.getItem('crewcall.access'));
    expect(current).toBeNull();
    await page.getByLabel(/^Current password/).fill(newPassword);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL('**/register/complete');
    await expectText(page, 'Registration Complete');
    await page.context().close();
  });
});
