// Plain reads beside an open transaction on the embedded database. PGlite is one connection: a
// transaction holds it from BEGIN to COMMIT, and a 50,000-row upload holds it for seconds, so every
// other user's read waited for the whole upload (p99 4 s). Such a read now runs inside the open
// transaction, between two of its statements, in a savepoint of its own, when it is safe:
//
// - It is a plain read (isPlainRead): one SELECT that writes nothing, takes no lock beyond reading
//   and calls nothing with an effect (a sequence, an advisory lock, a setting). So it leaves the
//   transaction exactly as it found it, whether the transaction commits or rolls back after.
// - It names no table the transaction has written so far. Those are the tables it holds a lock on
//   stronger than reading (PostgreSQL takes ROW EXCLUSIVE or more on every table an INSERT, UPDATE,
//   DELETE or TRUNCATE touches, through triggers and cascades too, and keeps it to the end). Every
//   other table the read sees as committed, since no other connection exists to change it: it
//   sees what it would have seen just before the transaction began. A table named in the read's
//   text is matched as a word, quoted or not; a column or alias of the same name only makes the
//   read wait, which is always safe. No view or function of the schema reads a table on a query's
//   behalf (the schema has none that a SELECT would call).
//
// Anything else waits for the transaction to end, as before. A read that fails rolls back to its
// savepoint, so the transaction goes on unharmed; a transaction that has already failed refuses the
// savepoint, and the read waits for its end.

/** Answered by readBeside when the read must wait for the transaction to end. */
export const BLOCKED = Symbol('blocked');

/** Words that make a statement more than a plain read, wherever they appear in its text. */
const EFFECTS =
  /\b(insert|update|delete|merge|truncate|into|copy|create|alter|drop|grant|revoke|comment|lock|for\s+(no\s+key\s+)?update|for\s+(key\s+)?share|nextval|setval|set_config|txid_current|pg_advisory\w*|pg_try_advisory\w*|pg_notify|notify|listen|vacuum|analyze|refresh|call|do|prepare|execute|discard|reset|set|pg_sleep\w*|pg_backup_\w+|lo_\w+|dblink\w*|pg_read\w*|pg_terminate\w*|pg_cancel\w*)\b/i;

/** One SELECT (or WITH ... SELECT) with no effect: see above. Parameters are never part of the text. */
export function isPlainRead(text) {
  if (!/^\s*(select|with)\b/i.test(text)) return false;
  // One statement only: a semicolon could end the SELECT and start anything.
  if (text.includes(';')) return false;
  return !EFFECTS.test(text);
}

/** The tables the open transaction holds a lock on stronger than reading: those it has written. */
const WRITTEN = `SELECT DISTINCT c.relname AS name FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
  WHERE l.locktype = 'relation' AND l.pid = pg_backend_pid() AND c.relkind IN ('r', 'p', 'm', 'v', 'f')
    AND l.mode NOT IN ('AccessShareLock', 'RowShareLock')`;

const escaped = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `text` names one of `tables` as a word (identifiers are case-folded unless quoted). */
export function namesAny(text, tables) {
  if (tables.length === 0) return false;
  const words = new RegExp(`(^|[^a-z0-9_$])"?(${tables.map(escaped).join('|')})"?($|[^a-z0-9_$])`, 'i');
  return words.test(text);
}

const SAVEPOINT = 'armada_read_beside';

/**
 * Runs `run` (the read, on `tx`) inside the open transaction `tx` when it is safe; else BLOCKED.
 * The caller makes sure no statement of the transaction runs meanwhile.
 */
export async function readBeside(tx, text, run) {
  try {
    await tx.query(`SAVEPOINT ${SAVEPOINT}`);
  } catch {
    // The transaction has failed and waits for its rollback.
    return BLOCKED;
  }
  let answer = BLOCKED;
  try {
    const written = await tx.query(WRITTEN);
    if (
      !namesAny(
        text,
        written.rows.map((r) => r.name),
      )
    )
      answer = await run();
  } finally {
    // Back to the savepoint even after a successful read: whatever the read changed of the
    // session's state (none should) goes with it, and the transaction is as it was.
    await tx.query(`ROLLBACK TO SAVEPOINT ${SAVEPOINT}`);
    await tx.query(`RELEASE SAVEPOINT ${SAVEPOINT}`);
  }
  return answer;
}
