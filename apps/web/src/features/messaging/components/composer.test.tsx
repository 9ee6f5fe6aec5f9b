// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Composer } from '@/features/messaging/components/composer';
import { renderWithApi } from '@/test/render-with-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const templates = {
  results: {
    messagetemplates: {
      '7': {
        id: 7,
        name: 'Regatta call',
        subject: 'Crew for {event}',
        body: 'Hi {first_name}',
        channel: 'email',
      },
    },
  },
  count: 1,
  ids: [7],
};

const counted = (count: number) => ({
  count,
  sample: [{ id: 1, name: 'Ann Lee' }],
  excluded: { inactive: 0, settings: 2, no_email: 0, no_phone: 0, unverified: 0 },
});

describe('the composer', () => {
  it('fills from a template, counts the audience, previews, and asks with the count before sending', async () => {
    const { calls } = renderWithApi(<Composer channel="email" />, {
      'GET /api/messagetemplates/': () => ({ status: 200, body: templates }),
      'POST /api/messaging/audience': () => ({ status: 200, body: counted(12) }),
      'POST /api/messaging/preview': () => ({
        status: 200,
        body: { to: { id: 1, name: 'Ann Lee' }, subject: 'Crew for Regatta', body: 'Hi Ann' },
      }),
      'POST /api/messaging/send': () => ({
        status: 201,
        body: {
          broadcast: {
            id: 55,
            channel: 'email',
            newsletter: false,
            subject: 'Crew for {event}',
            body: 'Hi {first_name}',
            audience: { kind: 'everyone' },
            template: 7,
            send_at: new Date().toISOString(),
            status: 'scheduled',
            recipients: 0,
            created_by: 1,
            created_by_name: 'Admin',
            created_at: new Date().toISOString(),
          },
        },
      }),
      'GET /api/messaging/broadcasts/55': () => ({
        status: 200,
        body: {
          id: 55,
          status: 'sent',
          recipients: 12,
          queued: 0,
          sending: 0,
          sent: 12,
          failed: 0,
          cancelled: 0,
        },
      }),
    });
    // the template picker fills subject and text
    fireEvent.click(await screen.findByRole('combobox', { name: 'Template' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Regatta call', hidden: true }));
    expect((screen.getByLabelText(/Subject/) as HTMLInputElement).value).toBe('Crew for {event}');
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe(
      'Hi {first_name}',
    );

    // the live count and the preview
    expect((await screen.findByTestId('audience-count', {}, { timeout: 3000 })).textContent).toBe(
      '12 people',
    );
    expect(screen.getByText(/2 \(their settings\)/)).toBeTruthy();
    expect((await screen.findByTestId('preview-body', {}, { timeout: 3000 })).textContent).toBe(
      'Hi Ann',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Send…' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/It goes now to 12 people/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to 12 people' }));
    await screen.findByText('Sent to 12 people.');
    const send = calls.find((c) => c.path === '/api/messaging/send');
    expect(send?.body).toEqual({
      channel: 'email',
      newsletter: false,
      subject: 'Crew for {event}',
      body: 'Hi {first_name}',
      audience: { kind: 'everyone' },
      template: 7,
    });
  });

  it('does not send while something is missing, and says what', async () => {
    const { calls } = renderWithApi(<Composer channel="email" />, {
      'GET /api/messagetemplates/': () => ({
        status: 200,
        body: { results: {}, count: 0, ids: [] },
      }),
      'POST /api/messaging/audience': () => ({ status: 200, body: counted(3) }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send…' }));
    expect(await screen.findAllByText('Required.')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/messaging/send')).toBe(false));
  });
});

describe('the audience builder', () => {
  it('asks for an event before counting, and counts its crew once chosen', async () => {
    const { calls } = renderWithApi(<Composer channel="email" />, {
      'GET /api/messagetemplates/': () => ({
        status: 200,
        body: { results: {}, count: 0, ids: [] },
      }),
      'GET /api/events/': () => ({
        status: 200,
        body: {
          results: { events: { '4': { id: 4, name: 'Summer Regatta' } } },
          count: 1,
          ids: [4],
        },
      }),
      'POST /api/messaging/audience': (body) => ({
        status: 200,
        body: counted((body as { audience: { kind: string } }).audience.kind === 'event' ? 5 : 40),
      }),
    });
    fireEvent.click(screen.getByRole('combobox', { name: 'Send to' }));
    fireEvent.click(await screen.findByRole('option', { name: "People on an event's shifts" }));
    expect(await screen.findByText('Choose who it goes to.')).toBeTruthy();
    const event = screen.getByRole('combobox', { name: /^Event/ });
    fireEvent.click(event);
    fireEvent.click(await screen.findByRole('option', { name: 'Summer Regatta', hidden: true }));
    await waitFor(() => expect(screen.getByTestId('audience-count').textContent).toBe('5 people'), {
      timeout: 3000,
    });
    const asked = calls.filter((c) => c.path === '/api/messaging/audience').map((c) => c.body);
    expect(asked.at(-1)).toEqual({
      channel: 'email',
      newsletter: false,
      audience: { kind: 'event', event: 4 },
    });
  });
});
