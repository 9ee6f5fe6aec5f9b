import { useEffect, useRef } from 'react';

/**
 * Calls `onEscape` when Escape is pressed while `active`. Mantine's own closeOnEscape did
 * not fire in our drawers and dialogs (checked in Chromium), so the overlays that guard
 * unsaved edits listen themselves. A key already handled (a combobox closing its list
 * marks its input with data-mantine-stop-propagation) is left alone.
 */
export function useEscapeKey(active: boolean, onEscape: () => void): void {
  const handler = useRef(onEscape);
  handler.current = onEscape;
  useEffect(() => {
    if (!active) return;
    const listener = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      const target = event.target as HTMLElement | null;
      if (target?.getAttribute?.('data-mantine-stop-propagation') === 'true') return;
      handler.current();
    };
    // Capture: seen before a combobox's own handler closes its list and clears the mark.
    window.addEventListener('keydown', listener, { capture: true });
    return () => window.removeEventListener('keydown', listener, { capture: true });
  }, [active]);
}
