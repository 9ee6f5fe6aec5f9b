// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CalendarFeedSettings } from '@/features/calendar-feeds/components/calendar-feed-settings';
import { AppFrame, fakeNetwork, testSite } from '@/features/calendar-feeds/testing/fake-network';
import { clubFeedUrl } from '@/lib/site/club-feed';

afterEach(cleanup);

const FIRST = 'webcal://harbour.test/api/calendar-feeds/first-secret.ics';
const SECOND = 'webcal://harbour.test/api/calendar-feeds/second-secret.ics';

/** The feed calls as the API answers them; each reset makes the next address. */
function server(exists: boolean) {
  const addresses = [FIRST, SECOND];
  let made = exists ? '2026-03-01T10:00:00.000Z' : null;
  return fakeNetwork({
    'GET /api/calendar-feeds/mine': () => ({
      status: 200,
      body: { exists: made !== null, url: null, created_at: made },
    }),
    'POST /api/calendar-feeds/mine/reset': () => {
      made = '2026-03-02T10:00:00.000Z';
      return { status: 200, body: { exists: true, url: addresses.shift(), created_at: made } };
    },
  });
}

const show = () =>
  render(
    <AppFrame site={testSite()}>
      <CalendarFeedSettings />
    </AppFrame>,
  );

describe('CalendarFeedSettings', () => {
  it('makes a first link and shows it once, with a copy button and a calendar-app link', async () => {
    const net = server(false);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Create my feed link' }));
    const field = (await screen.findByLabelText('My shifts feed')) as HTMLInputElement;
    expect(field.value).toBe(FIRST);
    expect(field.readOnly).toBe(true);
    expect(screen.getByRole('button', { name: 'Copy my shifts feed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in calendar app' }).getAttribute('href')).toBe(
      FIRST,
    );
    expect(net.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('resets an existing link only after asking, then shows the new one', async () => {
    const net = server(true);
    show();
    expect(await screen.findByText(/You have a feed link, made/)).toBeTruthy();
    expect(screen.queryByLabelText('My shifts feed')).toBeNull(); // never shown again
    fireEvent.click(screen.getByRole('button', { name: 'Reset link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your feed link?' });
    expect(net.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    const field = (await screen.findByLabelText('My shifts feed')) as HTMLInputElement;
    expect(field.value).toBe(FIRST);
    expect(net.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('changes nothing when the reset is cancelled', async () => {
    const net = server(true);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Reset link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your feed link?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(net.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("shows the club programme's feed address", async () => {
    server(false);
    show();
    const field = (await screen.findByLabelText('Club programme feed')) as HTMLInputElement;
    expect(field.value).toBe('webcal://harbour.test/api/events/feed.ics');
    expect(screen.getByRole('button', { name: 'Copy club programme feed' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Subscribe to the club programme' }).getAttribute('href'),
    ).toBe('webcal://harbour.test/api/events/feed.ics');
  });
});

describe('clubFeedUrl', () => {
  it('is the site address with the webcal scheme', () => {
    expect(clubFeedUrl('http://localhost:3000/')).toBe(
      'webcal://localhost:3000/api/events/feed.ics',
    );
  });
});
