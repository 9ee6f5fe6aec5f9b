/**
 * Lets code outside React (the API client, logout) move the router. The app registers the
 * router's navigate at start; before that, a full page load does the job.
 */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

type Navigator = (to: string, options?: NavigateOptions) => Promise<void> | void;

let navigator: Navigator = (to) => {
  window.location.assign(to);
};

export function setNavigator(next: Navigator): void {
  navigator = next;
}

export async function navigateTo(to: string, options?: NavigateOptions): Promise<void> {
  await navigator(to, options);
}

/** The path the user is on, with its query, for `?next=` after login. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Only same-site paths are followed after login (no open redirects). */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return null;
  }
  const pathOnly = next.split(/[?#]/)[0];
  if (['/hello', '/login', '/register'].includes(pathOnly)) return null;
  return next;
}
