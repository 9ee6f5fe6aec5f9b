import { describe, expect, it } from 'vitest';
import type { KioskAnswer } from '@/features/kiosk/api/kiosk-calls';
import type { QueuedConfirm } from '@/features/kiosk/kiosk-view';
import { refusedItem, sendQueue } from '@/features/kiosk/offline/send-queue';

type Answer = KioskAnswer<{ results: { shifts: Record<string, never> } }>;

const item = (id: string): QueuedConfirm => ({
  id,
  sign: 'in',
  shift: null,
  person: 1,
  role: null,
  time: '2026-11-27T09:00:00Z',
});

/** The server's answers in turn, and what was sent each time. */
function server(...answers: Answer[]) {
  const calls: string[][] = [];
  const answered: string[] = [];
  const refused: { id: string; message: string }[] = [];
  return {
    calls,
    answered,
    refused,
    hooks: {
      send: async (batch: QueuedConfirm[]) => {
        calls.push(batch.map((i) => i.id));
        return answers.shift() ?? { kind: 'unreachable' as const };
      },
      answered: async (ids: string[]) => {
        answered.push(...ids);
      },
      refused: async (i: QueuedConfirm, message: string) => {
        refused.push({ id: i.id, message });
      },
    },
  };
}

const ok: Answer = { kind: 'ok', body: { results: { shifts: {} } } };

describe('sending the waiting sign-ins', () => {
  it('sends them in order and removes them once answered', async () => {
    const s = server(ok);
    expect(await sendQueue([item('a'), item('b')], s.hooks)).toBeNull();
    expect(s.calls).toEqual([['a', 'b']]);
    expect(s.answered).toEqual(['a', 'b']);
  });

  it('keeps everything while the server cannot be reached, or fails', async () => {
    const offline = server({ kind: 'unreachable' });
    expect(await sendQueue([item('a')], offline.hooks)).toBe('unreachable');
    expect(offline.answered).toEqual([]);
    const failing = server({ kind: 'refused', status: 503, body: null });
    expect(await sendQueue([item('a')], failing.hooks)).toBe('server');
    expect(failing.answered).toEqual([]);
    expect(failing.refused).toEqual([]);
  });

  it('drops only the item a 400 names, says why, and sends the rest again', async () => {
    const s = server(
      { kind: 'refused', status: 400, body: { '1.person': ['This person is already signed in.'] } },
      ok,
    );
    expect(await sendQueue([item('a'), item('b'), item('c')], s.hooks)).toBeNull();
    expect(s.refused).toEqual([{ id: 'b', message: 'This person is already signed in.' }]);
    expect(s.calls).toEqual([
      ['a', 'b', 'c'],
      ['a', 'c'],
    ]);
    expect(s.answered).toEqual(['a', 'c']);
  });

  it('stops on 401 (no longer a kiosk) and 429 (too many), dropping nothing', async () => {
    const revoked = server({
      kind: 'refused',
      status: 401,
      body: { detail: 'Kiosk secret not valid.' },
    });
    expect(await sendQueue([item('a')], revoked.hooks)).toBe('not-a-kiosk');
    const throttled = server({ kind: 'refused', status: 429, body: { detail: 'Slow down' } });
    expect(await sendQueue([item('a')], throttled.hooks)).toBe('throttled');
    expect([...revoked.refused, ...throttled.refused, ...revoked.answered]).toEqual([]);
  });

  it('sends a long queue in calls of at most 200', async () => {
    const s = server(ok, ok);
    const queue = Array.from({ length: 250 }, (_, i) => item(`i${i}`));
    expect(await sendQueue(queue, s.hooks)).toBeNull();
    expect(s.calls.map((c) => c.length)).toEqual([200, 50]);
    expect(s.answered).toHaveLength(250);
  });

  it('reads which item a 400 is about', () => {
    expect(refusedItem({ '2.time': ['Too late.'] })).toEqual({ index: 2, message: 'Too late.' });
    expect(refusedItem({ detail: 'Nope.' })).toEqual({ index: 0, message: 'Nope.' });
  });
});
