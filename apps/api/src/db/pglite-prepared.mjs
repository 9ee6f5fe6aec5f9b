// Prepared statements for the embedded database (issue 28). Plain JavaScript: the app
// (db/client.ts) and PGlite's worker thread (db/pglite-worker.mjs) both use it.
import { parse, protocol, TransactionAbortedError } from '@electric-sql/pglite';

const { serialize } = protocol;
/** Statements kept per database; past that, a new text runs unnamed (parsed and planned each time). */
const MAX_STATEMENTS = 2_000;

/**
 * PGlite's `query` parses and plans every statement afresh (an unnamed statement, each
 * call). Planning the app's larger statements (row-level security, subqueries) took most
 * of a request's time there, where PostgreSQL reuses the plan of the named statement
 * postgres.js prepared (db/client.ts, alwaysPrepared). This client names each statement
 * text once (Parse, then Bind/Execute per call), so PGlite keeps its plan too (generic
 * after five calls, as PostgreSQL does). `query` and `transaction` are what drizzle uses;
 * everything else is PGlite's own. Locks as PGlite takes them: a statement outside a
 * transaction waits for any open one; a transaction holds the database until it ends.
 */
export function preparedClient(pg) {
  const statements = new Map();
  let named = 0;
  const send = (message) => pg.execProtocol(message, { syncToFs: false });

  async function statementFor(text, options) {
    const known = statements.get(text);
    if (known) return known;
    const name = statements.size < MAX_STATEMENTS ? `crewcall_${++named}` : '';
    await send(serialize.parse({ name, text, types: options?.paramTypes }));
    const { messages } = await send(serialize.describe({ type: 'S', name }));
    const types = messages.find((m) => m.name === 'parameterDescription')?.dataTypeIDs ?? [];
    const statement = { name, types };
    if (name) statements.set(text, statement);
    return statement;
  }

  /** One statement, with the query lock held by the caller. */
  async function run(text, params = [], options = undefined) {
    const messages = [];
    try {
      const { name, types } = await statementFor(text, options);
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = options?.serializers?.[types[i]] ?? pg.serializers[types[i]];
        return serializer ? serializer(value) : value.toString();
      });
      for (const message of [
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
      ]) {
        messages.push(...(await send(message)).messages);
      }
    } finally {
      await send(serialize.sync());
    }
    return parse.parseResults(messages, pg.parsers, options)[0];
  }

  /** A simple-protocol statement (BEGIN, COMMIT, …), lock held by the caller. */
  async function simple(text) {
    try {
      return (await send(serialize.query(text))).messages;
    } finally {
      await send(serialize.sync());
    }
  }

  const own = {};
  own.query = (text, params, options) =>
    // COPY moves its rows through PGlite's own blob handling (cli/migrate-to-postgres.ts).
    /^\s*copy\b/i.test(text)
      ? pg.query(text, params, options)
      : pg._runExclusiveTransaction(async () => {
          const result = await pg._runExclusiveQuery(() => run(text, params, options));
          await pg.syncToFs();
          return result;
        });
  own.transaction = (work) =>
    pg._runExclusiveTransaction(async () => {
      let closed = false;
      const inside = (fn) => {
        if (closed) throw new Error('Transaction is closed');
        return pg._runExclusiveQuery(fn);
      };
      const tx = {
        query: (text, params, options) => inside(() => run(text, params, options)),
        exec: async (text) => {
          await inside(() => simple(text));
          return [];
        },
        rollback: async () => {
          await inside(() => simple('ROLLBACK'));
          closed = true;
        },
        get closed() {
          return closed;
        },
      };
      await pg._runExclusiveQuery(() => simple('BEGIN'));
      try {
        const result = await work(tx);
        if (!closed) {
          closed = true;
          const answer = await pg._runExclusiveQuery(() => simple('COMMIT'));
          // COMMIT of a transaction a failed statement aborted answers ROLLBACK.
          if (answer.some((m) => m.name === 'commandComplete' && m.text === 'ROLLBACK'))
            throw new TransactionAbortedError();
        }
        await pg.syncToFs();
        return result;
      } catch (error) {
        if (!closed) {
          closed = true;
          await pg._runExclusiveQuery(() => simple('ROLLBACK'));
        }
        throw error;
      }
    });
  // PGlite keeps its state in private fields: its own methods run bound to it.
  return new Proxy(pg, {
    get(target, property) {
      if (Object.hasOwn(own, property)) return own[property];
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
