import { describe, expect, it } from 'vitest';
import { api, createUser, loginApi, uniqueEmail } from './support/api';
import { checkPage } from './support/axe';
import { screenshot } from './support/screenshot';
import { browserForFile } from './support/session';

/**
 * Issue 20, item 8: an admin ends a member's personal calendar feed from the person's
 * drawer, after a confirmation; the feed's address then answers 404.
 */
const chromium = browserForFile();

describe('revoking a personal calendar feed (issue 20, item 8)', () => {
  it("an admin revokes a member's feed from their drawer, after confirming", async () => {
    const member = {
      email: uniqueEmail('feed.member'),
      name: 'Fen Feedholder',
      phone: '+447700900321',
      password: 'Feed-member-pass-1',
    };
    await createUser(member);
    const tokens = await loginApi(member.email, member.password);
    const made = await api<{ url: string }>('POST', '/api/calendar-feeds/mine/reset', {
      token: tokens.access,
    });
    expect(made.status).toBe(200);
    const feedPath = new URL(made.body.url.replace(/^webcal:/, 'http:')).pathname;
    expect((await api('GET', feedPath)).status).toBe(200);
    const me = await api<{ id: number }>('GET', '/api/auth/user', { token: tokens.access });

    const page = await chromium.newAdminPage();
    await page.goto(`/people/${me.body.id}`);
    const drawer = page.getByRole('dialog', { name: member.name });
    const feed = drawer.getByRole('region', { name: 'Calendar feed' });
    await feed.getByText('Subscribed').waitFor();
    await feed.getByRole('button', { name: 'Revoke feed' }).click();

    const confirm = page.getByRole('dialog', { name: 'Revoke calendar feed?' });
    await confirm.getByText(/Fen Feedholder's calendar feed link stops working/).waitFor();
    await checkPage(page, 'revoke calendar feed confirmation');
    await screenshot(page, 'feed-revocation-confirm');
    expect((await api('GET', feedPath)).status).toBe(200); // nothing yet
    await confirm.getByRole('button', { name: 'Revoke feed' }).click();

    await feed.getByText('No personal feed link.').waitFor();
    expect(await feed.getByRole('button', { name: 'Revoke feed' }).count()).toBe(0);
    expect((await api('GET', feedPath)).status).toBe(404);
    await checkPage(page, 'person drawer after revoking the feed');
    await page.context().close();
  });
});
