/**
 * Calls `callback` once typing pauses for `wait` ms (spec: text inputs debounce 400 ms),
 * or at once on `flush` (Enter). Pending calls are dropped by `cancel`.
 */
export interface Debouncer<T> {
  schedule: (value: T) => void;
  flush: (value: T) => void;
  cancel: () => void;
  pending: () => boolean;
}

export const SEARCH_DEBOUNCE_MS = 400;

export function createDebouncer<T>(
  callback: (value: T) => void,
  wait = SEARCH_DEBOUNCE_MS,
): Debouncer<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    schedule(value) {
      cancel();
      timer = setTimeout(() => {
        timer = null;
        callback(value);
      }, wait);
    },
    flush(value) {
      cancel();
      callback(value);
    },
    cancel,
    pending: () => timer !== null,
  };
}
