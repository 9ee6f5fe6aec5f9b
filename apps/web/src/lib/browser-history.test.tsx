// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type BlockerFunction,
  currentHistoryState,
  type HistoryUpdate,
  navigator,
  subscribeToHistory,
  useBlocker,
} from '@/lib/browser-history';

const shown: HistoryUpdate[] = [];
const lastShown = () => shown.at(-1)?.location.pathname;

beforeAll(() => {
  window.history.replaceState(null, '', '/roles');
  currentHistoryState();
  subscribeToHistory((update) => shown.push(update));
});

afterEach(() => {
  shown.length = 0;
});

/** Blocks every move to another path while `dirty.current` holds. */
function mountBlocker(dirty: { current: boolean }) {
  const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) =>
    dirty.current && currentLocation.pathname !== nextLocation.pathname;
  return renderHook(() => useBlocker(shouldBlock));
}

describe('browser history with blockers', () => {
  it('navigates at once when no blocker objects', () => {
    const dirty = { current: false };
    const { unmount } = mountBlocker(dirty);
    act(() => navigator.push('/people'));
    expect(window.location.pathname).toBe('/people');
    expect(lastShown()).toBe('/people');
    act(() => navigator.replace('/roles'));
    expect(window.location.pathname).toBe('/roles');
    unmount();
  });

  it('holds a link until the person answers: reset stays, proceed goes', () => {
    const dirty = { current: true };
    const { result, unmount } = mountBlocker(dirty);
    act(() => navigator.push('/people', { from: 'test' }));
    expect(window.location.pathname).toBe('/roles');
    expect(shown).toEqual([]);
    expect(result.current.state).toBe('blocked');
    expect(result.current.location?.pathname).toBe('/people');

    act(() => result.current.reset?.());
    expect(result.current.state).toBe('unblocked');
    expect(window.location.pathname).toBe('/roles');

    act(() => navigator.push('/people'));
    act(() => result.current.proceed?.());
    expect(result.current.state).toBe('unblocked');
    expect(window.location.pathname).toBe('/people');
    expect(lastShown()).toBe('/people');
    unmount();
  });

  it('undoes Back while blocked and redoes it when the person proceeds', async () => {
    const dirty = { current: false };
    const { result, unmount } = mountBlocker(dirty);
    act(() => navigator.push('/roles'));
    act(() => navigator.push('/roles/3'));
    shown.length = 0;
    dirty.current = true;

    act(() => window.history.back());
    await waitFor(() => expect(result.current.state).toBe('blocked'));
    // The browser went back and was sent forward again: the page never changed.
    await waitFor(() => expect(window.location.pathname).toBe('/roles/3'));
    expect(shown).toEqual([]);

    dirty.current = false;
    act(() => result.current.proceed?.());
    await waitFor(() => expect(window.location.pathname).toBe('/roles'));
    await waitFor(() => expect(lastShown()).toBe('/roles'));
    unmount();
  });
});
