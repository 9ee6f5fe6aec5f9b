import { KIOSK_CONFIRM_MAX_ITEMS } from '@crewcall/contract';
import type { KioskAnswer } from '@/features/kiosk/api/kiosk-calls';
import type { KioskResults, QueuedConfirm } from '@/features/kiosk/kiosk-view';
import { errorDetail } from '@/lib/api/api-errors';

type Shifts = KioskResults['shifts'];

export interface SendQueueHooks {
  send: (items: QueuedConfirm[]) => Promise<KioskAnswer<{ results: { shifts: Shifts } }>>;
  /** The server recorded these (or had already): remove them, keep the shifts it answered. */
  answered: (ids: string[], shifts: Shifts) => Promise<void>;
  /** The server refused this one for good (a 4xx about it): remove it, say why once. */
  refused: (item: QueuedConfirm, message: string) => Promise<void>;
}

/**
 * Why sending stopped with items left: the server is out of reach or failing (5xx), it
 * asked us to slow down (429), or it no longer knows this kiosk's secret (401/403).
 */
export type SendStop = 'unreachable' | 'server' | 'throttled' | 'not-a-kiosk';

/**
 * Which item a 400 is about, and its message: the server answers `{"2.time": ["…"]}` for
 * the third item (and rolled back the whole call, so the others are simply sent again).
 */
export function refusedItem(body: unknown): { index: number; message: string } {
  if (typeof body === 'object' && body !== null) {
    for (const [key, value] of Object.entries(body)) {
      const match = /^(\d+)\./.exec(key);
      const message = Array.isArray(value) && typeof value[0] === 'string' ? value[0] : null;
      if (match && message) return { index: Number(match[1]), message };
    }
  }
  return { index: 0, message: errorDetail(body) ?? 'The server refused this sign-in or sign-out.' };
}

/**
 * Sends the queue in order, in calls of up to 200 items, until it is empty or the server
 * cannot take more now. Nothing leaves the queue before the server answered about it, and
 * the server records an item id once, so sending an item again never doubles it.
 */
export async function sendQueue(
  queue: readonly QueuedConfirm[],
  hooks: SendQueueHooks,
): Promise<SendStop | null> {
  let waiting = [...queue];
  while (waiting.length > 0) {
    const batch = waiting.slice(0, KIOSK_CONFIRM_MAX_ITEMS);
    const answer = await hooks.send(batch);
    if (answer.kind === 'unreachable') return 'unreachable';
    if (answer.kind === 'ok') {
      await hooks.answered(
        batch.map((item) => item.id),
        answer.body.results.shifts,
      );
      waiting = waiting.slice(batch.length);
      continue;
    }
    const { status, body } = answer;
    if (status === 401 || status === 403) return 'not-a-kiosk';
    if (status === 429) return 'throttled';
    if (status >= 500 || status < 400) return 'server';
    // A 4xx about one item: that item can never be recorded; drop it, send the rest again.
    const { index, message } = refusedItem(body);
    const item = batch[Math.min(index, batch.length - 1)]!;
    await hooks.refused(item, message);
    waiting = waiting.filter((other) => other.id !== item.id);
  }
  return null;
}
