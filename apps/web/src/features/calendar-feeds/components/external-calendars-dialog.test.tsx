// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ExternalCalendarsButton,
  ExternalCalendarsDialog,
} from '@/features/calendar-feeds/components/external-calendars-dialog';
import { AppFrame, fakeNetwork, testSite } from '@/features/calendar-feeds/testing/fake-network';

const ROWING = 'https://rowing.example/api/events/public';
const SAILING = 'https://sailing.example/api/events/public';

afterEach(cleanup);

/** The server side of the calls: the member's hidden list, as the API keeps it. */
function server(initiallyHidden: string[] = [], opts: { failSave?: boolean } = {}) {
  let hidden = [...initiallyHidden];
  const answer = () => ({
    status: 200,
    body: { calendars: [ROWING, SAILING].map((url) => ({ url, hidden: hidden.includes(url) })) },
  });
  const network = fakeNetwork({
    'GET /api/calendar-feeds/external': answer,
    'PUT /api/calendar-feeds/external': ({ body }) => {
      if (opts.failSave) return { status: 400, body: { 'hidden.0': ['Not allowed.'] } };
      hidden = (body as { hidden: string[] }).hidden;
      return answer();
    },
  });
  return { ...network, hidden: () => hidden };
}

const openDialog = () =>
  render(
    <AppFrame site={testSite([ROWING, SAILING])}>
      <ExternalCalendarsDialog opened onClose={() => {}} />
    </AppFrame>,
  );

const switchFor = (host: string) => screen.getByRole('switch', { name: new RegExp(host) });

describe('ExternalCalendarsDialog', () => {
  it("lists the club's allowed calendars with a switch each, on when shown", async () => {
    server([SAILING]);
    openDialog();
    expect(await screen.findByRole('dialog', { name: 'External calendars' })).toBeTruthy();
    await waitFor(() => expect(switchFor('rowing.example')).toBeTruthy());
    expect((switchFor('rowing.example') as HTMLInputElement).checked).toBe(true);
    expect((switchFor('sailing.example') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(ROWING)).toBeTruthy();
  });

  it('saves a change to the server at once and shows the saved state', async () => {
    const net = server([]);
    openDialog();
    await waitFor(() => expect(switchFor('rowing.example')).toBeTruthy());
    fireEvent.click(switchFor('rowing.example'));
    await waitFor(() => expect(net.hidden()).toEqual([ROWING]));
    const put = net.calls.find((c) => c.method === 'PUT');
    expect(JSON.parse(String(put?.init.body))).toEqual({ hidden: [ROWING] });
    await waitFor(() =>
      expect((switchFor('rowing.example') as HTMLInputElement).checked).toBe(false),
    );
    // and back
    fireEvent.click(switchFor('rowing.example'));
    await waitFor(() => expect(net.hidden()).toEqual([]));
  });

  it('says so when a change was not saved, and shows the saved state again', async () => {
    server([], { failSave: true });
    openDialog();
    await waitFor(() => expect(switchFor('sailing.example')).toBeTruthy());
    fireEvent.click(switchFor('sailing.example'));
    expect(await screen.findByText('Your change was not saved. Try again.')).toBeTruthy();
    expect((switchFor('sailing.example') as HTMLInputElement).checked).toBe(true);
  });

  it('says when the club shows no other calendars', async () => {
    fakeNetwork({
      'GET /api/calendar-feeds/external': () => ({ status: 200, body: { calendars: [] } }),
    });
    openDialog();
    expect(await screen.findByText("Your club shows no other clubs' calendars.")).toBeTruthy();
  });
});

describe('ExternalCalendarsButton', () => {
  it('is not there when the club allows no external calendars', () => {
    const { container } = render(
      <AppFrame site={testSite([])}>
        <ExternalCalendarsButton />
      </AppFrame>,
    );
    expect(container.querySelector('button')).toBeNull();
  });

  it('opens the dialog', async () => {
    server();
    render(
      <AppFrame site={testSite([ROWING])}>
        <ExternalCalendarsButton />
      </AppFrame>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'External calendars' }));
    expect(await screen.findByRole('dialog', { name: 'External calendars' })).toBeTruthy();
  });
});
