import { KIOSK_AUTH_HEADER, type KioskConfirmAnswer, type KioskData } from '@crewcall/contract';
import type { QueuedConfirm } from '@/features/kiosk/kiosk-view';

/**
 * The kiosk's two calls, with its secret in `x-kiosk-auth` and no person's token. Plain
 * fetch, not the app's API client: that one shows error pages and the red banner, while
 * the kiosk must stay on its screen and go offline when the server cannot be reached.
 */
export type KioskAnswer<T> =
  | { kind: 'ok'; body: T }
  | { kind: 'refused'; status: number; body: unknown }
  | { kind: 'unreachable' };

export const KIOSK_DATA_PATH = '/api/kiosk/data';
export const KIOSK_CONFIRM_PATH = '/api/kiosk/confirm';

async function call<T>(
  secret: string,
  path: string,
  { method = 'GET', json }: { method?: 'GET' | 'PUT'; json?: unknown } = {},
): Promise<KioskAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      cache: 'no-store',
      headers: {
        accept: 'application/json',
        [KIOSK_AUTH_HEADER]: secret,
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  } catch {
    return { kind: 'unreachable' };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // A proxy's HTML error page, or a connection cut mid-answer.
    if (response.ok) return { kind: 'unreachable' };
  }
  return response.ok
    ? { kind: 'ok', body: body as T }
    : { kind: 'refused', status: response.status, body };
}

/** `GET /api/kiosk/data`: today's shifts, people and roles. */
export function fetchKioskData(secret: string): Promise<KioskAnswer<KioskData>> {
  return call<KioskData>(secret, KIOSK_DATA_PATH);
}

/** `PUT /api/kiosk/confirm`: the items in order, all or nothing. */
export function sendKioskConfirm(
  secret: string,
  items: readonly QueuedConfirm[],
): Promise<KioskAnswer<KioskConfirmAnswer>> {
  const body = items.map(({ id, sign, shift, person, role, time }) => ({
    id,
    sign,
    person,
    time,
    ...(shift !== null ? { shift } : {}),
    ...(role !== null ? { role } : {}),
  }));
  return call<KioskConfirmAnswer>(secret, KIOSK_CONFIRM_PATH, { method: 'PUT', json: body });
}
