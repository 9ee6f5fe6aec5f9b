// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SubscribeButton } from '@/features/calendar-feeds/components/subscribe-button';
import { AppFrame, fakeNetwork, testSite } from '@/features/calendar-feeds/testing/fake-network';

afterEach(cleanup);

describe('SubscribeButton (the calendar page)', () => {
  it('asks nothing until opened, then offers the club feed and the member their own', async () => {
    const net = fakeNetwork({
      'GET /api/calendar-feeds/mine': () => ({
        status: 200,
        body: { exists: false, url: null, created_at: null },
      }),
    });
    render(
      <AppFrame site={testSite()}>
        <SubscribeButton />
      </AppFrame>,
    );
    expect(net.calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe in your calendar app' });
    const club = within(dialog).getByLabelText('Club programme feed') as HTMLInputElement;
    expect(club.value).toBe('webcal://harbour.test/api/events/feed.ics');
    expect(
      within(dialog)
        .getByRole('link', { name: 'Subscribe to the club programme' })
        .getAttribute('href'),
    ).toBe('webcal://harbour.test/api/events/feed.ics');
    expect(await within(dialog).findByRole('button', { name: 'Create my feed link' })).toBeTruthy();
    expect(net.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/calendar-feeds/mine',
    ]);
  });
});
