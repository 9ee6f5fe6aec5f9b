// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PersonRecord } from '@/features/records/api/get-records';
import { RecordDialog } from '@/features/records/components/record-dialog';
import { renderWithApi } from '@/test/render-with-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const record: PersonRecord = {
  id: 7,
  person: 3,
  competency: 4,
  training: null,
  achieved: '2025-03-14',
  details: 'Assessed on the water',
  current: true,
  expires: '2028-03-14',
  expired: false,
};
const firstAid = {
  status: 200,
  body: {
    results: { competencies: { 4: { id: 4, name: 'First aid' } } },
    ids: [4],
    count: 1,
  },
};

describe('the record dialog', () => {
  it('asks for a competency and the day achieved before sending anything', async () => {
    const { calls } = renderWithApi(
      <RecordDialog
        personId={3}
        personName="Nell Harbour"
        editing={{ kind: 'new', session: 1 }}
        onClose={() => {}}
        onDelete={() => {}}
      />,
      {},
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add a record for Nell Harbour' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add record' }));
    await waitFor(() => expect(within(dialog).getAllByText('Required.')).toHaveLength(2));
    // (the date picker holds only real days; a typed date is checked in record-form.test.ts)
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it("sends the record's changes, shows the server's field errors, and offers Delete", async () => {
    const onDelete = vi.fn();
    const { calls } = renderWithApi(
      <RecordDialog
        personId={3}
        personName="Nell Harbour"
        editing={{ kind: 'edit', record, competency: 'First aid' }}
        onClose={() => {}}
        onDelete={onDelete}
      />,
      {
        'GET /api/competencies/4/': () => firstAid,
        'PUT /api/records/7': () => ({
          status: 400,
          body: { competency: ['Competency 4 does not exist.'] },
        }),
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit First aid record' });
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Competency/)).toHaveProperty('value', 'First aid'),
    );
    fireEvent.change(within(dialog).getByLabelText(/^Details/), {
      target: { value: 'Renewed' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Competency 4 does not exist.');
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/records/7',
      body: {
        competency: 4,
        training: null,
        achieved: '2025-03-14',
        details: 'Renewed',
        current: true,
      },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(record, 'First aid');
  });
});
