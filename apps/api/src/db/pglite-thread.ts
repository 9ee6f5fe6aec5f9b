import { Worker } from 'node:worker_threads';

/**
 * The embedded database on a worker thread (issue 28). PGlite is PostgreSQL compiled to
 * WebAssembly: a statement runs synchronously on the thread that calls it, so in-process
 * a slow read froze every other request, even ones that never touch the database. Here it
 * runs in db/pglite-worker.mjs and the app's thread only sends statements and receives
 * rows (structured clone: dates, arrays and JSON as they are).
 *
 * This is the part of PGlite's client the app uses (drizzle's session, the migrator, the
 * job runner's wake-up): `query`, `exec`, `transaction` (its
 * statements go to the worker's open transaction, which holds PGlite's lock until the
 * `end`), `listen`, `close`, and db/planner-statistics.mjs run by the worker on its
 * PGlite (it needs PGlite's lock itself). Errors come back with their SQLSTATE (`code`) and details.
 */
type Results = {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
};
type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };

export type PgliteTransaction = {
  query: <T>(
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ) => Promise<Results & { rows: T[] }>;
  exec: (text: string) => Promise<Results[]>;
  rollback: () => Promise<void>;
  readonly closed: boolean;
};

class DatabaseError extends Error {
  constructor(fields: Record<string, unknown>) {
    super(String(fields.message));
    Object.assign(this, fields);
  }
}

export class PgliteThread {
  #worker: Worker;
  #next = 1;
  #pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  #listeners = new Map<string, Set<() => void>>();

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (message) => {
      if (message.notify) {
        for (const listener of this.#listeners.get(message.notify) ?? []) listener();
        return;
      }
      const waiting = this.#pending.get(message.id);
      if (!waiting) return;
      this.#pending.delete(message.id);
      if (message.error) waiting.reject(new DatabaseError(message.error));
      else waiting.resolve(message.result);
    });
    worker.on('error', (error) => {
      for (const waiting of this.#pending.values()) waiting.reject(error);
      this.#pending.clear();
    });
  }

  /** Starts the worker on the data directory `path`; resolves once PGlite is open. */
  static async start(path: string): Promise<PgliteThread> {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { path },
      // Not the app's loader flags (tsx, vitest): the worker is plain JavaScript.
      execArgv: [],
    });
    await new Promise<void>((resolve, reject) => {
      const ready = (message: { ready?: boolean }) => {
        if (!message.ready) return;
        worker.off('message', ready);
        worker.off('error', reject);
        resolve();
      };
      worker.on('message', ready);
      worker.once('error', reject);
    });
    return new PgliteThread(worker);
  }

  #send<T>(message: Record<string, unknown>): Promise<T> {
    const id = this.#next++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.#worker.postMessage({ ...message, id });
    });
  }

  #query(tx: number | undefined, text: string, params: unknown[] = [], options?: QueryOptions) {
    return this.#send<Results>({
      op: 'query',
      tx,
      text,
      params,
      rowMode: options?.rowMode,
      // drizzle's parsers keep dates as text; functions do not cross threads, so the
      // worker applies the same ones when asked (pglite-worker.mjs).
      drizzle: options?.parsers !== undefined,
    });
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions) {
    return this.#query(undefined, text, params, options) as Promise<Results & { rows: T[] }>;
  }

  exec(text: string) {
    return this.#send<Results[]>({ op: 'exec', text });
  }

  async transaction<T>(work: (tx: PgliteTransaction) => Promise<T>): Promise<T> {
    const id = await this.#send<number>({ op: 'begin' });
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: PgliteTransaction = {
      query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        open();
        return (await this.#query(id, text, params, options)) as Results & { rows: R[] };
      },
      exec: async (text) => {
        open();
        return this.#send<Results[]>({ op: 'exec', tx: id, text });
      },
      rollback: async () => {
        open();
        await this.#send({ op: 'rollback', tx: id });
        closed = true;
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      closed = true;
      await this.#send({ op: 'end', tx: id, commit: false });
      throw error;
    }
    closed = true;
    await this.#send({ op: 'end', tx: id, commit: true });
    return result;
  }

  /** db/planner-statistics.mjs, run by the worker on its PGlite. */
  refreshStatistics(): Promise<string[]> {
    return this.#send<string[]>({ op: 'refreshStatistics' });
  }

  async listen(channel: string, onNotify: () => void): Promise<() => Promise<void>> {
    const listeners = this.#listeners.get(channel) ?? new Set();
    this.#listeners.set(channel, listeners);
    if (!listeners.size) await this.#send({ op: 'listen', channel });
    listeners.add(onNotify);
    return async () => {
      listeners.delete(onNotify);
    };
  }

  async close(): Promise<void> {
    await this.#send({ op: 'close' });
    await this.#worker.terminate();
  }
}
