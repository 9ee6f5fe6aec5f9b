// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DebouncedTextInput } from '@/components/data-table/debounced-text-input';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup(value = '') {
  const onCommit = vi.fn();
  const view = render(
    <MantineProvider>
      <DebouncedTextInput aria-label="Search roles" value={value} onCommit={onCommit} />
    </MantineProvider>,
  );
  const input = screen.getByLabelText('Search roles') as HTMLInputElement;
  return { onCommit, input, view };
}

describe('DebouncedTextInput', () => {
  it('commits 400 ms after typing stops', () => {
    const { onCommit, input } = setup();
    fireEvent.change(input, { target: { value: 'r' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(input, { target: { value: 'ra' } });
    act(() => vi.advanceTimersByTime(399));
    expect(onCommit).not.toHaveBeenCalled();
    expect(input.value).toBe('ra');
    act(() => vi.advanceTimersByTime(1));
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('ra');
  });

  it('commits at once on Enter, and not again when the timer would have fired', () => {
    const { onCommit, input } = setup();
    fireEvent.change(input, { target: { value: 'race' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('race');
    act(() => vi.advanceTimersByTime(1000));
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('does not commit an unchanged value, and follows the value from outside', () => {
    const { onCommit, input, view } = setup('sail');
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    expect(onCommit).not.toHaveBeenCalled();
    view.rerender(
      <MantineProvider>
        <DebouncedTextInput aria-label="Search roles" value="" onCommit={onCommit} />
      </MantineProvider>,
    );
    expect(input.value).toBe('');
  });
});
