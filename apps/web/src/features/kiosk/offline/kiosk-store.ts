import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { KioskResults, QueuedConfirm } from '@/features/kiosk/kiosk-view';

/** The day's data as last loaded, and when. */
export interface SavedKioskData {
  results: KioskResults;
  savedAt: string;
}

interface KioskDb extends DBSchema {
  data: { key: 'today'; value: SavedKioskData };
  /** Waiting sign-ins and sign-outs; `seq` keeps the order they were tapped in. */
  queue: { key: number; value: QueuedConfirm & { seq?: number } };
}

/**
 * What the kiosk keeps in this browser's IndexedDB: the day's data (so a reload offline
 * still shows people) and the queue of sign-ins and sign-outs not yet answered by the
 * server. A tap is written here before the screen moves on, so a closed tab, a reload or
 * a flat battery loses nothing; an item leaves only once the server answered it.
 */
export interface KioskStore {
  loadData(): Promise<SavedKioskData | null>;
  saveData(results: KioskResults, savedAt?: string): Promise<void>;
  /** Merges an answer's shifts into the saved day (a confirm answers the shifts it touched). */
  mergeShifts(shifts: KioskResults['shifts']): Promise<void>;
  queued(): Promise<QueuedConfirm[]>;
  enqueue(item: QueuedConfirm): Promise<void>;
  /** Removes the items with these client ids (answered, or refused by the server). */
  remove(ids: readonly string[]): Promise<void>;
}

const DB_NAME = 'crewcall-kiosk';

function strip({ seq: _seq, ...item }: QueuedConfirm & { seq?: number }): QueuedConfirm {
  return item;
}

function idbStore(db: IDBPDatabase<KioskDb>): KioskStore {
  return {
    loadData: async () => (await db.get('data', 'today')) ?? null,
    saveData: async (results, savedAt = new Date().toISOString()) => {
      await db.put('data', { results, savedAt }, 'today');
    },
    mergeShifts: async (shifts) => {
      const tx = db.transaction('data', 'readwrite');
      const saved = await tx.store.get('today');
      if (saved) {
        const results = { ...saved.results, shifts: { ...saved.results.shifts, ...shifts } };
        await tx.store.put({ ...saved, results }, 'today');
      }
      await tx.done;
    },
    queued: async () => (await db.getAll('queue')).map(strip),
    enqueue: async (item) => {
      await db.add('queue', { ...item });
    },
    remove: async (ids) => {
      const wanted = new Set(ids);
      const tx = db.transaction('queue', 'readwrite');
      for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
        if (wanted.has(cursor.value.id)) await cursor.delete();
      }
      await tx.done;
    },
  };
}

/** Only for a browser that refuses IndexedDB: the kiosk works, but forgets on reload. */
function memoryStore(): KioskStore {
  let saved: SavedKioskData | null = null;
  let queue: QueuedConfirm[] = [];
  return {
    loadData: async () => saved,
    saveData: async (results, savedAt = new Date().toISOString()) => {
      saved = { results, savedAt };
    },
    mergeShifts: async (shifts) => {
      if (saved) {
        saved = {
          ...saved,
          results: { ...saved.results, shifts: { ...saved.results.shifts, ...shifts } },
        };
      }
    },
    queued: async () => [...queue],
    enqueue: async (item) => {
      queue = [...queue, item];
    },
    remove: async (ids) => {
      queue = queue.filter((item) => !ids.includes(item.id));
    },
  };
}

let opened: Promise<KioskStore> | null = null;

/** The kiosk's store, opened once per page. */
export function openKioskStore(): Promise<KioskStore> {
  opened ??= openDB<KioskDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('data');
      db.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true });
    },
  }).then(idbStore, () => memoryStore());
  return opened;
}
