// The embedded database on a thread of its own (db/pglite-thread.ts is the app's side).
// Plain JavaScript: a worker thread is loaded by Node itself, without the app's TypeScript
// loader (tsx in `pnpm start`, vitest in the tests).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { preparedClient } from './pglite-prepared.mjs';
import { refreshStatistics } from './planner-statistics.mjs';

// drizzle's parsers (drizzle-orm/pglite/session.js): dates, times and intervals stay text.
const asText = (value) => value;
const DRIZZLE_PARSERS = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231,
    1115,
    1185,
    1187,
    1182,
  ].map((oid) => [oid, asText]),
);

const raw = await PGlite.create(workerData.path, { extensions: { pg_trgm, btree_gin } });
// Statements prepared once, as in-process (pglite-prepared.mjs); maintenance on PGlite itself.
const pg = preparedClient(raw);
/** Open transactions by id: each waits for its `end` message to commit or roll back. */
const transactions = new Map();
let nextTransaction = 1;

const reply = (id, body) => parentPort.postMessage({ id, ...body });

/** What the app's side needs of an error to rebuild it (its SQLSTATE above all). */
function errorFields(error) {
  const fields = { message: String(error?.message ?? error) };
  for (const key of [
    'code',
    'detail',
    'hint',
    'constraint',
    'table',
    'column',
    'severity',
    'schema',
  ]) {
    if (error?.[key] !== undefined) fields[key] = error[key];
  }
  return fields;
}

function openTransaction(id) {
  const txId = nextTransaction++;
  const entry = {};
  const ended = new Promise((resolve) => {
    entry.end = resolve;
  });
  pg.transaction(async (tx) => {
    entry.tx = tx;
    transactions.set(txId, entry);
    reply(id, { result: txId });
    const commit = await ended;
    if (!commit && !tx.closed) await tx.rollback();
  }).then(
    () => {
      transactions.delete(txId);
      entry.done?.();
    },
    (error) => {
      transactions.delete(txId);
      // BEGIN failed (nobody has the id yet), or COMMIT did (the `end` is told).
      if (entry.tx) entry.failed?.(error);
      else reply(id, { error: errorFields(error) });
    },
  );
}

async function handle(message) {
  const on = message.tx ? transactions.get(message.tx)?.tx : pg;
  if (!on) throw new Error('Transaction is closed');
  switch (message.op) {
    case 'query': {
      const options = message.drizzle
        ? { rowMode: message.rowMode, parsers: DRIZZLE_PARSERS }
        : message.rowMode
          ? { rowMode: message.rowMode }
          : undefined;
      const { rows, fields, affectedRows } = await on.query(message.text, message.params, options);
      return { rows, fields, affectedRows };
    }
    case 'exec':
      return (await on.exec(message.text)).map(({ rows, fields, affectedRows }) => ({
        rows,
        fields,
        affectedRows,
      }));
    case 'rollback':
      await on.rollback();
      return null;
    case 'end': {
      const entry = transactions.get(message.tx);
      return new Promise((resolve, reject) => {
        entry.done = () => resolve(null);
        entry.failed = reject;
        entry.end(message.commit);
      });
    }
    case 'refreshStatistics':
      return refreshStatistics(raw);
    case 'listen':
      await pg.listen(message.channel, () => parentPort.postMessage({ notify: message.channel }));
      return null;
    case 'close':
      await pg.close();
      return null;
    default:
      throw new Error(`Unknown operation ${message.op}`);
  }
}

parentPort.on('message', (message) => {
  if (message.op === 'begin') {
    openTransaction(message.id);
    return;
  }
  handle(message).then(
    (result) => reply(message.id, { result }),
    (error) => reply(message.id, { error: errorFields(error) }),
  );
});
parentPort.postMessage({ ready: true });
