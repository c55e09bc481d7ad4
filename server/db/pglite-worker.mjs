// The embedded database's own thread: PGlite runs here, so a long statement (a 50,000-row commit, an
// export batch, a count) keeps this thread busy while the HTTP thread goes on answering.
// pglite-client.ts is the other end. Plain JavaScript because Node starts a worker from a file as it
// is, without a TypeScript loader, in the tests as in the built server (the build copies it beside
// the bundle); the messages are typed in pglite-client.ts.
//
// Requests: { id, op: 'query', sql, params, rowMode, keepText, tx? } | { id, op: 'exec', sql, tx? }
//   | { id, op: 'begin' } | { id, op: 'end', tx, commit } | { id, op: 'cancel', call } | { id, op: 'close' }
//   | { id, op: 'dump', file } (writes the data folder as one tar file; answers its size in bytes)
// Replies: { id, ok: true, value } | { id, ok: false, error: { name, message, fields } }
//   | { id, ok: false, gone: true } (cancelled before its turn came).
// The reply of id 0 says the database is open (or why it could not be).
//
// Calls outside a transaction take turns here in arrival order, one at a time, a transaction's turn
// lasting until its end. The HTTP thread sends each call as soon as it is made, so the next one is
// here when the one before ends, instead of a round trip between threads later.
//
// A plain read need not wait for a whole transaction, though (a 50,000-row upload holds its turn
// for seconds): it runs beside it, between two of its statements, when it names no table the
// transaction has written so far (reads-beside.mjs says why that is safe).
import { readFileSync, writeFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { BLOCKED, isPlainRead, readBeside } from './reads-beside.mjs';

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread');
const port = parentPort;

const { dataDir, loadFrom } = workerData ?? {};
// pg_trgm serves the list screens' search; PGlite ships it and loads it here. `loadFrom` names a
// dump (a tar file of a data folder, from 'dump') that a new database starts as.
const pg = new PGlite({
  ...(dataDir ? { dataDir } : {}),
  ...(loadFrom ? { loadDataDir: new Blob([readFileSync(loadFrom)]) } : {}),
  extensions: { pg_trgm },
});

/** Writes the whole data folder to `file` as one uncompressed tar: a copy of the database. */
async function dump(file) {
  const tar = Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer());
  writeFileSync(file, tar);
  return tar.length;
}

/** Keeps a value of these types as PostgreSQL's text, as the caller asked (drizzle: dates, intervals). */
const keepAsText = (value) => value;

/**
 * The open transactions by the id of their 'begin': the transaction, how to end it, its end, and
 * `exclusive`, which runs its statements and the reads beside it one at a time in arrival order.
 */
const open = new Map();
/** The open transaction that holds the turn now, if any: plain reads may run beside it. */
let holder;
/** Calls waiting for their turn, and those of them whose client has gone since. */
const queued = new Set();
const cancelled = new Set();
class Gone extends Error {}
let tail = Promise.resolve();

/** Runs `work` when the calls before it are done; `holdUntil` keeps the turn past the answer. */
function inTurn(id, work) {
  queued.add(id);
  const turn = tail.then(() => {
    queued.delete(id);
    if (cancelled.delete(id)) throw new Gone();
    return work();
  });
  tail = turn.then(
    (value) => value?.holdUntil,
    () => undefined,
  );
  return turn;
}

function target(tx) {
  if (tx === undefined) return pg;
  const entry = open.get(tx);
  if (!entry) throw new Error(`transaction ${tx} is not open`);
  return entry.tx;
}

/** Opens a transaction; answers once it has begun, and holds the turn until its 'end'. */
function begin(id) {
  return new Promise((began, failed) => {
    let last = Promise.resolve();
    const entry = {
      tx: undefined,
      end: () => {},
      finished: Promise.resolve(),
      exclusive(work) {
        const run = last.then(work);
        last = run.catch(() => undefined);
        return run;
      },
    };
    const outcome = new Promise((resolve) => {
      entry.end = resolve;
    });
    entry.finished = pg.transaction(async (tx) => {
      entry.tx = tx;
      open.set(id, entry);
      holder = entry;
      began(id);
      if (!(await outcome)) await tx.rollback();
    });
    entry.finished.catch((err) => {
      // A failure before the transaction began answers the 'begin'; a later one answers its 'end'.
      if (entry.tx === undefined) failed(err);
    });
  }).then((value) => ({ value, holdUntil: open.get(id)?.finished.catch(() => undefined) }));
}

async function end(tx, commit) {
  const entry = open.get(tx);
  if (!entry) throw new Error(`transaction ${tx} is not open`);
  // After the statements and reads beside it already asked; no read joins it from now on.
  await entry.exclusive(() => {
    open.delete(tx);
    if (holder === entry) holder = undefined;
    entry.end(commit);
  });
  await entry.finished;
}

/** A statement of an open transaction, in its order among the reads beside it. */
function inTransaction(request, work) {
  const entry = open.get(request.tx);
  if (!entry) return Promise.reject(new Error(`transaction ${request.tx} is not open`));
  return entry.exclusive(work);
}

/**
 * A read outside a transaction: beside the transaction holding the turn when it may, else in its
 * own turn. Cancelled like a call in the queue while it waits for either.
 */
async function outside(request) {
  const entry = holder;
  if (entry && isPlainRead(request.sql)) {
    // Queued from now on: a cancel that arrives while the read waits, beside or then in its turn,
    // is kept until one of them starts it.
    queued.add(request.id);
    const beside = await entry.exclusive(async () => {
      if (cancelled.delete(request.id)) {
        queued.delete(request.id);
        throw new Gone();
      }
      if (holder !== entry) return BLOCKED;
      const answer = await readBeside(entry.tx, request.sql, () => query(request, entry.tx));
      if (answer !== BLOCKED) {
        queued.delete(request.id);
        cancelled.delete(request.id);
      }
      return answer;
    });
    if (beside !== BLOCKED) return beside;
  }
  return inTurn(request.id, () => query(request));
}

async function query(request, on = target(request.tx)) {
  const parsers = Object.fromEntries(request.keepText.map((oid) => [oid, keepAsText]));
  const result = await on.query(request.sql, request.params, {
    rowMode: request.rowMode,
    parsers,
  });
  return {
    rows: result.rows,
    affectedRows: result.affectedRows,
    fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  };
}

async function exec(request) {
  const results = await target(request.tx).exec(request.sql);
  return results.map((r) => ({ rows: r.rows, affectedRows: r.affectedRows, fields: [] }));
}

/** A call's answer; a call outside a transaction waits for its turn first. */
function run(request) {
  const own = request.tx === undefined;
  switch (request.op) {
    case 'query':
      return own ? outside(request) : inTransaction(request, () => query(request));
    case 'exec':
      return own ? inTurn(request.id, () => exec(request)) : inTransaction(request, () => exec(request));
    case 'begin':
      return inTurn(request.id, () => begin(request.id)).then((begun) => begun.value);
    case 'end':
      return end(request.tx, request.commit);
    case 'cancel':
      if (queued.has(request.call)) cancelled.add(request.call);
      return Promise.resolve(null);
    case 'dump':
      return inTurn(request.id, () => dump(request.file));
    case 'close':
      return inTurn(request.id, () => pg.close().then(() => null));
    default:
      return Promise.reject(new Error(`unknown request ${request.op}`));
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
  if (request.op === 'cancel') return void run(request);
  run(request).then(
    (value) => {
      reply(request.id, { ok: true, value });
      if (request.op === 'close') port.close();
    },
    (err) =>
      reply(
        request.id,
        err instanceof Gone ? { ok: false, gone: true } : { ok: false, error: described(err) },
      ),
  );
});

pg.waitReady.then(
  () => reply(0, { ok: true, value: null }),
  (err) => reply(0, { ok: false, error: described(err) }),
);
