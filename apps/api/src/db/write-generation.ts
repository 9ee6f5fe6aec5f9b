/*
 * The embedded database's write generation (issue 28): a number this process bumps
 * around every statement that may change data, so an answer kept under the generation it
 * was read at (plugins/embedded-answers.ts) is right for as long as the number stands.
 *
 * Why it can be trusted only on PGlite: there, this process is the database's one
 * client (the data directory is locked to it, db/data-dir-lock.ts), so every write passes
 * through this wrapper. On PostgreSQL other processes write too, and nothing here is used.
 *
 * Why around, not after: the number moves before the statement is sent (no answer read
 * from then on is filed under the old number) and again when its transaction ends (an
 * answer read while the write waited its turn at PGlite's lock is filed under a number
 * that is already gone). A rollback bumps as well: a wasted answer, never a wrong one.
 *
 * What may write is told from the statement's text (`mayWrite`): a data-changing keyword
 * anywhere in it, or one of the app's functions that write (WRITING_FUNCTIONS, checked
 * against the database's own catalog by write-generation.test.ts). A read that merely
 * mentions such a word (`for update`, a literal 'delete') counts as a write: that costs a
 * kept answer, never correctness.
 *
 * To remove: drop the wrapper in db/client.ts and the embedded answers with it.
 */

/**
 * The app's SQL functions that change data when called, other than triggers (which only
 * fire on a statement that `mayWrite` already counts).
 */
export const WRITING_FUNCTIONS = ['crewcall_refresh_series_spans'] as const;

const WRITE_WORDS = [
  'insert',
  'update',
  'delete',
  'merge',
  'truncate',
  'copy',
  'create',
  'alter',
  'drop',
  'grant',
  'revoke',
  'call',
  'do',
  'import',
  'reindex',
  'cluster',
  'refresh',
  ...WRITING_FUNCTIONS,
];
const MAY_WRITE = new RegExp(`\\b(${WRITE_WORDS.join('|')})\\b`, 'i');

/** Whether a statement's text may change data (see above: errs towards yes). */
export function mayWrite(text: string): boolean {
  return MAY_WRITE.test(text);
}

/** The part of PGlite's client counted here: `query`, `exec` and `transaction(work)`. */
type Transactional = {
  transaction: (work: (tx: Record<string, unknown>) => Promise<unknown>) => Promise<unknown>;
};

/**
 * `client` (PGlite's, or its worker thread's: the part drizzle and the app call) with its
 * writes counted; `generation()` reads the count.
 */
export function countWrites<C extends object>(client: C): { client: C; generation: () => number } {
  let generation = 0;
  const bump = () => {
    generation += 1;
  };
  /** Runs `send` for a statement of text `text`, bumping around it if it may write. */
  const around = async <T>(text: string, send: () => Promise<T>, onWrite = bump): Promise<T> => {
    if (!mayWrite(text)) return send();
    bump();
    try {
      return await send();
    } finally {
      onWrite();
    }
  };
  const wrapTransaction = (work: (tx: Record<string, unknown>) => Promise<unknown>) => {
    let wrote = false;
    const noteWrite = () => {
      wrote = true;
    };
    return (client as unknown as Transactional)
      .transaction((tx) => work(countedStatements(tx, noteWrite)))
      .finally(() => {
        if (wrote) bump();
      });
  };
  /**
   * `target` with its `query` and `exec` counted (`onWrite` after a write); its other
   * methods bound to it (PGlite and its thread keep their state in private fields).
   */
  function countedStatements<T extends object>(target: T, onWrite: () => void, extra = {}): T {
    return new Proxy(target, {
      get(_, property) {
        if (Object.hasOwn(extra, property)) return Reflect.get(extra, property);
        const value = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        if (property !== 'query' && property !== 'exec') return value.bind(target);
        return (text: string, ...rest: unknown[]) =>
          around(text, () => Reflect.apply(value, target, [text, ...rest]), onWrite);
      },
    });
  }
  return {
    client: countedStatements(client, bump, { transaction: wrapTransaction }),
    generation: () => generation,
  };
}
