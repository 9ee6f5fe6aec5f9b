import { createExternalStore } from '@/lib/external-store';
import { readStorage, STORAGE_PREFIX, writeStorage } from '@/lib/storage';

const KEY = `${STORAGE_PREFIX}view-as-user`;

/** "Switch to User": an admin looks at the app as a volunteer would. Local only. */
const viewAsUser = createExternalStore<boolean>(readStorage(KEY) === '1');

export function setViewAsUser(on: boolean): void {
  writeStorage(KEY, on ? '1' : null);
  viewAsUser.set(on);
}

export function getViewAsUser(): boolean {
  return viewAsUser.get();
}

export function useViewAsUser(): boolean {
  return viewAsUser.use();
}

export type Role = 'new' | 'user' | 'admin';

/** The role the interface uses: an admin who switched to user view is a user. */
export function effectiveRole(role: Role, switchedToUser: boolean): Role {
  return role === 'admin' && switchedToUser ? 'user' : role;
}
