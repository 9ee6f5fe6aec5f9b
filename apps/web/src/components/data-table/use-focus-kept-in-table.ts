import { type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]';

/** Where focus goes when the row it was in is gone: same place, else the row above. */
function focusTarget(body: HTMLElement, index: number): HTMLElement | null {
  const rows = body.querySelectorAll<HTMLElement>('[data-row-id]');
  const row = rows[Math.min(index, rows.length - 1)];
  return row?.querySelector<HTMLElement>(FOCUSABLE) ?? null;
}

/**
 * Keeps keyboard focus in the table when the row that held it disappears (deleted, or
 * moved off the page): the browser would drop it on <body>, the top of the page (issue
 * 10, item 20). The row's position is remembered on focus; once the rows change and
 * focus is lost (also after a confirm dialog closes and cannot return focus to the
 * deleted row's button), it goes to the row now at that position, or the table.
 */
export function useFocusKeptInTable(
  /** The table's body, or the card list on a phone: its rows carry `data-row-id`. */
  body: RefObject<HTMLElement | null>,
  region: RefObject<HTMLElement | null>,
  rows: unknown,
): void {
  const lastIndex = useRef<number | null>(null);

  useEffect(() => {
    const tbody = body.current;
    if (!tbody) return;
    const remember = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      const row = tbody.contains(target) ? target.closest('[data-row-id]') : null;
      if (row) {
        lastIndex.current = Array.from(tbody.querySelectorAll('[data-row-id]')).indexOf(row);
      } else if (!target.closest('[role="dialog"]')) {
        // The person moved on (not into the row's confirm dialog): nothing to keep.
        lastIndex.current = null;
      }
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, [body]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the rows change
  useEffect(() => {
    if (lastIndex.current === null) return;
    const restore = () => {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (!lost || lastIndex.current === null || !body.current) return;
      const target = focusTarget(body.current, lastIndex.current) ?? region.current;
      target?.focus();
      lastIndex.current = null;
    };
    // Now, and once a closing dialog has given focus back (or failed to).
    const timers = [0, 150, 400].map((ms) => window.setTimeout(restore, ms));
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [rows]);
}
