// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardCardSlot } from '@/app/dashboard/dashboard-card-slot';
import type { DashboardCard } from '@/app/dashboard/dashboard-cards';
import { errorService } from '@/lib/error-service';

const downloadFailed = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/tide-card-x1.js');

/** A card whose code download fails `failures` times, then loads. */
function flakyCard(id: string, failures: number) {
  const component = vi.fn(async () => {
    if (component.mock.calls.length <= failures) throw downloadFailed();
    return { default: () => <p>High water at 14:20</p> };
  });
  const card: DashboardCard = { id, applies: () => true, component };
  return { card, component };
}

/** The card's slot beside another card, as the dashboard's grid holds them. */
const renderSlot = (card: DashboardCard) =>
  render(
    <MantineProvider>
      <DashboardCardSlot card={card} />
      <p>News: the slipway is open</p>
    </MantineProvider>,
  );

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a dashboard card whose code does not download', () => {
  it('says so in its own place, keeps the rest of the page, and loads on Try again', async () => {
    const report = vi.spyOn(errorService, 'report').mockImplementation(() => true);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { card, component } = flakyCard('tide', 1);
    renderSlot(card);

    expect(await screen.findByText('This card did not load')).toBeTruthy();
    expect(screen.getByText('News: the slipway is open')).toBeTruthy();
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringMatching(/dynamically imported/) }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('High water at 14:20')).toBeTruthy();
    expect(screen.queryByText('This card did not load')).toBeNull();
    expect(component).toHaveBeenCalledTimes(2);
  });

  it('downloads again on the next visit after a failure, and only once after a success', async () => {
    vi.spyOn(errorService, 'report').mockImplementation(() => true);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { card, component } = flakyCard('wind', 1);
    const first = renderSlot(card);
    await screen.findByText('This card did not load');
    first.unmount();

    // The next visit to the dashboard: a new download, which works.
    const second = renderSlot(card);
    expect(await screen.findByText('High water at 14:20')).toBeTruthy();
    second.unmount();
    expect(component).toHaveBeenCalledTimes(2);

    // And the one after that reuses the code already loaded.
    renderSlot(card);
    expect(await screen.findByText('High water at 14:20')).toBeTruthy();
    expect(component).toHaveBeenCalledTimes(2);
  });
});
