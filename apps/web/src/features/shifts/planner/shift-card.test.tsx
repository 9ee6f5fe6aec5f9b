// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShiftCard, type ShiftCardActions } from '@/features/shifts/planner/shift-card';
import { fromServer, type StagedShift } from '@/features/shifts/staging/staging';
import { shiftRow } from '@/features/shifts/staging/test-shifts';

afterEach(cleanup);

const results = {
  events: {},
  shifts: {},
  requests: {},
  people: {},
  roles: { '10': { id: 10, name: 'Helm', order: 1 } },
  assignments: { '20': { id: 20, name: 'Rescue', order: 1 } },
  locations: { '30': { id: 30, name: 'Pontoon' } },
};

function renderCard(
  shift: StagedShift,
  problem?: { fields: Record<string, string>; message: string },
) {
  const actions: ShiftCardActions = {
    onChange: vi.fn(),
    onCopy: vi.fn(),
    onRemove: vi.fn(),
    onRestore: vi.fn(),
    onFill: vi.fn(),
    onHistory: vi.fn(),
  };
  render(
    <MantineProvider>
      <ShiftCard shift={shift} results={results} problem={problem} actions={actions} />
    </MantineProvider>,
  );
  return actions;
}

const saved = (changes = {}) => fromServer([shiftRow(1, changes)])[0]!;

describe('a shift card', () => {
  it('shows a refused field on its field and keeps the typed value', () => {
    renderCard(
      { ...saved(), end: '2026-12-05T08:00:00.000Z', mark: 'update' },
      { fields: { end: 'End must be after start.' }, message: 'End must be after start.' },
    );
    const end = screen.getByLabelText('End') as HTMLInputElement;
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('End must be after start.')).toBeTruthy();
    expect(screen.getByText('Changed')).toBeTruthy();
  });

  it("says what did not save when it is not one of the card's fields", () => {
    renderCard(saved(), {
      fields: { location: 'Location 9 does not exist.' },
      message: 'Location 9 does not exist.',
    });
    expect(screen.getByRole('alert').textContent).toBe('Location 9 does not exist.');
  });

  it('fills an open shift, takes a person off a filled one, and copies and removes', () => {
    const open = renderCard(saved());
    expect(screen.getByText('Unpublished')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fill' }));
    expect(open.onFill).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Copy shift' }));
    expect(open.onCopy).toHaveBeenCalledWith('1');
    cleanup();

    const filled = renderCard(
      saved({ person: 7, person_name: 'Ann', draft: '2026-11-01T00:00:00Z' }),
    );
    expect(screen.getByText('Published')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Take Ann off this shift' }));
    expect(filled.onChange).toHaveBeenCalledWith('1', { person: null, person_name: null });
    fireEvent.click(screen.getByRole('button', { name: 'Remove shift' }));
    expect(filled.onRemove).toHaveBeenCalledOnce();
  });

  it('offers to keep a removed shift instead of editing it', () => {
    const actions = renderCard({ ...saved(), mark: 'remove' });
    expect(screen.getByText('Removed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove shift' })).toBeNull();
    expect((screen.getByLabelText('Start') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Keep shift' }));
    expect(actions.onRestore).toHaveBeenCalledWith('1');
  });
});
