// @vitest-environment jsdom
import { DUPLICATE_REQUEST_MESSAGE } from '@crewcall/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignupForm } from '@/features/requests/event-page/signup-form';
import { renderWithApi } from '@/features/requests/testing/render-with-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const options = {
  roles: [{ value: '1', label: 'Helm' }],
  assignments: [],
  locations: [{ value: '20', label: 'Pontoon' }],
};

const created = { status: 201, body: { results: { requests: {} }, count: 1, ids: [1] } };

const renderForm = (answer: () => { status: number; body?: unknown }) =>
  renderWithApi(<SignupForm eventId={5} personId={7} options={options} requestCount={1} />, {
    'POST /api/requests/batch': answer,
  });

/** The event page hands the form the person's requests again after a withdrawal. */
function PageAfterWithdrawal() {
  const [count, setCount] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setCount(0)}>
        Withdrawn
      </button>
      <SignupForm eventId={5} personId={7} options={options} requestCount={count} />
    </>
  );
}

describe('SignupForm', () => {
  it('offers only the pickers the event has, and sends one request for the person', async () => {
    const { calls } = renderForm(() => created);
    expect(screen.getByRole('combobox', { name: 'Role' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Assignment' })).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Comments/), { target: { value: ' From 9 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual([
      { person: 7, event: 5, comments: 'From 9', role: null, assignment: null, location: null },
    ]);
    // Sent: the form is empty again.
    await waitFor(() =>
      expect((screen.getByLabelText(/^Comments/) as HTMLTextAreaElement).value).toBe(''),
    );
  });

  it("shows the server's refusal of a duplicate and keeps what was typed", async () => {
    renderForm(() => ({ status: 400, body: { '0.event': [DUPLICATE_REQUEST_MESSAGE] } }));
    fireEvent.change(screen.getByLabelText(/^Comments/), { target: { value: 'Again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((await screen.findByRole('alert')).textContent).toBe(DUPLICATE_REQUEST_MESSAGE);
    expect((screen.getByLabelText(/^Comments/) as HTMLTextAreaElement).value).toBe('Again');
  });

  it('the refusal goes once the person withdraws a request (their requests change)', async () => {
    renderWithApi(<PageAfterWithdrawal />, {
      'POST /api/requests/batch': () => ({
        status: 400,
        body: { '0.event': [DUPLICATE_REQUEST_MESSAGE] },
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((await screen.findByRole('alert')).textContent).toBe(DUPLICATE_REQUEST_MESSAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Withdrawn' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
