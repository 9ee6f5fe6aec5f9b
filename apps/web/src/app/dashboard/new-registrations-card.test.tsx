// @vitest-environment jsdom
import { DASHBOARD_NEW_PEOPLE_LIMIT, type Dashboard } from '@crewcall/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_CARDS } from '@/app/dashboard/dashboard-cards';
import { renderDashboardCard, signInForEachTest } from '@/app/dashboard/render-dashboard-card';
import NewRegistrationsCard from '@/features/people/components/new-registrations-card';
import { EMPTY_DASHBOARD } from '@/test/dashboard-fixture';

signInForEachTest();

type NewPerson = Dashboard['new_people'][number];
const person = (id: number, name: string, avatar: string | null = null): NewPerson => ({
  id,
  name,
  email: `${name.toLowerCase().replace(' ', '.')}@example.org`,
  avatar,
  created: `2026-11-${String(id).padStart(2, '0')}T09:00:00.000Z`,
});
const older = person(4, 'Olly Older', 'avatars/olly.png');
const newest = person(9, 'Nina Newcomer');

/** `GET /api/people/` answering `rows` (as the people collection does), in that order. */
const peopleList = (rows: NewPerson[]) => () => ({
  status: 200,
  body: {
    count: rows.length,
    ids: rows.map((row) => row.id),
    results: {
      people: Object.fromEntries(rows.map((row) => [row.id, { ...row, role: 'new' }])),
    },
  },
});
const OWN_CALL = 'GET /api/people/?role=new&limit=all&sort=-id';
/** `GET /api/dashboard` answering an admin with `waiting` (oldest first, as it lists them). */
const dashboardWith = (waiting: NewPerson[]) => () => ({
  status: 200,
  body: { ...EMPTY_DASHBOARD, role: 'admin', new_people: waiting },
});

const card = () => screen.findByTestId('new-registrations-card');
const shownNames = (section: HTMLElement) =>
  within(section)
    .getAllByRole('listitem')
    .map((row) => within(row).getByRole('link').textContent);

describe('the dashboard New Registrations card (spec 2)', () => {
  it('shows the people the dashboard call handed over, newest first, with no call of its own', async () => {
    // The answer lists them oldest first; the card shows the newest first.
    const { callsTo } = renderDashboardCard(<NewRegistrationsCard />, {
      role: 'admin',
      shared: { new_people: [older, newest] },
    });
    const section = await card();
    expect(within(section).getByRole('heading', { name: 'New Registrations' })).toBeTruthy();
    expect(within(section).getByLabelText('2 pending').textContent).toBe('2');
    expect(shownNames(section)).toEqual(['Nina Newcomer', 'Olly Older']);

    const [first, second] = within(section).getAllByRole('listitem');
    expect(within(first!).getByRole('link').getAttribute('href')).toBe('/people/9');
    expect(within(first!).getByText('nina.newcomer@example.org')).toBeTruthy();
    expect(second!.querySelector('img')?.getAttribute('src')).toBe(
      'https://harbour.test/media/avatars/olly.png',
    );
    expect(within(section).getByRole('button', { name: 'Activate all (2)' })).toBeTruthy();
    expect(callsTo('/api/people')).toEqual([]);
  });

  it("reads its people from the dashboard's one call when the page has not loaded it yet", async () => {
    const { callsTo } = renderDashboardCard(<NewRegistrationsCard />, {
      role: 'admin',
      routes: { 'GET /api/dashboard': dashboardWith([older, newest]) },
    });
    expect(shownNames(await card())).toEqual(['Nina Newcomer', 'Olly Older']);
    expect(callsTo('/api/people')).toEqual([]);
    expect(callsTo('/api/dashboard')).toEqual(['GET /api/dashboard']);
  });

  it('reads everybody waiting itself when the handed-over list may be cut at its limit', async () => {
    const many = Array.from({ length: DASHBOARD_NEW_PEOPLE_LIMIT + 2 }, (_, i) =>
      person(100 + i, `Person ${i}`),
    );
    const { callsTo } = renderDashboardCard(<NewRegistrationsCard />, {
      role: 'admin',
      shared: { new_people: many.slice(0, DASHBOARD_NEW_PEOPLE_LIMIT) },
      routes: { 'GET /api/people/': peopleList([...many].reverse()) },
    });
    const section = await card();
    const everyone = `${many.length} pending`;
    await waitFor(() => expect(within(section).getByLabelText(everyone)).toBeTruthy());
    expect(within(section).getAllByRole('listitem')).toHaveLength(many.length);
    expect(callsTo('/api/people')).toEqual([OWN_CALL]);
  });

  it('is hidden when nobody is waiting, with no call of its own', async () => {
    const { callsTo, container } = renderDashboardCard(<NewRegistrationsCard />, {
      role: 'admin',
      shared: { new_people: [] },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('section')).toBeNull();
    expect(callsTo('/api/people')).toEqual([]);
  });

  it('after Activate, the dashboard reads again and the activated person is gone', async () => {
    let waiting = [older, newest];
    const { calls, callsTo } = renderDashboardCard(<NewRegistrationsCard />, {
      role: 'admin',
      shared: { new_people: waiting },
      routes: {
        'PUT /api/people': (changes) => {
          const ids = (changes as { id: number }[]).map((change) => change.id);
          waiting = waiting.filter((p) => !ids.includes(p.id));
          return { status: 200, body: { count: 0, ids: [], results: { people: {} } } };
        },
        'GET /api/dashboard': () => dashboardWith(waiting)(),
      },
    });
    const section = await card();
    fireEvent.click(within(section).getByRole('button', { name: 'Activate Nina Newcomer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate account' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));

    await waitFor(() => expect(shownNames(section)).toEqual(['Olly Older']));
    expect(calls.find((c) => c.method === 'PUT' && c.path === '/api/people')?.body).toEqual([
      { id: 9, is_active: true },
    ]);
    // The dashboard reads again, in one call; the card makes none of its own.
    expect(callsTo('/api/people', '/api/dashboard')).toEqual([
      'PUT /api/people',
      'GET /api/dashboard',
    ]);
  });

  it('is an admin card: members and admins in the user view do not get it', () => {
    const registrations = DASHBOARD_CARDS.find((c) => c.id === 'new-registrations')!;
    const context = { user: {}, site: {} } as Parameters<typeof registrations.applies>[0];
    expect(registrations.applies({ ...context, role: 'admin' })).toBe(true);
    expect(registrations.applies({ ...context, role: 'user' })).toBe(false);
  });
});
