// @vitest-environment jsdom
import type { Person } from '@crewcall/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PersonForm } from '@/features/people/components/person-form';
import { renderWithApi } from '@/test/render-with-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const person = (patch: Partial<Person>): Person => ({
  id: 7,
  name: 'Ann Lee',
  email: 'ann@example.test',
  phone: '',
  avatar: null,
  role: 'user',
  is_active: true,
  sms_verified: false,
  email_notifications: true,
  email_reminders: true,
  email_newsletters: true,
  sms_notifications: false,
  invited_at: null,
  has_login: false,
  ...patch,
});

const saved = (p: Person) => ({
  status: 200,
  body: { results: { people: { [p.id]: p } }, ids: [p.id], count: 1 },
});

describe("PersonForm: an admin edits a person's email", () => {
  it('edits the email of someone without a login and sends it only when changed', async () => {
    const onSaved = vi.fn();
    const { calls } = renderWithApi(
      <PersonForm person={person({})} onSaved={onSaved} onCancel={() => {}} />,
      { 'PUT /api/people': () => saved(person({ email: 'ann.lee@example.test' })) },
    );
    // Unchanged: no email in the change.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual([
      { id: 7, name: 'Ann Lee', phone: '', role: 'user', is_active: true },
    ]);
    fireEvent.change(screen.getByLabelText(/^Email/), {
      target: { value: ' ann.lee@example.test ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body).toEqual([
      {
        id: 7,
        name: 'Ann Lee',
        email: 'ann.lee@example.test',
        phone: '',
        role: 'user',
        is_active: true,
      },
    ]);
    expect(onSaved).toHaveBeenCalledTimes(2);
  });

  it('refuses a bad email on the spot and shows the server refusal of a taken one', async () => {
    const { calls } = renderWithApi(
      <PersonForm
        person={person({ invited_at: '2026-11-20T10:00:00Z' })}
        onSaved={() => {}}
        onCancel={() => {}}
      />,
      {
        'PUT /api/people': () => ({
          status: 400,
          body: { '0.email': ['Someone in this club already has this email.'] },
        }),
      },
    );
    expect(screen.getByText(/ends the invitation sent to the old one/)).toBeTruthy();
    const email = screen.getByLabelText(/^Email/);
    fireEvent.change(email, { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Invalid email.');
    expect(calls).toHaveLength(0);
    fireEvent.change(email, { target: { value: 'taken@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Someone in this club already has this email.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it("shows a login holder's email read-only: only they change it", () => {
    renderWithApi(
      <PersonForm person={person({ has_login: true })} onSaved={() => {}} onCancel={() => {}} />,
      {},
    );
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    expect(screen.getByTestId('person-email').textContent).toBe('ann@example.test');
    expect(
      screen.getByText('They log in with this email, so only they can change it.'),
    ).toBeTruthy();
  });
});
