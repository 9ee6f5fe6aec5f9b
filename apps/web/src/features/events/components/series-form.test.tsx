// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SeriesForm } from '@/features/events/components/series-form';
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
      <SeriesForm
        row={null}
        saving={false}
        onSave={onSave}
        onCancel={() => {}}
        onDirtyChange={() => {}}
      />
    </MantineProvider>,
  );
}

const nameInput = () => screen.getByLabelText(/^Name/) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add series' }));

describe('SeriesForm', () => {
  it('refuses an empty or blank name before sending anything', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderForm(onSave);
    fireEvent.change(nameInput(), { target: { value: '   ' } });
    submit();
    await waitFor(() => expect(nameInput().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Required.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the API's refusal of the name on the name field", async () => {
    // What the series collection answers for item 0, as the save hook rethrows it.
    const refused = itemErrorBody({
      status: 400,
      body: { '0.name': ['Required.'] },
      headers: new Headers(),
    });
    const onSave = vi.fn().mockRejectedValue(refused);
    renderForm(onSave);
    fireEvent.change(nameInput(), { target: { value: 'Summer Tuesdays' } });
    submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(nameInput().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Required.')).toBeTruthy();
    expect(nameInput().value).toBe('Summer Tuesdays');
  });

  it('sends the trimmed name', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderForm(onSave);
    fireEvent.change(nameInput(), { target: { value: '  Summer Tuesdays ' } });
    submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ name: 'Summer Tuesdays' });
  });
});
