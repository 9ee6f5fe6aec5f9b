// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventForm } from '@/features/events/components/event-form';
import { eventFormValues } from '@/features/events/event-form-values';
import { itemErrorBody } from '@/lib/api/collections/collection-page';

afterEach(cleanup);

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

function renderForm(onSave: (item: unknown) => Promise<void>) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <EventForm
          row={null}
          initialValues={{
            ...eventFormValues(null, { start: '2026-03-07' }),
            name: 'Club racing',
          }}
          saving={false}
          onSave={onSave}
          onCancel={() => {}}
          onDirtyChange={() => {}}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Add event' }));
}

describe('EventForm', () => {
  it("shows the API's field errors on their fields and the rest in an alert", async () => {
    // What the events collection answers for item 0, as the save hook rethrows it.
    const refused = itemErrorBody({
      status: 400,
      body: {
        '0.series': ['Choose a series of this club.'],
        '0.end': ['End must be after start.'],
        non_field_errors: ['The event could not be saved.'],
      },
      headers: new Headers(),
    });
    const onSave = vi.fn().mockRejectedValue(refused);
    renderForm(onSave);

    await waitFor(() => expect(screen.getByText('Choose a series of this club.')).toBeTruthy());
    const series = screen.getByRole('combobox', { name: 'Series' });
    expect(series.getAttribute('aria-invalid')).toBe('true');
    const end = screen.getByLabelText(/^End/);
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('The event could not be saved.');
    // What was typed stays.
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Club racing');
  });

  it('sends moments with their zone once the form is valid', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderForm(onSave);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      name: 'Club racing',
      start: new Date(2026, 2, 7, 9, 0).toISOString(),
      end: new Date(2026, 2, 7, 17, 0).toISOString(),
      series: null,
    });
  });
});
