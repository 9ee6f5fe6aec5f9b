import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fetchKioskData, sendKioskConfirm } from '@/features/kiosk/api/kiosk-calls';
import {
  applyQueue,
  type KioskResults,
  type QueuedConfirm,
  type ViewShift,
} from '@/features/kiosk/kiosk-view';
import { newClientId } from '@/features/kiosk/offline/client-id';
import { type KioskStore, openKioskStore } from '@/features/kiosk/offline/kiosk-store';
import { sendQueue } from '@/features/kiosk/offline/send-queue';

/** Waiting items are tried again this often while they wait (and at once when back online). */
const RETRY_MS = 20_000;
/** The day's data is read again this often (new shifts, people, another kiosk's sign-ins). */
const DATA_MS = 5 * 60_000;

export interface KioskSession {
  /** The day's data (the server's, as last loaded or saved); null until there is any. */
  results: KioskResults | null;
  /** Its shifts with the waiting sign-ins and sign-outs applied. */
  view: ViewShift[];
  /** Sign-ins and sign-outs not yet answered by the server. */
  waiting: number;
  /** The browser is offline, or the server could not be reached on the last call. */
  offline: boolean;
  /** Still reading what this device stored. */
  starting: boolean;
  /** Messages of items the server refused for good, each shown once until dismissed. */
  refused: string[];
  dismissRefused: () => void;
  /** Reads the day again and sends what waits. */
  refresh: () => void;
  /** Records a sign-in or sign-out: stored first, shown at once, sent when possible. */
  confirm: (item: Omit<QueuedConfirm, 'id'>) => Promise<void>;
}

/**
 * The kiosk's data and its queue. The screen works from what is stored in this browser
 * (IndexedDB), so a reload offline still shows the day; a tap is stored before the screen
 * moves on and sent in order when the server can be reached. `leave` is called when the
 * server says this is no kiosk of the club (a revoked or rotated secret): spec 8 sends the
 * tablet back to /kiosks, and nothing stored is cleared.
 */
export function useKioskSession(secret: string, leave: () => void): KioskSession {
  const store = useMemo(() => openKioskStore(), []);
  const [results, setResults] = useState<KioskResults | null>(null);
  const [queue, setQueue] = useState<QueuedConfirm[]>([]);
  const [starting, setStarting] = useState(true);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [reachable, setReachable] = useState(true);
  const [refused, setRefused] = useState<string[]>([]);
  const leaveRef = useRef(leave);
  leaveRef.current = leave;
  const resultsRef = useRef(results);
  resultsRef.current = results;
  const dataCall = useRef(0);
  const sending = useRef<Promise<void> | null>(null);
  const sendAgain = useRef(false);

  // Reads of the store overlap (a retry's flush, a tap, the first load): only the latest
  // started may set the queue, or a read begun before a tap, answering after it, would
  // hide the tap's item from the badge until the next retry.
  const storeRead = useRef(0);
  const readStore = useCallback(async (s: KioskStore) => {
    const ticket = ++storeRead.current;
    const [saved, queued] = await Promise.all([s.loadData(), s.queued()]);
    if (ticket !== storeRead.current) return;
    if (saved) setResults(saved.results);
    setQueue(queued);
  }, []);

  const loadData = useCallback(async () => {
    const call = ++dataCall.current;
    const answer = await fetchKioskData(secret);
    if (call !== dataCall.current) return; // a later call's answer wins
    if (answer.kind === 'ok') {
      await (await store).saveData(answer.body.results);
      setResults(answer.body.results);
      setReachable(true);
    } else if (answer.kind === 'refused' && answer.status < 500 && answer.status !== 429) {
      leaveRef.current();
    } else {
      setReachable(false);
    }
  }, [secret, store]);

  const flush = useCallback((): Promise<void> => {
    if (sending.current) {
      sendAgain.current = true;
      return sending.current;
    }
    const run = async () => {
      const s = await store;
      const items = await s.queued();
      if (items.length === 0) return;
      let recorded = false;
      const stop = await sendQueue(items, {
        send: (batch) => sendKioskConfirm(secret, batch),
        answered: async (ids, shifts) => {
          await s.mergeShifts(shifts);
          await s.remove(ids);
          recorded = true;
        },
        refused: async (item, message) => {
          await s.remove([item.id]);
          const name = resultsRef.current?.people[String(item.person)]?.name;
          const what = item.sign === 'in' ? 'Sign-in' : 'Sign-out';
          setRefused((shown) => [
            ...shown,
            `${what}${name ? ` of ${name}` : ''} not recorded: ${message}`,
          ]);
        },
      });
      setReachable(stop !== 'unreachable' && stop !== 'server');
      await readStore(s);
      if (stop === 'not-a-kiosk') leaveRef.current();
      // The server's own view after what it just recorded (a walk-in's new shift, say).
      else if (recorded) void loadData();
    };
    sending.current = run().finally(() => {
      sending.current = null;
      if (sendAgain.current) {
        sendAgain.current = false;
        void flush();
      }
    });
    return sending.current;
  }, [secret, store, readStore, loadData]);

  // What this device kept, then the server's day, then whatever waits.
  useEffect(() => {
    let live = true;
    void (async () => {
      await readStore(await store);
      if (!live) return;
      setStarting(false);
      await loadData();
      if (live) await flush();
    })();
    return () => {
      live = false;
    };
  }, [store, readStore, loadData, flush]);

  useEffect(() => {
    const wentOnline = () => {
      setOnline(true);
      void loadData().then(flush);
    };
    const wentOffline = () => setOnline(false);
    window.addEventListener('online', wentOnline);
    window.addEventListener('offline', wentOffline);
    const retry = setInterval(() => {
      if (!resultsRef.current) void loadData();
      void flush();
    }, RETRY_MS);
    const reread = setInterval(() => void loadData(), DATA_MS);
    return () => {
      window.removeEventListener('online', wentOnline);
      window.removeEventListener('offline', wentOffline);
      clearInterval(retry);
      clearInterval(reread);
    };
  }, [loadData, flush]);

  const confirm = useCallback(
    async (draft: Omit<QueuedConfirm, 'id'>) => {
      const item: QueuedConfirm = { ...draft, id: newClientId() };
      const s = await store;
      await s.enqueue(item);
      await readStore(s);
      void flush();
    },
    [store, readStore, flush],
  );

  const view = useMemo(() => applyQueue(results?.shifts ?? {}, queue), [results, queue]);

  return {
    results,
    view,
    waiting: queue.length,
    offline: !online || !reachable,
    starting,
    refused,
    dismissRefused: () => setRefused([]),
    refresh: () => void loadData().then(flush),
    confirm,
  };
}
