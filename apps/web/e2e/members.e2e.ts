import { describe, expect, it } from 'vitest';
import { adminTokens, api, uniqueEmail } from './support/api';
import { checkPage } from './support/axe';
import { PHONE_VIEWPORT } from './support/browser';
import { findInviteLink, mailMark } from './support/mail';
import { screenshot } from './support/screenshot';
import { browserForFile } from './support/session';
import { waitForNotification } from './support/table';
import { expectNoSidewaysScroll, expectText, loginThroughUi } from './support/ui';

const chromium = browserForFile();

/**
 * A club's membership export: 200 rows, of which 5 are bad (no name, a broken email, a
 * broken phone, an admin, an unknown role) and 3 repeat an earlier email (one in capitals).
 */
function membershipCsv(label: string) {
  const emails: string[] = [];
  const lines = ['First name,Surname,E-mail,Mobile,Role'];
  const good = (i: number) => {
    const email = `${label}.${i}@members.example.org`;
    emails.push(email);
    return `Member,Number ${i},${email},07700 900${String(i).padStart(3, '0')},Volunteer`;
  };
  for (let i = 1; i <= 192; i++) lines.push(good(i));
  lines.push(
    `,,${label}.noname@members.example.org,,`,
    `Broken,Email,${label}.broken@,,`,
    `Broken,Phone,${label}.phone@members.example.org,12ab,`,
    `Would-be,Admin,${label}.admin@members.example.org,,Admin`,
    `"Smith, Jo",Captain,${label}.captain@members.example.org,,Captain`,
    `Member,Again,${emails[0]},,`,
    `Member,Again,${emails[1].toUpperCase()},,`,
    `Member,Again,${emails[2]},,Volunteer`,
  );
  return { csv: `${lines.join('\r\n')}\r\n`, emails };
}

describe('members: import, invite, set a password (issue 10 items 1, 2)', () => {
  const label = `import${Date.now().toString(36)}`;
  const { csv, emails } = membershipCsv(label);

  it('imports a 200-row file through the screen, invites everyone, and one of them logs in', async () => {
    const page = await chromium.newAdminPage();
    await page.goto('/people');
    await page.getByRole('link', { name: 'Import' }).click();
    await page.waitForURL('**/people/import');
    await page.getByRole('heading', { name: 'Import members' }).waitFor();
    await checkPage(page, 'import: choose file');
    await screenshot(page, 'members-import-upload');

    await page.locator('input[type=file]').setInputFiles({
      name: 'members.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    await expectText(page, /200 rows, 5 columns/);
    // The columns are recognised by their usual names.
    for (const [column, target] of [
      ['First name', 'First name'],
      ['Surname', 'Last name'],
      ['E-mail', 'Email'],
      ['Mobile', 'Phone'],
      ['Role', 'Role'],
    ]) {
      expect(
        await page.getByRole('combobox', { name: `Import column ${column} as` }).inputValue(),
      ).toBe(target);
    }
    await checkPage(page, 'import: match columns');
    await screenshot(page, 'members-import-mapping');
    await page.setViewportSize(PHONE_VIEWPORT);
    await expectNoSidewaysScroll(page, 'column matching at 390 px');
    await screenshot(page, 'members-import-mapping-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    // Leaving with a chosen file asks first; staying keeps the work.
    await page.getByRole('link', { name: '← People' }).click();
    await page
      .getByRole('dialog', { name: 'Discard changes?' })
      .getByRole('button', { name: 'Keep editing' })
      .click();
    expect(new URL(page.url()).pathname).toBe('/people/import');

    await page.getByRole('button', { name: 'Check 200 rows' }).click();
    await page.getByTestId('count-ok').waitFor();
    expect(await page.getByTestId('count-ok').textContent()).toBe('192');
    expect(await page.getByTestId('count-invalid').textContent()).toBe('5');
    expect(await page.getByTestId('count-duplicate').textContent()).toBe('3');
    expect(await page.getByTestId('count-existing').textContent()).toBe('0');
    // The problems are listed with their file line and reason.
    await expectText(page, 'Name: Required.');
    await expectText(page, 'Email: Invalid email.');
    await expectText(page, /Admins are not imported/);
    await expectText(page, 'Same email as line 2: skipped.');
    await checkPage(page, 'import: preview');
    await screenshot(page, 'members-import-preview');
    await page.setViewportSize(PHONE_VIEWPORT);
    await expectNoSidewaysScroll(page, 'import preview at 390 px');
    await screenshot(page, 'members-import-preview-phone');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'members-import-preview-phone-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Import 192 people' }).click();
    await expectText(page, '192 people imported');
    await checkPage(page, 'import: done');
    await page.setViewportSize(PHONE_VIEWPORT);
    await expectNoSidewaysScroll(page, 'import done at 390 px');
    await screenshot(page, 'members-import-done-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    const mark = mailMark();
    await page.getByRole('button', { name: 'Invite the 192 people imported' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText(/192 emails/)
      .first()
      .waitFor();
    await checkPage(page, 'import: invite confirmation');
    await screenshot(page, 'members-import-invite-confirm');
    await dialog.getByRole('button', { name: 'Send 192 emails' }).click();
    await dialog.getByText('192 invitations sent').waitFor({ timeout: 60_000 });
    await screenshot(page, 'members-import-invited');
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // The People list shows the invitation.
    await page.goto(`/people?search=${encodeURIComponent(emails[41])}`);
    await expectText(page, 'Invited today');
    await screenshot(page, 'members-people-invited');

    // One of them opens the emailed link, sets a password and logs in.
    const member = emails[41];
    const link = await findInviteLink(member, { after: mark, timeoutMs: 30_000 });
    const newcomer = await chromium.newPage({
      viewport: PHONE_VIEWPORT,
      isMobile: true,
      hasTouch: true,
    });
    await newcomer.goto(new URL(link).pathname);
    await newcomer.getByLabel(/^New password/).fill('imported-member-1');
    await newcomer.getByLabel(/^Repeat new password/).fill('imported-member-1');
    await screenshot(newcomer, 'members-set-password-phone');
    await newcomer.getByRole('button', { name: 'Set password' }).click();
    await newcomer.waitForURL('**/dashboard');
    await newcomer.context().close();

    const again = await chromium.newPage();
    await again.goto('/hello');
    await loginThroughUi(again, member, 'imported-member-1');
    expect(new URL(again.url()).pathname).toBe('/dashboard');
    await again.context().close();

    // Now they have a login, and the list says so.
    await page.goto(`/people?search=${encodeURIComponent(member)}`);
    await expectText(page, 'Has login');
    await page.context().close();
  });

  it('invites selected people from the People list, after saying how many emails go out', async () => {
    const page = await chromium.newAdminPage();
    await page.goto(`/people?search=${encodeURIComponent(`${label}.1`)}&size=25`);
    await page.getByRole('checkbox', { name: 'Select Member Number 10', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Select Member Number 11', exact: true }).check();
    await page.getByRole('button', { name: 'Invite selected' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText(/2 emails/)
      .first()
      .waitFor();
    await checkPage(page, 'people: invite selected');
    await dialog.getByRole('button', { name: 'Send 2 emails' }).click();
    await dialog.getByText('2 invitations sent').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // Everyone without a login: the question names as many emails as there are such people.
    const withoutLogin = await api<{ count: number }>(
      'GET',
      '/api/people?has_login=false&limit=all',
      {
        token: (await adminTokens()).access,
      },
    );
    expect(withoutLogin.body.count).toBeGreaterThanOrEqual(191);
    await page.getByRole('button', { name: 'Invite all without login' }).click();
    await dialog.getByText(`${withoutLogin.body.count} emails`, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The drawer offers to resend.
    await page.getByRole('link', { name: 'Member Number 10', exact: true }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByTestId('invitation-status').waitFor();
    expect(await drawer.getByTestId('invitation-status').textContent()).toBe('Invited today');
    await drawer.getByRole('button', { name: 'Resend invitation' }).waitFor();
    await checkPage(page, 'person drawer with invitation');
    await screenshot(page, 'members-person-drawer');

    // Unsaved edits are not lost by a slip: closing asks first.
    await drawer.getByLabel(/^Name/).fill('Member Number 10 (edited)');
    // Two frames: the form has told the drawer it is dirty before Escape is pressed.
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    );
    await page.keyboard.press('Escape');
    const discard = page.getByRole('dialog', { name: 'Discard changes?' });
    await discard
      .getByRole('button', { name: 'Keep editing' })
      .click()
      .catch(async (error) => {
        await screenshot(page, 'members-fail-discard');
        throw error;
      });
    expect(await drawer.getByLabel(/^Name/).inputValue()).toBe('Member Number 10 (edited)');
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await discard.getByRole('button', { name: 'Discard changes' }).click();
    await page.waitForURL((url) => url.pathname === '/people');
    await page.context().close();
  });

  it("disables an admin's own demotion and deactivation in their drawer", async () => {
    const page = await chromium.newAdminPage();
    const me = await api<{ id: number }>('GET', '/api/auth/user', {
      token: (await adminTokens()).access,
    });
    await page.goto(`/people/${me.body.id}`);
    const drawer = page.getByRole('dialog');
    await drawer
      .getByText('You cannot change your own role.')
      .waitFor()
      .catch(async (error) => {
        await screenshot(page, 'members-fail-own-drawer');
        throw error;
      });
    expect(await drawer.getByRole('combobox', { name: 'Role' }).isDisabled()).toBe(true);
    expect(await drawer.getByRole('switch', { name: /^Active/ }).isDisabled()).toBe(true);
    await page.context().close();
  });
});

describe('New Registrations on the dashboard (issue 10 items 3, 17)', () => {
  it('lists newest first, fits 390 px, and activates several after one question', async () => {
    const names = ['Reg Older', 'Reg Middle', 'Reg Newest'];
    for (const name of names) {
      const res = await api('POST', '/api/register', {
        body: {
          email: uniqueEmail(name.toLowerCase().replace(' ', '.')),
          name,
          password: 'registration-pass-1',
          phone: '+447700900555',
        },
      });
      expect(res.status).toBe(204);
    }
    const page = await chromium.newAdminPage({
      viewport: PHONE_VIEWPORT,
      isMobile: true,
      hasTouch: true,
    });
    await page.goto('/dashboard');
    const card = page.getByTestId('new-registrations-card');
    await card.waitFor();
    const listed = (await card.locator('li a').allInnerTexts()).filter((t) => t.startsWith('Reg '));
    expect(listed).toEqual(['Reg Newest', 'Reg Middle', 'Reg Older']);

    await screenshot(page, 'members-registrations-phone');
    // Every Activate button lies inside the card; the page does not scroll sideways.
    const box = (await card.boundingBox())!;
    for (const button of await card.getByRole('button', { name: /^Activate Reg/ }).all()) {
      const b = (await button.boundingBox())!;
      expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width);
    }
    await expectNoSidewaysScroll(page, 'dashboard at 390 px');
    await screenshot(page, 'members-registrations-phone');

    await card.getByRole('checkbox', { name: 'Select Reg Newest' }).check();
    await card.getByRole('checkbox', { name: 'Select Reg Older' }).check();
    await card.getByRole('button', { name: 'Activate selected (2)' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Activate 2 people\?/).waitFor();
    await checkPage(page, 'registrations: activate selected');
    await dialog.getByRole('button', { name: 'Activate 2' }).click();
    await waitForNotification(page, '2 people can now log in.');
    await card.getByRole('link', { name: 'Reg Middle' }).waitFor();
    expect(await card.getByRole('link', { name: 'Reg Newest' }).count()).toBe(0);
    await page.context().close();
  });
});
