// The embedded database's own thread: PGlite runs here, so a long statement (a 50,000-row commit, an
// export batch, a count) keeps this thread busy while the HTTP thread goes on answering.
// pglite-client.ts is the other end. Plain JavaScript because Node starts a worker from a file as it
// is, without a TypeScript loader, in the tests as in the built server (the build copies it beside
// the bundle); the messages are typed in pglite-client.ts.
//
// Requests: { id, op: 'query', sql, params, rowMode, keepText, tx? } | { id, op: 'exec', sql, tx? }
//   | { id, op: 'begin' } | { id, op: 'end', tx, commit } | { id, op: 'close' }
// Replies: { id, ok: true, value } | { id, ok: false, error: { name, message, fields } }.
// The reply of id 0 says the database is open (or why it could not be).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread');
const port = parentPort;

const { dataDir } = workerData ?? {};
// pg_trgm serves the list screens' search; PGlite ships it and loads it here.
const pg = new PGlite({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });

/** Keeps a value of these types as PostgreSQL's text, as the caller asked (drizzle: dates, intervals). */
const keepAsText = (value) => value;

/** The open transactions by the id of their 'begin': the transaction, how to end it, its end. */
const open = new Map();

function target(tx) {
  if (tx === undefined) return pg;
  const entry = open.get(tx);
  if (!entry) throw new Error(`transaction ${tx} is not open`);
  return entry.tx;
}

function begin(id) {
  return new Promise((began, failed) => {
    const entry = { tx: undefined, end: () => {}, finished: Promise.resolve() };
    const outcome = new Promise((resolve) => {
      entry.end = resolve;
    });
    open.set(id, entry);
    entry.finished = pg.transaction(async (tx) => {
      entry.tx = tx;
      began(id);
      if (!(await outcome)) await tx.rollback();
    });
    entry.finished.catch((err) => {
      // A failure before the transaction began answers the 'begin'; a later one answers its 'end'.
      if (entry.tx === undefined) {
        open.delete(id);
        failed(err);
      }
    });
  });
}

async function end(tx, commit) {
  const entry = open.get(tx);
  if (!entry) throw new Error(`transaction ${tx} is not open`);
  open.delete(tx);
  entry.end(commit);
  await entry.finished;
}

async function run(request) {
  switch (request.op) {
    case 'query': {
      const parsers = Object.fromEntries(request.keepText.map((oid) => [oid, keepAsText]));
      const result = await target(request.tx).query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers,
      });
      return {
        rows: result.rows,
        affectedRows: result.affectedRows,
        fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      };
    }
    case 'exec': {
      const results = await target(request.tx).exec(request.sql);
      return results.map((r) => ({ rows: r.rows, affectedRows: r.affectedRows, fields: [] }));
    }
    case 'begin':
      return begin(request.id);
    case 'end':
      return end(request.tx, request.commit);
    case 'close':
      await pg.close();
      return null;
    default:
      throw new Error(`unknown request ${request.op}`);
  }
}

/** An error as plain data: its text, class name and the fields of a database error (code, routine...). */
function described(err) {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err), fields: {} };
  const fields = {};
  for (const [key, value] of Object.entries(err)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { name: err.name, message: err.message, fields };
}

const reply = (id, outcome) => {
  try {
    port.postMessage({ id, ...outcome });
  } catch (err) {
    // A value that cannot be copied to the other thread fails its own call only.
    port.postMessage({ id, ok: false, error: described(err) });
  }
};

port.on('message', (request) => {
  run(request).then(
    (value) => {
      reply(request.id, { ok: true, value });
      if (request.op === 'close') port.close();
    },
    (err) => reply(request.id, { ok: false, error: described(err) }),
  );
});

pg.waitReady.then(
  () => reply(0, { ok: true, value: null }),
  (err) => reply(0, { ok: false, error: described(err) }),
);
