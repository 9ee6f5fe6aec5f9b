import { useEffect, useRef, useState } from 'react';
import { useBlocker } from '@/lib/browser-history';

/**
 * Asks before edits are lost. While `dirty`:
 * - leaving the page in the app (a link, Back) is held until the person answers;
 * - closing the tab or reloading gets the browser's own "Leave site?" question;
 * - `requestClose(close)` (a drawer's close button, Escape, a click outside) asks first.
 * Render `<DiscardChangesDialog {...guard.dialog} />` to ask.
 *
 * `allowNextNavigation()` lets the screen's own navigation through (after saving, or
 * closing a drawer whose URL holds the row); so does navigating with
 * `state: DISCARD_CHANGES` (e.g. after the row being edited was deleted).
 */
export const DISCARD_CHANGES = { discardChanges: true } as const;

export function useUnsavedChanges(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const allowOnce = useRef(false);
  const [pendingClose, setPendingClose] = useState<(() => void) | null>(null);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (allowOnce.current) {
      allowOnce.current = false;
      return false;
    }
    if ((nextLocation.state as { discardChanges?: boolean } | null)?.discardChanges) return false;
    const moving =
      currentLocation.pathname !== nextLocation.pathname ||
      currentLocation.search !== nextLocation.search;
    return dirtyRef.current && moving;
  });

  useEffect(() => {
    if (!dirty) return;
    allowOnce.current = false; // new edits: a pass given earlier no longer holds
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a return value to ask.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const requestClose = (close: () => void) => {
    if (dirtyRef.current) setPendingClose(() => close);
    else close();
  };

  const asking = pendingClose !== null || blocker.state === 'blocked';
  return {
    requestClose,
    allowNextNavigation: () => {
      allowOnce.current = true;
    },
    dialog: {
      opened: asking,
      onKeep: () => {
        setPendingClose(null);
        if (blocker.state === 'blocked') blocker.reset();
      },
      onDiscard: () => {
        const close = pendingClose;
        setPendingClose(null);
        dirtyRef.current = false;
        if (blocker.state === 'blocked') blocker.proceed();
        else if (close) {
          allowOnce.current = true; // closing may change the URL (a drawer's row)
          close();
        }
      },
    },
  };
}
