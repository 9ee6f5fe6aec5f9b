import { createExternalStore } from '@/lib/external-store';
import { readStorage, STORAGE_PREFIX, writeStorage } from '@/lib/storage';

const ACCESS_KEY = `${STORAGE_PREFIX}access`;
const REFRESH_KEY = `${STORAGE_PREFIX}refresh`;

export interface TokenPair {
  access: string;
  refresh: string;
}

/** The access token as React sees it; storage is the source of truth across tabs. */
const accessStore = createExternalStore<string | null>(readStorage(ACCESS_KEY));

export function getAccessToken(): string | null {
  return accessStore.get();
}

/** The access token in storage, which another tab may have renewed a moment ago. */
export function readStoredAccessToken(): string | null {
  return readStorage(ACCESS_KEY);
}

export function getRefreshToken(): string | null {
  return readStorage(REFRESH_KEY);
}

export function setTokens(tokens: TokenPair): void {
  writeStorage(ACCESS_KEY, tokens.access);
  writeStorage(REFRESH_KEY, tokens.refresh);
  accessStore.set(tokens.access);
}

export function clearTokens(): void {
  writeStorage(ACCESS_KEY, null);
  writeStorage(REFRESH_KEY, null);
  accessStore.set(null);
}

/** Re-reads storage, e.g. after another tab logged in or out. */
export function syncTokensFromStorage(): void {
  accessStore.set(readStorage(ACCESS_KEY));
}

export const subscribeAccessToken = accessStore.subscribe;

/** The current access token; re-renders on login and logout. */
export function useAccessToken(): string | null {
  return accessStore.use();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === ACCESS_KEY) syncTokensFromStorage();
  });
}
