/**
 * localStorage that never throws (private windows and locked-down browsers refuse it).
 * Every key the app writes starts with `crewcall.` so logout can clear them all.
 */
export const STORAGE_PREFIX = 'crewcall.';

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStorage(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) store()?.removeItem(key);
    else store()?.setItem(key, value);
  } catch {
    // Storage full or refused: the value lives only for this page view.
  }
}

/** Keys that survive logout (a kiosk tablet keeps its secret when someone logs out). */
const keptOnLogout = new Set<string>();

export function keepOnLogout(key: string): void {
  keptOnLogout.add(key);
}

/** Removes everything this app stored except the keys registered with `keepOnLogout`. */
export function clearAppStorage(): void {
  const s = store();
  if (!s) return;
  try {
    const keys = Array.from({ length: s.length }, (_, i) => s.key(i)).filter(
      (k): k is string => k !== null,
    );
    for (const key of keys) if (!keptOnLogout.has(key)) s.removeItem(key);
  } catch {
    // ignore
  }
}
