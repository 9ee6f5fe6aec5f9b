// @vitest-environment jsdom
import type { ProfileEntries } from '@crewcall/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfileFieldsForm } from '@/features/profile/components/profile-fields-form';
import { renderWithApi } from '@/test/render-with-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (id: number, display_name: string, extra: object = {}) => ({
  id,
  display_name,
  user_visible: true,
  user_editable: true,
  order: id,
  field_type: 'text',
  ...extra,
});

const profile: ProfileEntries = {
  person: 7,
  results: {
    profilefields: {
      1: field(1, 'Boat class'),
      2: field(2, 'Member number', { user_editable: false }),
      3: field(3, 'Emergency contact'),
      4: field(4, 'First aid until', { field_type: 'date' }),
    },
    profileentries: {
      11: { id: 11, entry_type: 1, person: 7, value: 'Laser' },
      12: { id: 12, entry_type: 2, person: 7, value: 'M-042' },
      13: { id: 13, entry_type: 3, person: 7, value: 'Sam, 0400 000 000' },
    },
  },
  fields: [1, 2, 3, 4],
  count: 3,
};

describe('ProfileFieldsForm', () => {
  it('shows a member the fields they may see, read-only where only staff change them, and saves by the entry rule', async () => {
    const { calls } = renderWithApi(<ProfileFieldsForm personId={7} mode="self" />, {
      'GET /api/profileentries': () => ({ status: 200, body: profile }),
      'PUT /api/profileentries': () => ({ status: 200, body: profile }),
    });
    const boat = (await screen.findByLabelText('Boat class')) as HTMLInputElement;
    expect(boat.value).toBe('Laser');
    const number = screen.getByLabelText('Member number') as HTMLInputElement;
    expect(number.readOnly).toBe(true);
    expect(number.value).toBe('M-042');
    const save = screen.getByRole('button', { name: 'Save profile' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.change(boat, { target: { value: ' Topper ' } });
    fireEvent.change(screen.getByLabelText('Emergency contact'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('First aid until'), { target: { value: '2027-03-01' } });
    fireEvent.click(save);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual([
      { id: 11, entry_type: 1, person: 7, value: 'Topper' },
      { id: 13, entry_type: 3, person: 7, value: '' },
      { entry_type: 4, person: 7, value: '2027-03-01' },
    ]);
  });

  it("puts the server's message on the field whose entry it names", async () => {
    renderWithApi(<ProfileFieldsForm personId={7} mode="self" />, {
      'GET /api/profileentries': () => ({ status: 200, body: profile }),
      'PUT /api/profileentries': () => ({
        status: 400,
        body: { '0.value': ['Date format must be YYYY-MM-DD.'] },
      }),
    });
    fireEvent.change(await screen.findByLabelText('First aid until'), {
      target: { value: '2027-03-01' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Date format must be YYYY-MM-DD.')).toBeTruthy();
  });

  it('shows nothing to a member of a club without fields; an admin is told', async () => {
    const empty = { ...profile, results: { profilefields: {}, profileentries: {} }, fields: [] };
    const routes = { 'GET /api/profileentries': () => ({ status: 200, body: empty }) };
    const { container } = renderWithApi(<ProfileFieldsForm personId={7} mode="self" />, routes);
    await waitFor(() =>
      expect(container.querySelector('[aria-label="Loading profile fields"]')).toBeNull(),
    );
    expect(container.querySelector('form')).toBeNull();
    expect(screen.queryByText('The club has no profile fields yet.')).toBeNull();
    cleanup();
    renderWithApi(<ProfileFieldsForm personId={7} mode="admin" />, routes);
    expect(await screen.findByText('The club has no profile fields yet.')).toBeTruthy();
  });
});
