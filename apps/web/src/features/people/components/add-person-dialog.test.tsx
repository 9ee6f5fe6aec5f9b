// @vitest-environment jsdom
import type { Person } from '@crewcall/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddPersonDialog } from '@/features/people/components/add-person-dialog';
import { renderWithApi } from '@/test/render-with-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const added: Person = {
  id: 41,
  name: 'Nell Harbour',
  email: 'nell@example.test',
  phone: '+447700900123',
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
};

const type = (dialog: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('Add person dialog', () => {
  it('checks the fields as the server does before sending anything', async () => {
    const { calls } = renderWithApi(
      <AddPersonDialog opened onClose={() => {}} onAdded={() => {}} />,
      {},
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add person' });
    type(dialog, /^Email/, 'not-an-email');
    type(dialog, /^Phone/, '07700 900123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add person' }));
    await within(dialog).findByText('Invalid email.');
    expect(within(dialog).getByText('Required.')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Phone number must include the country code and not contain spaces.',
      ),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends name, email, phone and role, and hands over the new person', async () => {
    const onAdded = vi.fn();
    const { calls } = renderWithApi(
      <AddPersonDialog opened onClose={() => {}} onAdded={onAdded} />,
      {
        'POST /api/people/add': () => ({
          status: 201,
          body: { results: { people: { 41: added } }, ids: [41], count: 1 },
        }),
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add person' });
    type(dialog, /^Name/, ' Nell Harbour ');
    type(dialog, /^Email/, 'nell@example.test');
    type(dialog, /^Phone/, '+447700900123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add person' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(added));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/people/add',
        body: {
          name: 'Nell Harbour',
          email: 'nell@example.test',
          phone: '+447700900123',
          role: 'user',
        },
      },
    ]);
  });

  it("shows the server's refusal on the email field", async () => {
    renderWithApi(<AddPersonDialog opened onClose={() => {}} onAdded={() => {}} />, {
      'POST /api/people/add': () => ({
        status: 400,
        body: { email: ['Someone in this club already has this email.'] },
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add person' });
    type(dialog, /^Name/, 'Copy Cat');
    type(dialog, /^Email/, 'taken@example.test');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add person' }));
    const message = await within(dialog).findByText('Someone in this club already has this email.');
    expect(
      within(dialog)
        .getByLabelText(/^Email/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(message).toBeTruthy();
  });
});
