/**
 * The floors of the field app's calls: the same work done directly, without HTTP, the session, the
 * record checks and the JSON around it.
 *
 * A batch's floor is the insert of the rows its call stored, done again in one statement (and its
 * child rows in the same one: a display check's displays, an answer set's answers): the stored rows
 * are read back as JSON, given new client ids (an answer set a day far off, its outlet and day being
 * unique), and inserted by jsonb_populate_recordset, timed. A photo's floor is its file written to
 * the same kind of storage and its row inserted. A read's floor is the module's same queries called
 * in-process.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../server/db/client';
import { repCampaigns } from '../server/modules/field-app/campaigns';
import { repCustomers, repDay } from '../server/modules/field-app/day-plan';
import { lookUpFieldRep } from '../server/platform/field-rep';
import { verifyPassword } from '../server/platform/passwords';
import { LocalStorage } from '../server/platform/storage/local-storage';
import type { FieldKind } from './field-sim/day-records';
import { summarise, type Timings, timed } from './load';

interface Shape {
  table: string;
  pk: string;
  /** The table of its child rows, whose column `pk` names the parent. */
  child?: { table: string };
}

export const KIND_TABLES: Record<FieldKind, Shape> = {
  visits: { table: 'call_realizations', pk: 'realization_id' },
  crc: { table: 'crc_headers', pk: 'crc_header_id', child: { table: 'crc_displays' } },
  'location-scans': { table: 'customer_geotags', pk: 'geotag_id' },
  'survey-answers': { table: 'pa_answer_sets', pk: 'answer_set_id', child: { table: 'pa_answers' } },
};

/** The columns an insert names: all but the serial key and `leaveOut`. */
async function columnsOf(db: Db, table: string, leaveOut: string[]): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`SELECT column_name AS name FROM information_schema.columns
         WHERE table_schema = current_schema() AND table_name = ${table}
           AND coalesce(column_default, '') NOT LIKE 'nextval%'
         ORDER BY ordinal_position`,
  );
  return found.map((f) => f.name).filter((n) => !leaveOut.includes(n));
}

const list = (names: string[], prefix = '') => sql.raw(names.map((n) => `${prefix}${n}`).join(', '));

/** One batch's insert done again directly: its milliseconds. */
async function insertAgain(db: Db, shape: Shape, clientIds: string[]): Promise<number> {
  const t = sql.raw(shape.table);
  const parents = await rows<{ row: Record<string, unknown> }>(
    db,
    sql`SELECT to_jsonb(x) AS row FROM ${t} x WHERE client_id = ANY(${`{${clientIds.join(',')}}`}::text[])`,
  );
  const copies = parents.map(({ row }) => ({
    ...row,
    client_id: randomUUID(),
    ...(row.campaign_day ? { campaign_day: `${2000 + Math.floor(Math.random() * 900)}-01-01` } : {}),
  }));
  const cols = await columnsOf(db, shape.table, []);
  const insertParents = sql`INSERT INTO ${t} (${list(cols)})
      SELECT ${list(cols, 'p.')} FROM jsonb_populate_recordset(NULL::${t}, ${JSON.stringify(copies)}::jsonb) p`;
  let statement: SQL;
  if (shape.child) {
    const c = sql.raw(shape.child.table);
    const pk = sql.raw(shape.pk);
    const children = await rows<{ row: Record<string, unknown> }>(
      db,
      sql`SELECT to_jsonb(x) AS row FROM ${c} x
           WHERE ${pk} = ANY(${`{${parents.map((p) => p.row[shape.pk]).join(',')}}`}::int[])`,
    );
    const childCols = await columnsOf(db, shape.child.table, [shape.pk]);
    statement = sql`WITH h AS (${insertParents} RETURNING ${pk}, client_id),
        m AS (SELECT (x->>${shape.pk})::int AS old, x->>'client_id' AS client_id
                FROM jsonb_array_elements(${JSON.stringify(copies)}::jsonb) x)
      INSERT INTO ${c} (${pk}, ${list(childCols)})
      SELECT h.${pk}, ${list(childCols, 'd.')}
        FROM jsonb_populate_recordset(NULL::${c}, ${JSON.stringify(children.map((x) => x.row))}::jsonb) d
        JOIN m ON m.old = d.${pk} JOIN h ON h.client_id = m.client_id`;
  } else statement = insertParents;
  return (await timed(() => db.execute(statement))).ms;
}

/** Each sampled batch's insert done again: the floor of the batch call. */
export async function batchFloor(db: Db, kind: FieldKind, batches: string[][]): Promise<Timings> {
  const samples: number[] = [];
  for (const ids of batches) if (ids.length > 0) samples.push(await insertAgain(db, KIND_TABLES[kind], ids));
  return summarise(samples);
}

/** A photo's file written and its row inserted, `count` times, the way the server stores one. */
export async function photoFloor(db: Db, photos: Buffer[]): Promise<Timings> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'armada-field-floor-'));
  const storage = new LocalStorage(dir);
  const samples: number[] = [];
  try {
    for (const bytes of photos) {
      const sha = randomUUID().replaceAll('-', '').padEnd(64, '0');
      const key = `field-photos/${sha.slice(0, 2)}/${sha}.jpg`;
      const { ms } = await timed(async () => {
        await storage.put(key, bytes, 'image/jpeg');
        await db.execute(sql`INSERT INTO field_photos (sha256, storage_key, content_type, byte_size, width, height, sent_by)
          VALUES (${sha}, ${key}, 'image/jpeg', ${bytes.length}, 320, 240, 'field-floor')`);
      });
      samples.push(ms);
    }
  } finally {
    await db.execute(sql`DELETE FROM field_photos WHERE sent_by = 'field-floor'`);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return summarise(samples);
}

/** The reads of the morning done in-process for each of `users`: each read's timings. */
export async function readFloors(db: Db, users: string[], password: string, passwordHash: string) {
  const times = {
    login: [] as number[],
    me: [] as number[],
    visits: [] as number[],
    customers: [] as number[],
    campaigns: [] as number[],
  };
  for (const userId of users) {
    const [user] = await rows<{ employeeId: string }>(
      db,
      sql`SELECT employee_id AS "employeeId" FROM users WHERE user_id = ${userId}`,
    );
    if (!user) continue;
    times.login.push((await timed(() => verifyPassword(password, passwordHash))).ms);
    const me = await timed(() => lookUpFieldRep(db, userId, user.employeeId));
    times.me.push(me.ms);
    if (me.value.kind !== 'rep') continue;
    const rep = me.value.rep;
    times.visits.push((await timed(() => repDay(db, rep))).ms);
    times.customers.push((await timed(() => repCustomers(db, rep, { limit: 200 }))).ms);
    times.campaigns.push((await timed(() => repCampaigns(db, rep))).ms);
  }
  return {
    'POST /field/login': summarise(times.login),
    'GET /field/me': summarise(times.me),
    'GET /field/visits': summarise(times.visits),
    'GET /field/customers': summarise(times.customers),
    'GET /field/campaigns': summarise(times.campaigns),
  } as Record<string, Timings>;
}
