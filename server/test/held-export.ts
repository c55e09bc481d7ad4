/**
 * An export left downloading: a role export big enough that, while its client reads nothing, it
 * outlasts what the sockets between them take in (about 4 MB on Linux's loopback), so the server
 * still streams it when the test acts (sends a signal, asks for a second export).
 */
import http from 'node:http';
import { type Db, sql } from '../db/client';
import { API_KEY } from './harness';

/** Roles added for the big export: with a long random text each, about 9 MB of .xlsx. */
export const BIG_EXPORT_ROLES = 25_000;

export const ROLE_EXPORT = {
  path: '/structure/role/export',
  body: { branch: '0', position: '', search: '' },
};

/** Adds the big export's roles (branch JKT) to a demo database. */
export async function addBigExportRoles(db: Db): Promise<void> {
  // Random hex compresses to about half: the file stays big once deflated.
  await db.execute(sql`
    INSERT INTO roles (role_position_code, employee_type_id, employee_type_code, org_id, branch_code,
      role_sup_code, supervisor_email, role_start_date, role_end_date)
    SELECT 'BIG-' || lpad(n::text, 6, '0'), t.employee_type_id, t.code, b.org_id, b.branch_code, 'NA',
      (SELECT string_agg(md5(n::text || ':' || k::text || random()::text), '') FROM generate_series(1, 16) AS k),
      DATE '2026-01-01', DATE '4001-12-31'
    FROM generate_series(1, ${BIG_EXPORT_ROLES}) AS n
    CROSS JOIN (SELECT employee_type_id, code FROM employee_types WHERE code = 'SALESMAN') t
    CROSS JOIN (SELECT org_id, branch_code FROM branches WHERE branch_code = 'JKT') b`);
}

export interface HeldDownload {
  status: number;
  /** Reads what is left; answers whether the file arrived whole (false: cut off). */
  finish(): Promise<boolean>;
  /** Closes the connection from the client's side (a user who gives up). */
  abandon(): void;
}

/** Starts the role export and reads nothing of its file until `finish`. */
export function holdDownload(server: { url: string }, token: string): Promise<HeldDownload> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}/api${ROLE_EXPORT.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'api-key': API_KEY, authorization: `Bearer ${token}` },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      res.pause();
      const closed = new Promise<boolean>((settle) => {
        res.once('close', () => settle(res.complete));
        res.once('error', () => undefined);
      });
      resolve({
        status: res.statusCode ?? 0,
        finish: () => {
          res.resume();
          return closed;
        },
        abandon: () => req.destroy(),
      });
    });
    req.end(JSON.stringify(ROLE_EXPORT.body));
  });
}

interface ExportAnswer {
  status: number;
  /** The refusal's message; null for a file. */
  message: string | null;
  /** The file's size in bytes, when it was read; 0 otherwise. */
  bytes: number;
}

/**
 * Asks for the role export: a refusal with its message, or the file, read to its end when `read`
 * says so, else dropped once its headers arrive: the connection is closed, as by a user who gives
 * up, which ends the export on the server and gives its slot back. (Cancelling the body alone may
 * leave the connection open and unread: the server then still sends the file.)
 */
export async function exportAnswer(
  server: { url: string },
  token: string,
  read: 'read the file' | 'drop the file' = 'drop the file',
): Promise<ExportAnswer> {
  const gone = new AbortController();
  const res = await fetch(`${server.url}/api${ROLE_EXPORT.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'api-key': API_KEY, authorization: `Bearer ${token}` },
    body: JSON.stringify(ROLE_EXPORT.body),
    signal: gone.signal,
  });
  if (res.headers.get('content-type')?.startsWith('application/json')) {
    return { status: res.status, message: ((await res.json()) as { message: string }).message, bytes: 0 };
  }
  if (read === 'drop the file') {
    gone.abort();
    return { status: res.status, message: null, bytes: 0 };
  }
  return { status: res.status, message: null, bytes: (await res.arrayBuffer()).byteLength };
}
