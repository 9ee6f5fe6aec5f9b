// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordDialog } from '@/features/profile/components/change-password-dialog';
import { getAccessToken } from '@/lib/auth/token-store';
import { renderWithApi } from '@/test/render-with-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${label}`)), { target: { value } });

describe('Change password dialog', () => {
  it('asks for the current password and a repeat that matches before calling', async () => {
    const { calls } = renderWithApi(<ChangePasswordDialog opened onClose={() => {}} />, {});
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    type(dialog, 'New password', 'a new long password');
    type(dialog, 'Repeat New Password', 'a new long passwrd');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('Passwords must match.')).toBeTruthy();
    expect(within(dialog).getByText('Required.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends both passwords, keeps the answered tokens, and shows a wrong current password on its field', async () => {
    let wrong = true;
    const onClose = vi.fn();
    const { calls } = renderWithApi(<ChangePasswordDialog opened onClose={onClose} />, {
      'PUT /api/people/set_password_self': () =>
        wrong
          ? { status: 400, body: { password: ['This is not your current password.'] } }
          : { status: 200, body: { access: 'new-access', refresh: 'new-refresh' } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    type(dialog, 'Current password', 'old password');
    type(dialog, 'New password', 'a new long password');
    type(dialog, 'Repeat New Password', 'a new long password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('This is not your current password.')).toBeTruthy();
    wrong = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.at(-1)?.body).toEqual({
      password: 'old password',
      new_password: 'a new long password',
    });
    expect(getAccessToken()).toBe('new-access');
  });
});
