// @vitest-environment jsdom
import { ALL_NOTIFICATIONS_OFF_WARNING, type EmailSettings } from '@crewcall/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmailSettingsView } from '@/features/email-settings/components/email-settings-view';
import { renderWithApi } from '@/test/render-with-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const UID = 'ab'.repeat(32);
const PATH = `/api/emailsettings/${UID}`;

/** The API's side: the stored switches, changed as the server changes them. */
function serverWith(start: EmailSettings) {
  let state = { ...start };
  return {
    [`GET ${PATH}`]: () => ({ status: 200, body: state }),
    [`PUT ${PATH}`]: (body: unknown) => {
      state = { ...state, ...(body as Partial<EmailSettings>) };
      if (!state.email_notifications) {
        state = { ...state, email_reminders: false, email_newsletters: false };
        if (state.notify_registrations !== undefined) state.notify_registrations = false;
      }
      return { status: 200, body: state };
    },
  };
}

const member: EmailSettings = {
  first_name: 'Ada',
  club_name: 'Harbour Club',
  email_notifications: true,
  email_reminders: true,
  email_newsletters: true,
};

const toggle = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;

describe('the email settings page by uid', () => {
  it('greets the person, names the club and shows the three switches (no admin one)', async () => {
    renderWithApi(<EmailSettingsView uid={UID} />, serverWith(member));
    expect(screen.getByRole('status', { name: 'Loading your email settings' })).toBeTruthy();
    expect(await screen.findByText(/Hello, Ada\./)).toBeTruthy();
    expect(screen.getAllByText('Harbour Club').length).toBeGreaterThan(0);
    expect(toggle('Email notifications').checked).toBe(true);
    expect(toggle('Reminders').checked).toBe(true);
    expect(toggle('Newsletters').checked).toBe(true);
    expect(screen.queryByRole('switch', { name: 'Tell me when someone registers' })).toBeNull();
    expect(screen.queryByText(ALL_NOTIFICATIONS_OFF_WARNING)).toBeNull();
  });

  it('saves a switch as it changes and says so', async () => {
    const { calls } = renderWithApi(<EmailSettingsView uid={UID} />, serverWith(member));
    fireEvent.click(await screen.findByRole('switch', { name: 'Newsletters' }));
    expect(await screen.findByText('Saved: Newsletters off.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', path: PATH, body: { email_newsletters: false } },
    ]);
    expect(toggle('Newsletters').checked).toBe(false);
    expect(toggle('Reminders').checked).toBe(true);
  });

  it('all notifications off: the warning, reminders and newsletters off and locked', async () => {
    renderWithApi(<EmailSettingsView uid={UID} />, serverWith(member));
    fireEvent.click(await screen.findByRole('switch', { name: 'Email notifications' }));
    expect(await screen.findByText(ALL_NOTIFICATIONS_OFF_WARNING)).toBeTruthy();
    expect(screen.getByText('Saved: you get no emails or SMS from the club now.')).toBeTruthy();
    expect(toggle('Email notifications').checked).toBe(false);
    for (const name of ['Reminders', 'Newsletters']) {
      expect(toggle(name).checked).toBe(false);
      expect(toggle(name).disabled).toBe(true);
    }
    // On again: the warning goes, the others can be chosen again.
    fireEvent.click(toggle('Email notifications'));
    await waitFor(() => expect(screen.queryByText(ALL_NOTIFICATIONS_OFF_WARNING)).toBeNull());
    await waitFor(() => expect(toggle('Reminders').disabled).toBe(false));
  });

  it('shows admins the registration notices switch', async () => {
    renderWithApi(
      <EmailSettingsView uid={UID} />,
      serverWith({ ...member, notify_registrations: false }),
    );
    const notices = await screen.findByRole('switch', { name: 'Tell me when someone registers' });
    expect((notices as HTMLInputElement).checked).toBe(false);
  });

  it('says a link that is not valid is not valid, and offers the login', async () => {
    renderWithApi(<EmailSettingsView uid={'cd'.repeat(32)} />, {
      [`GET /api/emailsettings/${'cd'.repeat(32)}`]: () => ({
        status: 404,
        body: { detail: 'This email settings link is not valid.' },
      }),
    });
    expect(await screen.findByText('This link is not valid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/hello');
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('without a uid asks nothing and says the link is not valid', async () => {
    const { calls } = renderWithApi(<EmailSettingsView uid="" />, {});
    expect(screen.getByText('This link is not valid')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
