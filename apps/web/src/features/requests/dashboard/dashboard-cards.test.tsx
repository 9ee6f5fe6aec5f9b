// @vitest-environment jsdom
import { DASHBOARD_REQUESTS_COUNT_CAP, type Dashboard } from '@crewcall/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NewRequestsCard from '@/features/requests/dashboard/new-requests-card';
import PendingRequestsCard from '@/features/requests/dashboard/pending-requests-card';
import UnpublishedCard, { UNPUBLISHED_TEXT } from '@/features/requests/dashboard/unpublished-card';
import UpcomingShiftsCard from '@/features/requests/dashboard/upcoming-shifts-card';
import { renderWithApi } from '@/features/requests/testing/render-with-api';
import { EMPTY_DASHBOARD } from '@/test/dashboard-fixture';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const later = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

const request = (id: number, comments = '') => ({
  id,
  person: 7,
  person_name: 'Ann Lee',
  person_avatar: null,
  event: 5,
  event_name: 'Regatta',
  event_start: later(30),
  series: null,
  comments,
  assignment: null,
  role: null,
  location: null,
  actioned: false,
  actioned_at: null,
  status: 'pending' as const,
  decline_reason: '',
  created: later(-1),
});

/** The shift cards' parts of the dashboard's answer (the other cards empty). */
const full: Partial<Dashboard> = {
  new_requests: [request(1, 'From 9 please'), request(2)],
  new_requests_count: 31,
  unpublished_events: [{ id: 5, name: 'Regatta', start: later(30), unpublished: 3 }],
  my_requests: [request(3, 'Any time')],
  upcoming_shifts: [
    {
      id: 9,
      event: 5,
      event_name: 'Regatta',
      start: later(30),
      end: later(33),
      role_name: 'Helm',
      assignment_name: null,
      location_name: 'Pontoon',
    },
    // Ended already: the card leaves it out even if the answer is a little old.
    {
      id: 10,
      event: 6,
      event_name: 'Old race',
      start: later(-5),
      end: later(-1),
      role_name: null,
      assignment_name: null,
      location_name: null,
    },
  ],
};

const allCards = (
  <>
    <NewRequestsCard />
    <UnpublishedCard />
    <UpcomingShiftsCard />
    <PendingRequestsCard />
  </>
);

describe('the shift cards of the dashboard', () => {
  it('a club at the count cap reads "500+ outstanding"', async () => {
    renderWithApi(<NewRequestsCard />, {
      'GET /api/dashboard': () => ({
        status: 200,
        body: { ...EMPTY_DASHBOARD, ...full, new_requests_count: DASHBOARD_REQUESTS_COUNT_CAP },
      }),
    });
    const card = await screen.findByTestId('new-requests-card');
    expect(within(card).getByLabelText('500+ outstanding').textContent).toBe('500+');
  });

  it('all read one call, each showing its part', async () => {
    const { calls } = renderWithApi(allCards, {
      'GET /api/dashboard': () => ({ status: 200, body: { ...EMPTY_DASHBOARD, ...full } }),
    });
    const requests = await screen.findByTestId('new-requests-card');
    expect(calls).toHaveLength(1);

    // New requests: total outstanding, rows with the person's link, comment and arrow.
    expect(within(requests).getByLabelText('31 outstanding')).toBeTruthy();
    expect(within(requests).getByText('These are the first 20 outstanding shift requests.'));
    const [first] = within(requests).getAllByTestId('new-request');
    expect(within(first!).getByRole('link', { name: 'Ann Lee' }).getAttribute('href')).toBe(
      '/people/7',
    );
    expect(within(first!).getByRole('img', { name: 'Comments: From 9 please' })).toBeTruthy();
    expect(
      within(first!)
        .getByRole('link', { name: 'Shifts of Regatta for Ann Lee' })
        .getAttribute('href'),
    ).toBe('/events/5/shifts');
    // No comment, no icon.
    expect(within(requests).getAllByRole('img', { name: /^Comments:/ })).toHaveLength(1);

    const unpublished = screen.getByTestId('unpublished-card');
    expect(within(unpublished).getByText(UNPUBLISHED_TEXT)).toBeTruthy();
    expect(within(unpublished).getByText('3 unpublished')).toBeTruthy();

    const upcoming = screen.getByTestId('upcoming-shifts-card');
    const rows = within(upcoming).getAllByTestId('upcoming-shift');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.getAttribute('href')).toBe('/events/5');
    expect(rows[0]!.textContent).toContain('Helm · Pontoon');
    expect(rows[0]!.textContent).toMatch(/in [12] days?/);

    const pending = screen.getByTestId('pending-requests-card');
    expect(within(pending).getByRole('link', { name: 'Regatta' }).getAttribute('href')).toBe(
      '/events/5',
    );
    expect(within(pending).getByRole('img', { name: 'Comments: Any time' })).toBeTruthy();
  });

  it('hide themselves when there is nothing to show', async () => {
    const { calls, container } = renderWithApi(<div data-testid="cards">{allCards}</div>, {
      'GET /api/dashboard': () => ({
        status: 200,
        body: {
          ...EMPTY_DASHBOARD,
          new_requests: [],
          new_requests_count: 0,
          unpublished_events: [],
          my_requests: [],
          upcoming_shifts: [],
        },
      }),
    });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('section')).toBeNull();
  });
});
