// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhoneDialog } from '@/features/profile/components/phone-dialog';
import { renderWithApi } from '@/test/render-with-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = (phone: string, verified: boolean) => ({
  id: 7,
  name: 'Pia',
  email: 'pia@example.test',
  phone,
  avatar: null,
  role: 'user',
  is_active: true,
  sms_verified: verified,
  email_notifications: true,
  email_reminders: true,
  email_newsletters: true,
  sms_notifications: verified,
  settings: {},
});

describe('Phone dialog', () => {
  it('saves the number with its country code, then asks for the texted code', async () => {
    const onClose = vi.fn();
    const { calls } = renderWithApi(<PhoneDialog opened onClose={onClose} phone="" />, {
      'PUT /api/people/phone_change_self': (body) => ({
        status: 200,
        body: {
          verification_required: true,
          user: user((body as { phone: string }).phone, false),
        },
      }),
      'PUT /api/people/verify_check': () => ({ status: 200, body: user('+447700900123', true) }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Change phone' });
    fireEvent.change(within(dialog).getByLabelText('Country code'), { target: { value: '+44' } });
    fireEvent.change(within(dialog).getByLabelText(/^Phone/), {
      target: { value: '07700 900123' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save phone' }));

    const verify = await screen.findByRole('dialog', { name: 'Verify phone' });
    expect(verify.textContent).toContain('You have 5 minutes to enter it below.');
    expect(calls[0]?.body).toEqual({ phone: '+447700900123' });
    // a new code waits 30 seconds
    const resend = within(verify).getByRole('button', { name: /Send a new code \(\d+ s\)/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(verify).getByRole('button', { name: 'Verify' }));
    expect(await within(verify).findByText('Required.')).toBeTruthy();
    fireEvent.change(within(verify).getByLabelText(/Verification code/), {
      target: { value: '123 456' },
    });
    fireEvent.click(within(verify).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.at(-1)).toMatchObject({
      path: '/api/people/verify_check',
      body: { phone: '+447700900123', verify_code: '123 456', sms_notifications: true },
    });
  });

  it('closes after saving when the club sends no SMS; refuses a number without its code', async () => {
    const onClose = vi.fn();
    const { calls } = renderWithApi(<PhoneDialog opened onClose={onClose} phone="" />, {
      'PUT /api/people/phone_change_self': (body) => ({
        status: 200,
        body: {
          verification_required: false,
          user: user((body as { phone: string }).phone, false),
        },
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Change phone' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save phone' }));
    expect(await within(dialog).findByText('Required.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Country code'), { target: { value: '+61' } });
    fireEvent.change(within(dialog).getByLabelText(/^Phone/), {
      target: { value: '0412 345 678' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save phone' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      { method: 'PUT', path: '/api/people/phone_change_self', body: { phone: '+61412345678' } },
    ]);
  });

  it("says in the dialog when another code may be asked for (the server's 429)", async () => {
    renderWithApi(<PhoneDialog opened onClose={() => {}} phone="+447700900123" />, {
      'PUT /api/people/phone_change_self': () => ({
        status: 429,
        body: { detail: 'A code was sent a moment ago. You can ask for another in 20 seconds.' },
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Change phone' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save phone' }));
    expect(
      await within(dialog).findByText(
        'A code was sent a moment ago. You can ask for another in 20 seconds.',
      ),
    ).toBeTruthy();
  });
});
