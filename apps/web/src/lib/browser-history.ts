import { useEffect, useRef, useState } from 'react';
import {
  type Location,
  NavigationType,
  type Navigator,
  parsePath,
  type To,
  UNSAFE_createBrowserHistory as createBrowserHistory,
} from 'react-router-dom';

/*
 * The app's history, with blocking. The app uses react-router's declarative router (its
 * data router costs the first page 16 KB gzipped and the app uses no loader or action),
 * so `useBlocker` comes from here: every navigation goes through `navigator` below, which
 * asks the mounted blockers first, and Back/Forward (already done when the browser tells
 * us) is undone and redone once the person answers, as react-router's own blocker does.
 */

export interface HistoryUpdate {
  action: NavigationType;
  location: Location;
}

export type BlockerFunction = (args: {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: NavigationType;
}) => boolean;

/** The same shape as react-router's blocker. */
export type Blocker =
  | { state: 'unblocked'; location: undefined; proceed: undefined; reset: undefined }
  | { state: 'blocked'; location: Location; proceed: () => void; reset: () => void };

const UNBLOCKED: Blocker = {
  state: 'unblocked',
  location: undefined,
  proceed: undefined,
  reset: undefined,
};

interface MountedBlocker {
  shouldBlock: BlockerFunction;
  setBlocker: (blocker: Blocker) => void;
}

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

let history: BrowserHistory | null = null;
/** The location the app shows (after a blocked Back, the browser's may differ briefly). */
let shown: HistoryUpdate | null = null;
let subscriber: ((update: HistoryUpdate) => void) | null = null;
const blockers = new Set<MountedBlocker>();
/** The next popstate is our own undo of a blocked Back/Forward: not a navigation. */
let undoingPop = false;
/** The next navigation was already allowed (the person chose to discard their edits). */
let allowedNext = false;

function browserHistory(): BrowserHistory {
  if (!history) {
    history = createBrowserHistory({ v5Compat: true });
    shown = { action: history.action, location: history.location };
    history.listen(onHistoryChange);
  }
  return history;
}

/** Where the app is now (the router's first render). */
export function currentHistoryState(): HistoryUpdate {
  browserHistory();
  return shown!;
}

/** The router's subscription: one at a time. Returns the unsubscribe. */
export function subscribeToHistory(listener: (update: HistoryUpdate) => void): () => void {
  browserHistory();
  subscriber = listener;
  return () => {
    if (subscriber === listener) subscriber = null;
  };
}

function publish(update: HistoryUpdate) {
  shown = update;
  subscriber?.(update);
}

/** The blocker that holds a navigation to `nextLocation`, if any. */
function blockerFor(nextLocation: Location, historyAction: NavigationType) {
  if (allowedNext) {
    allowedNext = false;
    return undefined;
  }
  const currentLocation = shown?.location ?? browserHistory().location;
  return [...blockers].find((b) => b.shouldBlock({ currentLocation, nextLocation, historyAction }));
}

function hold(blocker: MountedBlocker, location: Location, go: () => void) {
  blocker.setBlocker({
    state: 'blocked',
    location,
    proceed: () => {
      blocker.setBlocker(UNBLOCKED);
      go();
    },
    reset: () => blocker.setBlocker(UNBLOCKED),
  });
}

function onHistoryChange({ action, location, delta }: HistoryUpdate & { delta: number | null }) {
  if (action === NavigationType.Pop) {
    if (undoingPop) {
      undoingPop = false;
      return;
    }
    const blocker = delta ? blockerFor(location, action) : undefined;
    if (blocker && delta) {
      // The browser has already moved: move back, and forward again if they proceed.
      undoingPop = true;
      history!.go(-delta);
      hold(blocker, location, () => {
        allowedNext = true; // the popstate this causes is the one they agreed to
        history!.go(delta);
      });
      return;
    }
  }
  publish({ action, location });
}

/** The location `to` leads to from the shown one (what a blocker is asked about). */
function nextLocation(to: To, state: unknown): Location {
  const current = shown?.location ?? browserHistory().location;
  const path = typeof to === 'string' ? parsePath(to) : to;
  return {
    pathname: path.pathname ?? current.pathname,
    search: path.search ?? '',
    hash: path.hash ?? '',
    state: state ?? null,
    key: 'next',
  };
}

function guarded(method: 'push' | 'replace') {
  return (to: To, state?: unknown) => {
    const go = () => browserHistory()[method](to, state);
    const blocker = blockerFor(
      nextLocation(to, state),
      method === 'push' ? NavigationType.Push : NavigationType.Replace,
    );
    if (blocker) hold(blocker, nextLocation(to, state), go);
    else go();
  };
}

/** What <Router> navigates with: the browser history, asking the blockers first. */
export const navigator: Navigator = {
  createHref: (to) => browserHistory().createHref(to),
  encodeLocation: (to) => browserHistory().encodeLocation(to),
  go: (delta) => browserHistory().go(delta),
  push: guarded('push'),
  replace: guarded('replace'),
};

/**
 * Holds navigations `shouldBlock` says no to, like react-router's `useBlocker`: the
 * blocker's state turns `blocked` until `proceed()` or `reset()`.
 */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const [blocker, setBlocker] = useState<Blocker>(UNBLOCKED);
  const shouldBlockRef = useRef(shouldBlock);
  shouldBlockRef.current = shouldBlock;
  useEffect(() => {
    const mounted: MountedBlocker = {
      shouldBlock: (args) => shouldBlockRef.current(args),
      setBlocker,
    };
    blockers.add(mounted);
    return () => {
      blockers.delete(mounted);
    };
  }, []);
  return blocker;
}
